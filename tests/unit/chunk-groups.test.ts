import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadedTogether } from '../../vite.config.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** The bundler's own modules, which have no file. */
const virtual = new Set(['rolldown/runtime.js', 'vite/preload-helper.js']);

describe('the groups of modules loaded together', () => {
  it('name files that exist, each in one group only', () => {
    const seen = new Set<string>();
    for (const group of loadedTogether) {
      for (const file of group.files) {
        expect(virtual.has(file) || existsSync(path.join(root, file)), file).toBe(true);
        expect(seen.has(file), `${file} is in two groups`).toBe(false);
        seen.add(file);
      }
    }
  });
});
