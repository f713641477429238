// `npm run lint` and the lint step of `npm test`: Biome over the repository, then function length
// counted on the syntax tree (scripts/function-length.mjs), which Biome undercounts for JSX.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const biome = spawnSync(path.join(root, 'node_modules/.bin/biome'), ['check', '.'], {
  cwd: root,
  stdio: 'inherit',
});
const lengths = spawnSync(process.execPath, [path.join(root, 'scripts/function-length.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(biome.status === 0 && lengths.status === 0 ? 0 : 1);
