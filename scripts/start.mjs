// `npm start`: the local demo. Builds the sites when no build exists (or the sources are
// newer), then starts the reference server with the local `*.localhost` names, the local
// index and the demo sign-in (LOCAL_DEMO=1). Production is `npm run serve`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildFreshness } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

const freshness = buildFreshness(path.join(root, 'build'));
if (freshness !== 'fresh') {
  console.log(freshness === 'stale' ? 'Sources changed: rebuilding…' : 'No build yet: building…');
  await run([path.join(root, 'scripts/build.mjs')]);
}

const server = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, LOCAL_DEMO: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
