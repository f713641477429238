// What a consumer installs with the package: the package, React and everything they pull in,
// without and with the Buy Button entry's optional peer. Walks the dependency tree as the
// lockfile records it (dependencies and required peers, which npm installs) and sums the
// installed size of each package from the repository's node_modules.
//
//   node scripts/package-footprint.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(path.join(root, 'lib/package.json'), 'utf8'));

/** The lockfile entry a package at `from` resolves `name` to, as Node would look it up. */
function resolve(name, from) {
  let folder = from;
  while (true) {
    const key = folder ? `${folder}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!folder) return undefined;
    const index = folder.lastIndexOf('/node_modules/');
    folder = index < 0 ? '' : folder.slice(0, index);
  }
}

function folderSize(folder) {
  let bytes = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) bytes += folderSize(file);
    else if (entry.isFile()) bytes += statSync(file).size;
  }
  return bytes;
}

/** The installed packages for these top-level names (the package itself not counted). */
export function footprint(names) {
  const seen = new Set();
  const visit = (key) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    const entry = lock.packages[key];
    const optionalPeers = Object.entries(entry.peerDependenciesMeta ?? {})
      .filter(([, meta]) => meta.optional)
      .map(([peer]) => peer);
    const wanted = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((peer) => !optionalPeers.includes(peer)),
    ];
    for (const name of wanted) visit(resolve(name, key));
  };
  for (const name of names) visit(resolve(name, ''));
  let bytes = 0;
  for (const key of seen) bytes += folderSize(path.join(root, key));
  return { packages: seen.size, bytes, names: [...seen] };
}

export function footprints() {
  const base = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.entries(manifest.peerDependencies ?? {})
      .filter(([name]) => !manifest.peerDependenciesMeta?.[name]?.optional)
      .map(([name]) => name),
  ];
  const optional = Object.keys(manifest.peerDependenciesMeta ?? {});
  return { without: footprint(base), with: footprint([...base, ...optional]) };
}

if (import.meta.filename === process.argv[1]) {
  const { without, with: withGrid } = footprints();
  const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(`without the grid: ${without.packages} packages, ${mb(without.bytes)}`);
  console.log(`with the grid:    ${withGrid.packages} packages, ${mb(withGrid.bytes)}`);
}
