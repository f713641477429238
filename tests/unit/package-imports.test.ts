import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aliases } from '../../aliases.config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const lib = path.join(root, 'lib');
const manifest = JSON.parse(readFileSync(path.join(lib, 'package.json'), 'utf8'));
const exportKeys = Object.keys(manifest.exports as Record<string, unknown>);

/** Everything outside the package that imports it: only by name and public entry points. */
const consumers = ['sites', 'stories', 'tests', 'server', 'scripts'];

function sourceFiles(folder: string) {
  return (
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(m?[jt]sx?|mdx|css)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !file.split(path.sep).includes('__screenshots__'))
      // This file's own examples of what is refused.
      .filter((file) => file !== import.meta.filename)
  );
}

const specifierPattern = /(?:from\s*|import\s*\(?\s*|@import\s+(?:url\()?)['"]([^'"]+)['"]/g;

function isPublicEntry(specifier: string) {
  const subpath = `.${specifier.slice('@zcomm/storefront-ui'.length)}`;
  return exportKeys.some((key) =>
    key.includes('*')
      ? new RegExp(
          `^${key
            .split('*')
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('[a-z0-9-]+')}$`,
        ).test(subpath)
      : key === subpath,
  );
}

function deepImports(file: string, source: string) {
  const found: string[] = [];
  for (const [, specifier = ''] of source.matchAll(specifierPattern)) {
    if (specifier.startsWith('@zcomm/storefront-ui')) {
      if (!isPublicEntry(specifier)) found.push(specifier);
    } else if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(file), specifier);
      if (target === lib || target.startsWith(lib + path.sep)) found.push(specifier);
    }
  }
  return found;
}

describe('the design system package', () => {
  it('is imported only by its name and the entry points its exports map lists', () => {
    const offending: string[] = [];
    let files = 0;
    for (const folder of consumers) {
      for (const file of sourceFiles(folder)) {
        files += 1;
        for (const specifier of deepImports(file, readFileSync(file, 'utf8'))) {
          offending.push(`${path.relative(root, file)}: ${specifier}`);
        }
      }
    }
    expect(files).toBeGreaterThan(100);
    expect(offending).toEqual([]);
  });

  it('catches a path into lib/ and an entry point the package does not export', () => {
    const file = path.join(root, 'sites/shared/shell/App.tsx');
    expect(deepImports(file, "import { Header } from '../../../lib/components/Header';")).toEqual([
      '../../../lib/components/Header',
    ]);
    expect(deepImports(file, "import x from '@zcomm/storefront-ui/dist/index.js';")).toEqual([
      '@zcomm/storefront-ui/dist/index.js',
    ]);
    expect(deepImports(file, "import '@zcomm/storefront-ui/themes/agency.css';")).toEqual([]);
    expect(deepImports(file, "const m = import('@zcomm/storefront-ui/collection-grid');")).toEqual(
      [],
    );
  });

  it('resolves each entry point to its source while developing (aliases) and in the build', () => {
    for (const key of exportKeys) {
      if (key === './package.json') continue;
      const specifier = `@zcomm/storefront-ui${key.slice(1).replace('*', 'agency')}`;
      const alias = aliases.find(({ find }) => find.test(specifier));
      expect(alias, specifier).toBeDefined();
      const source = specifier.replace(alias!.find, alias!.replacement);
      expect(existsSync(source), `${specifier} → ${source}`).toBe(true);
    }
  });
});

/** A package class name in a site: a `.zc-…` selector or a `zc-…` class in markup. */
function packageClassNames(source: string): string[] {
  const selectors = source.match(/\.zc-[a-z][\w-]*/g) ?? [];
  const classes = [...source.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\}|\{'([^']*)'\})/g)]
    .flatMap((match) => (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/))
    .filter((name) => name.startsWith('zc-'));
  return [...selectors, ...classes];
}

describe('the sites', () => {
  it('style the package through its components and data-slot, never its class names', () => {
    const offending: string[] = [];
    for (const file of sourceFiles('sites')) {
      if (!/\.(tsx?|css)$/.test(file)) continue;
      for (const name of packageClassNames(readFileSync(file, 'utf8'))) {
        offending.push(`${path.relative(root, file)}: ${name}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('finds a package class in a selector and in markup', () => {
    expect(packageClassNames('.home .zc-banner__content > h1 { color: red }')).toEqual([
      '.zc-banner__content',
    ]);
    expect(packageClassNames('<div className="zc-container home">')).toEqual(['zc-container']);
    expect(packageClassNames('<div className={`zc-button ${extra}`}>')).toEqual(['zc-button']);
    expect(
      packageClassNames('[data-slot="banner-content"] { color: var(--zc-color-text) }'),
    ).toEqual([]);
  });
});
