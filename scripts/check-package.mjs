// Checks the published package (the `lib/` workspace) as a consumer gets it: builds it with
// tsup, checks that every module using state, effects, refs or event handlers starts with
// 'use client' (and no other does), lints the package metadata (publint, attw), packs it,
// checks the tarball's file list, reports the install footprint with and without the Buy
// Button entry, and hands the tarball to three consumers (scripts/consumers.mjs): a Node
// server render, a Vite app and a Next.js App Router app.
//
//   node scripts/check-package.mjs [--screenshots <folder>]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkConsumers } from './consumers.mjs';
import { footprints } from './package-footprint.mjs';

const root = path.resolve(import.meta.dirname, '..');
const lib = path.join(root, 'lib');
const dist = path.join(lib, 'dist');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function step(label, command, args, options = {}) {
  console.log(`• ${label}`);
  return execFileSync(command, args, { cwd: root, stdio: 'inherit', ...options });
}

/**
 * What makes a module a Client Component module once compiled: a call to any hook but the
 * ones Server Components have (`useId`, `use`, `useDebugValue`), so state, effects, refs and the
 * package's own hooks, or an event handler prop (`onClick: …`, or shorthand `{ onChange }`).
 */
const CLIENT_ONLY =
  /\buse(?!Id\b|DebugValue\b)[A-Z]\w*\(|\bon[A-Z][A-Za-z]*(?::\s*[(a-zA-Z]|\s*[,}])/;

/** Every built module: 'use client' exactly where state, effects, refs or handlers are. */
export function clientBoundaries(folder) {
  const problems = [];
  const client = [];
  for (const file of readdirSync(folder, { recursive: true })) {
    if (!file.endsWith('.js')) continue;
    const source = readFileSync(path.join(folder, file), 'utf8');
    const directive = /^["']use client["'];/.test(source);
    const needs = CLIENT_ONLY.test(source);
    if (directive) client.push(file);
    if (needs && !directive) problems.push(`${file} uses client-only React but lacks 'use client'`);
    if (!needs && directive) problems.push(`${file} is server-safe but marked 'use client'`);
  }
  return { problems, client };
}

step('build the package (tsup)', bin('tsup'), [], { stdio: ['ignore', 'ignore', 'inherit'] });

console.log("• 'use client' in the built modules");
const boundaries = clientBoundaries(dist);
if (boundaries.problems.length) {
  console.error(boundaries.problems.join('\n'));
  process.exit(1);
}
console.log(`  ${boundaries.client.length} client modules: ${boundaries.client.sort().join(', ')}`);

step('publint --strict', bin('publint'), ['--strict'], { cwd: lib });
// ESM only: Node's require(esm) loads it (the consumers below prove it on each supported Node),
// which attw still reports as "ESM (dynamic import only)" for CommonJS resolution. Stylesheets
// have no types to check; the wildcard theme entry is skipped by attw itself.
step('are the types wrong (esm-only)', bin('attw'), [
  '--pack',
  lib,
  '--profile',
  'esm-only',
  '--exclude-entrypoints',
  './styles.css',
  './base.css',
  '--format',
  'table',
]);

const scratch = mkdtempSync(path.join(tmpdir(), 'storefront-ui-pack-'));
try {
  console.log('• pack');
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', scratch], {
      cwd: lib,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  const files = packed.files.map((file) => file.path);
  const stray = files.filter(
    (file) =>
      !/^dist\/.+\.(js|d\.ts|css)$/.test(file) &&
      !['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'].includes(file),
  );
  const required = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'dist/index.js'];
  const absent = required.filter((file) => !files.includes(file));
  if (stray.length || absent.length) {
    throw new Error(`tarball: unexpected ${stray.join(', ')}; missing ${absent.join(', ')}`);
  }
  console.log(
    `  ${packed.filename}: ${files.length} files, ${(packed.size / 1024).toFixed(1)} KB packed, ` +
      `${(packed.unpackedSize / 1024).toFixed(1)} KB unpacked`,
  );

  console.log('• install footprint (dependency tree from the lockfile)');
  const { without, with: withGrid } = footprints();
  if (without.names.some((key) => key.includes('@shopify/buy-button-js'))) {
    throw new Error('the Buy Button is installed without the grid');
  }
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(`  without the grid: ${without.packages} packages, ${mb(without.bytes)}`);
  console.log(`  with the grid:    ${withGrid.packages} packages, ${mb(withGrid.bytes)}`);

  const index = process.argv.indexOf('--screenshots');
  await checkConsumers(path.join(scratch, packed.filename), {
    screenshots: index > 0 ? path.resolve(process.argv[index + 1] ?? 'screenshots') : undefined,
  });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
