// Whether a sites build is missing or older than the sources it is built from; shared by
// `npm start` and the page benchmark.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
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

/** 'missing' without a build in `buildDir`, 'stale' when a source is newer, else 'fresh'. */
export function buildFreshness(buildDir) {
  const marker = path.join(buildDir, 'manifest.json');
  if (!existsSync(marker)) return 'missing';
  return statSync(marker).mtimeMs < newestSourceTime() ? 'stale' : 'fresh';
}
