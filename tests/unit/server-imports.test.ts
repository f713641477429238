import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'server');

/** The data-only modules of the front end the server may read: no React, no bundler features. */
const allowed = new Set([
  'sites/tenants.ts',
  'sites/shared/shops.ts',
  'sites/shared/resolve-site.ts',
  'sites/shared/types.ts',
  'lib/contracts.ts',
]);

describe('the server', () => {
  it('reads tenants, shops and form contracts from data-only modules, never from React modules', () => {
    const offending: string[] = [];
    const files = readdirSync(serverDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.name.endsWith('.ts'),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const entry of files) {
      const file = path.join(entry.parentPath, entry.name);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier = ''] of source.matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(root, path.resolve(path.dirname(file), specifier));
        if (target.startsWith('server')) continue;
        if (!allowed.has(target)) offending.push(`${path.relative(root, file)} → ${target}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
