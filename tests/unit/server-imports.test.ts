import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'server');
const lib = path.join(root, 'lib');

/** The data-only modules of the front end the server may read by path: no React, no bundler features. */
const allowed = new Set(['sites/shared/shell/types.ts']);

/**
 * The packages' entry points the server may import: the design system's contracts and the data
 * package's entries (plain data, `site-data/tests/data-only.test.ts`), and the storefront
 * simulator it mounts (its Fastify routes and the demo shops' catalogues) with the schema tools
 * a storefront gateway uses (the carried schemas, the field translation, the documents the
 * shops send).
 */
const simulatorEntries = new Set([
  '@zcomm/storefront-simulator/catalogue',
  '@zcomm/storefront-simulator/fastify',
  '@zcomm/storefront-simulator/schemas',
  '@zcomm/storefront-simulator/schema-drift',
  '@zcomm/storefront-simulator/translation',
  '@zcomm/storefront-simulator/documents/buy-button.json',
]);
const allowedPackageEntry = (specifier: string) =>
  specifier === '@zcomm/storefront-ui/contracts' ||
  specifier.startsWith('@zcomm/site-data/') ||
  simulatorEntries.has(specifier);

const specifiers = (source: string) =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(([, specifier = '']) => specifier);

function serverFiles() {
  return readdirSync(serverDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function resolveSource(base: string) {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return (
    candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? base
  );
}

/** Every module the package's contracts entry reaches, following relative imports. */
function contractsGraph() {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const imports = specifiers(readFileSync(file, 'utf8'));
    seen.set(file, imports);
    for (const specifier of imports) {
      if (specifier.startsWith('.'))
        visit(resolveSource(path.resolve(path.dirname(file), specifier)));
    }
  };
  const exports = JSON.parse(readFileSync(path.join(lib, 'package.json'), 'utf8')).exports;
  const built = exports['./contracts'].import as string;
  visit(path.join(lib, built.replace('./dist/', './').replace(/\.js$/, '.ts')));
  return seen;
}

describe('the server', () => {
  it('reads tenants, shops and forms from the data package, never from React modules', () => {
    const offending: string[] = [];
    const files = serverFiles();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('@zcomm/')) {
          if (!allowedPackageEntry(specifier)) {
            offending.push(`${path.relative(root, file)} → ${specifier}`);
          }
          continue;
        }
        if (!specifier.startsWith('.')) continue;
        const target = path.relative(root, path.resolve(path.dirname(file), specifier));
        if (target.startsWith('server')) continue;
        if (!allowed.has(target)) offending.push(`${path.relative(root, file)} → ${target}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('imports the form contracts from the package, whose contracts entry holds plain data only', () => {
    const forms = readFileSync(path.join(serverDir, 'leads', 'validation.ts'), 'utf8');
    expect(specifiers(forms)).toContain('@zcomm/storefront-ui/contracts');
    const graph = contractsGraph();
    expect(graph.size).toBeGreaterThan(1);
    const offending: string[] = [];
    for (const [file, imports] of graph) {
      const name = path.relative(root, file);
      if (!file.endsWith('.ts')) offending.push(`${name} is not a plain TypeScript module`);
      for (const specifier of imports) {
        if (!specifier.startsWith('.')) offending.push(`${name} → ${specifier}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
