// `npm ci`'s prepare step: builds the design-system package (`lib/dist/`), which the sites and the
// server import. A production install (`npm ci --omit=dev`) has no build tools: there it checks
// that the package was built before (the deployment copies a built tree) and builds nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsup = path.join(root, 'node_modules/.bin/tsup');

if (existsSync(tsup)) {
  const result = spawnSync(tsup, [], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
if (existsSync(path.join(root, 'lib/dist/contracts.js'))) {
  console.log(
    'prepare: lib/dist is built and tsup is not installed (a production install); nothing to build.',
  );
  process.exit(0);
}
console.error(
  'prepare: lib/dist is missing and tsup is not installed. Build on a full install first (npm ci && npm run build), then install for production on the built tree.',
);
process.exit(1);
