// Keeps package-lock.json installable with `npm ci` on every platform.
//
// Packages such as Biome and Rollup ship their native binaries as optional dependencies, one
// per platform. A registry mirror that only serves some platforms leaves the others out of the
// lockfile, and `npm ci` then refuses the lockfile as out of sync. This adds an entry for each
// missing platform package (version, os, cpu, libc: what npm needs to skip it elsewhere).
//
//   node scripts/lockfile-platforms.mjs           fix package-lock.json in place
//   node scripts/lockfile-platforms.mjs --check   exit 1 when entries are missing
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../package-lock.json');
const check = process.argv.includes('--check');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const { packages } = lock;

const PLATFORM =
  /-(android|darwin|linux|win32|freebsd|openbsd|openharmony|netbsd|sunos|aix)-([a-z0-9]+)(?:-(gnu|musl|eabi|gnueabihf|musleabihf|msvc))?$/;

/** The os/cpu/libc fields npm reads to skip a platform package, from its name. */
function platformFields(name) {
  const match = PLATFORM.exec(name);
  if (!match) return {};
  const [, os, cpu, abi] = match;
  const fields = { os: [os], cpu: [cpu] };
  if (abi?.startsWith('gnu')) fields.libc = ['glibc'];
  if (abi?.startsWith('musl')) fields.libc = ['musl'];
  return fields;
}

const missing = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    missing.push(name);
    packages[hoisted] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformFields(name),
    };
  }
}

if (check) {
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks ${missing.length} optional platform packages (${missing.slice(0, 3).join(', ')}…),\nso \`npm ci\` would fail. Run: node scripts/lockfile-platforms.mjs`,
    );
    process.exit(1);
  }
  console.log('package-lock.json lists every optional platform package.');
} else {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`Added ${missing.length} lockfile entries.`);
}
