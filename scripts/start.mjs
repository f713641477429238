// `npm start`: builds the sites when no build exists (or the sources are newer), then
// starts the reference server for every host.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'build/manifest.json');
const sourceRoots = ['lib', 'sites', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestSourceTime() {
  let newest = 0;
  const visit = (target) => {
    const info = statSync(target);
    if (info.isDirectory()) {
      for (const name of readdirSync(target)) visit(path.join(target, name));
    } else newest = Math.max(newest, info.mtimeMs);
  };
  for (const name of sourceRoots) {
    const target = path.join(root, name);
    if (existsSync(target)) visit(target);
  }
  return newest;
}

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

const stale = !existsSync(marker) || statSync(marker).mtimeMs < newestSourceTime();
if (stale) {
  console.log(existsSync(marker) ? 'Sources changed: rebuilding…' : 'No build yet: building…');
  await run([path.join(root, 'scripts/build.mjs')]);
}

const server = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
