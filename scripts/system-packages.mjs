// The Debian packages the server tests run against real services with: nginx (with its
// brotli_static module) in front of the Node processes, PostgreSQL's server binaries, and
// Prometheus's promtool (it checks the metrics' scrape and the alert rules), and ClamAV's clamd
// (it scans the bulk orders' artwork, with a signature database of the tests' own).
// Installed with apt-get when missing and run as root, as Chromium is (scripts/chromium.mjs),
// so `npm test` works on a fresh machine; otherwise the advice.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The folder of PostgreSQL's server binaries (initdb, pg_ctl, postgres), newest version first. */
export function findPostgresBin() {
  if (process.env.POSTGRES_BIN) {
    return existsSync(path.join(process.env.POSTGRES_BIN, 'initdb'))
      ? process.env.POSTGRES_BIN
      : undefined;
  }
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  return readdirSync(POSTGRES_ROOT)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(POSTGRES_ROOT, version, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'initdb')));
}

/** [what must exist, Debian package] for each service. */
const packages = () => [
  [existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx'), 'nginx-light'],
  [
    existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
    'libnginx-mod-http-brotli-static',
  ],
  [findPostgresBin() !== undefined, 'postgresql-15'],
  [existsSync('/usr/bin/promtool'), 'prometheus'],
  [existsSync('/usr/sbin/clamd'), 'clamav-daemon'],
];

const missingPackages = () =>
  packages()
    .filter(([present]) => !present)
    .map(([, name]) => name);

/** Installs what is missing when run as root with apt-get; throws with the advice otherwise. */
export function ensureSystemPackages({ log = console.log } = {}) {
  let missing = missingPackages();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    log(`Installing Debian's ${missing.join(', ')} for the server tests…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
    missing = missingPackages();
  }
  if (missing.length > 0) {
    throw new Error(
      `The server tests need Debian's ${missing.join(', ')}: sudo apt-get install -y ${missing.join(' ')} (.ci/run does this).`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureSystemPackages();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
