// `npm run bench`: runs every benchmark in scripts/bench/ in name order, each as its own
// process. Names given first choose a subset; the other arguments go to every benchmark:
//
//   npm run bench                          every benchmark
//   npm run bench -- pages --site agency   only pages.mjs, for the agency site
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'scripts/bench');
/** The helpers the benchmarks share, not a benchmark of its own. */
const shared = new Set(['common.mjs']);
const available = readdirSync(benchDir)
  .filter((name) => name.endsWith('.mjs') && !shared.has(name))
  .map((name) => name.slice(0, -'.mjs'.length))
  .sort();

const args = process.argv.slice(2);
const chosen = [];
while (args.length > 0 && available.includes(args[0])) chosen.push(args.shift());
const benches = chosen.length > 0 ? chosen : available;

function run(name) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(benchDir, `${name}.mjs`), ...args], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let failed = 0;
for (const name of benches) {
  console.log(`\n▶ bench ${name}`);
  const code = await run(name);
  if (code !== 0) {
    failed += 1;
    console.error(`✘ bench ${name} exited with ${code}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
