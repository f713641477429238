// Function length, counted on the syntax tree: every function (declarations, expressions, arrow
// functions, methods, accessors, constructors), from its first line to its last, JSX included.
// Biome's own count skips most of a multi-line JSX return, so a 200-line component passed it.
//
//   node scripts/function-length.mjs            every source folder, at most 150 lines
//   node scripts/function-length.mjs FILE…      only these files
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** The longest a function may be, in lines. */
export const MAX_FUNCTION_LINES = 150;

/** Where the rule holds: the shipped code of the package, the sites, the server and the data. */
export const CHECKED_FOLDERS = ['lib', 'sites', 'server', 'site-data', 'storefront-simulator/src'];

const skipped = /(^|\/)(node_modules|dist|tests)\//;

/** A name for a function, for the report: its own, its variable's, its property's or its kind. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (node.name && ts.isStringLiteral(node.name)) return node.name.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) {
    return parent.name.text;
  }
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (parent && ts.isCallExpression(parent)) {
    return `callback of ${parent.expression.getText().slice(0, 40)}`;
  }
  return 'anonymous function';
}

/** Every function in a source longer than `max` lines: `{ name, line, lines }`. */
export function longFunctions(fileName, source, max = MAX_FUNCTION_LINES) {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push({ name: nameOf(node), line: first + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles() {
  return CHECKED_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name))
      .filter((entry) => !entry.name.endsWith('.d.ts') && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !skipped.test(`${file.split(path.sep).join('/')}`)),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.length > 2 ? process.argv.slice(2) : sourceFiles();
  const long = files.flatMap((file) =>
    longFunctions(file, readFileSync(path.resolve(root, file), 'utf8')).map((found) => ({
      file,
      ...found,
    })),
  );
  for (const { file, line, name, lines } of long) {
    console.error(`${file}:${line}  ${name}: ${lines} lines (at most ${MAX_FUNCTION_LINES})`);
  }
  console.log(
    `Function length: ${files.length} files, ${long.length} function${long.length === 1 ? '' : 's'} over ${MAX_FUNCTION_LINES} lines.`,
  );
  process.exit(long.length === 0 ? 0 : 1);
}
