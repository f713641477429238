// `npm test`: every check, in order of speed: types, lint, unit/component/story tests
// (the server's against SQLite and a PostgreSQL of their own, and behind nginx),
// the published package, then a production build, its byte budgets, the case studies' figures
// against it, its production install
// (`npm ci --omit=dev`, then every host served without a build or test tool), and the build exercised
// end to end in Chromium (accessibility and keyboard included), the cross-engine suite in
// Chromium, Firefox and WebKit, then the visual snapshots.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const steps = [
  ['lockfile', process.execPath, [path.join(root, 'scripts/lockfile-platforms.mjs'), '--check']],
  ['types', bin('tsc'), ['--noEmit']],
  ['lint', process.execPath, [path.join(root, 'scripts/lint.mjs')]],
  ['vitest', bin('vitest'), ['run']],
  ['package', process.execPath, [path.join(root, 'scripts/check-package.mjs')]],
  ['build', process.execPath, [path.join(root, 'scripts/build.mjs')]],
  ['budgets', process.execPath, [path.join(root, 'scripts/check-budgets.mjs')]],
  ['figures', process.execPath, [path.join(root, 'scripts/case-study-figures.mjs')]],
  ['production', process.execPath, [path.join(root, 'scripts/check-production-install.mjs')]],
  ['e2e', bin('playwright'), ['test']],
  ['engines', process.execPath, [path.join(root, 'scripts/engines.mjs')]],
  ['visual', process.execPath, [path.join(root, 'scripts/visual.mjs'), '--reuse-site-build']],
];

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code === 0 ? 0 : (code ?? (signal ? 1 : 1))));
  });
}

let chromium;
try {
  chromium = ensureChromium();
  // The server tests run nginx and PostgreSQL of their own.
  ensureSystemPackages();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
};

const only = process.argv.slice(2);
const results = [];
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const code = await run(command, args, env);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: code === 0, seconds });
  console.log(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
  if (code !== 0) break;
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log('\nStep results:');
for (const r of results) console.log(`  ${r.ok ? 'passed' : 'FAILED'}  ${r.name}  ${r.seconds} s`);
console.log(`Steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
