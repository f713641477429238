/**
 * The package holds data only: every module imports its siblings and the design system's form
 * contracts, nothing else (no React, no Node-only API), so the server, the build scripts and
 * every bundle can import it as is. The API's data types (`api/`) are TypeBox schemas: the
 * server validates and documents its routes with them, the client imports their types only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const packageJson = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

/** The package's modules, tests left out, by path from the package's folder. */
const modules = readdirSync(packageDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.startsWith('tests/'))
  .toSorted();

const specifiers = (source: string) =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(([, specifier = '']) => specifier);

describe('the data package', () => {
  it.each(modules)('%s imports only its siblings, the form contracts and TypeBox', (file) => {
    const source = readFileSync(path.join(packageDir, file), 'utf8');
    for (const specifier of specifiers(source)) {
      if (specifier.startsWith('.')) {
        expect(specifier, `${file} → ${specifier}`).toMatch(/\.ts$/);
        const target = path.relative(
          packageDir,
          path.resolve(path.dirname(path.join(packageDir, file)), specifier),
        );
        expect(modules, `${file} → ${specifier}`).toContain(target);
      } else if (file.startsWith('api/')) {
        expect(specifier, file).toBe('typebox');
      } else {
        expect(specifier, file).toBe('@zcomm/storefront-ui/contracts');
      }
    }
  });

  it('exports every module but the tests, each by a name that says what it holds', () => {
    const exported = Object.values(packageJson.exports as Record<string, string>).filter((target) =>
      target.endsWith('.ts'),
    );
    const reachable = (file: string) =>
      exported.some((target) => {
        const pattern = new RegExp(`^${target.slice(2).replace('*', '[a-z0-9-]+')}$`);
        return pattern.test(file);
      });
    expect(modules.filter((file) => !reachable(file))).toEqual([]);
  });

  it('is private and built by nobody: Node, Vite and TypeScript read its sources', () => {
    expect(packageJson).toMatchObject({ name: '@zcomm/site-data', private: true, type: 'module' });
    expect(packageJson.scripts).toBeUndefined();
  });
});
