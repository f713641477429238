import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readManifest = (folder: string): Manifest =>
  JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));

/** One import of a module: what it names and whether only types are taken. */
interface ModuleImport {
  specifier: string;
  typeOnly: boolean;
}

/** Every static and dynamic import and re-export of a TypeScript source, read by its parser. */
function importsOf(fileName: string, source: string): ModuleImport[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const found: ModuleImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const everyNameIsType =
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        clause?.name === undefined &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: Boolean(clause?.isTypeOnly) || everyNameIsType,
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) {
        found.push({ specifier: argument.literal.text, typeOnly: true });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or none. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) {
    return undefined;
  }
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function sources(folder: string, skip: (relative: string) => boolean) {
  const base = path.join(root, folder);
  return readdirSync(base, { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !skip(path.relative(base, file)));
}

const notShipped = (relative: string) =>
  relative.startsWith('node_modules') ||
  relative.startsWith('dist') ||
  relative.startsWith('tests') ||
  /\.test\.tsx?$/.test(relative);

/**
 * What each workspace's shipped code imports at run time must be one of its dependencies (or
 * peers): an install that omits development packages still has it. Imports of types only may name
 * a development package. The server is the root project's runtime code.
 */
const workspaces = [
  { label: 'the server', folder: '.', code: ['server'] },
  { label: 'the design system', folder: 'lib', code: ['lib'] },
  { label: 'the data package', folder: 'site-data', code: ['site-data'] },
  {
    label: 'the storefront simulator',
    folder: 'storefront-simulator',
    code: ['storefront-simulator/src'],
  },
];

/** Run-time imports of packages a manifest does not declare, as `file: package`. */
function undeclaredImports(
  manifest: Manifest,
  files: { file: string; source: string }[],
): string[] {
  const runtime = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const typesToo = new Set([...runtime, ...Object.keys(manifest.devDependencies ?? {})]);
  const missing: string[] = [];
  for (const { file, source } of files) {
    for (const { specifier, typeOnly } of importsOf(file, source)) {
      const name = packageOf(specifier);
      if (name === undefined) continue;
      if (!(typeOnly ? typesToo : runtime).has(name)) {
        missing.push(`${file}: ${name}${typeOnly ? ' (types)' : ''}`);
      }
    }
  }
  return [...new Set(missing)];
}

describe('the manifests list what the code imports', () => {
  for (const { label, folder, code } of workspaces) {
    it(`${label} (${folder === '.' ? 'package.json' : `${folder}/package.json`})`, () => {
      const manifest = readManifest(folder);
      const files = code.flatMap((dir) =>
        sources(dir, notShipped).map((file) => ({
          file: path.relative(root, file),
          source: readFileSync(file, 'utf8'),
        })),
      );
      expect(files.length).toBeGreaterThan(0);
      expect(undeclaredImports(manifest, files)).toEqual([]);
    });
  }

  it('names an undeclared package, and a development package taken at run time', () => {
    const manifest: Manifest = {
      name: 'example',
      dependencies: { fastify: '5' },
      devDependencies: { vite: '8' },
    };
    const files = [
      {
        file: 'a.ts',
        source: [
          "import fastify from 'fastify';",
          "import type { Plugin } from 'vite';",
          "import { build } from 'vite';",
          "import { Client } from 'pg';",
          "import path from 'node:path';",
          "export { helper } from './helper.ts';",
          "const lazy = () => import('nodemailer');",
          "import { type Type } from '@sinclair/typebox/compile';",
        ].join('\n'),
      },
    ];
    expect(undeclaredImports(manifest, files)).toEqual([
      'a.ts: vite',
      'a.ts: pg',
      'a.ts: nodemailer',
      'a.ts: @sinclair/typebox (types)',
    ]);
  });
});
