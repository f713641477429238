// `npm run test:engines`: the cross-engine suite (tests/engines) in Chromium, Firefox ESR and
// WebKitGTK against the production build, plus the Firefox and WebKit visual snapshots.
// Arguments go to tests/engines/run.ts (--engines, --only, --update, --no-visual).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** The Debian packages the other engines need, by the file each provides. */
const enginePackages = [
  ['/usr/bin/firefox-esr', 'firefox-esr', process.env.FIREFOX_PATH],
  ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver', process.env.WEBKIT_WEBDRIVER_PATH],
  ['/usr/bin/Xvfb', 'xvfb', undefined],
];
const missingPackages = () =>
  enginePackages
    .filter(([file, , override]) => !existsSync(override ?? file))
    .map(([, name]) => name);

// As for Chromium (scripts/chromium.mjs): installed with apt-get when missing and run as root,
// so `npm test` works on a fresh machine; otherwise the advice.
let missing = missingPackages();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (missing.length > 0 && isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing Debian's ${missing.join(', ')} for the cross-engine suite…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  missing = missingPackages();
}
if (missing.length > 0) {
  console.error(
    `The cross-engine suite needs Debian's ${missing.join(', ')}: sudo apt-get install -y ${missing.join(' ')} (.ci/run does this).`,
  );
  process.exit(1);
}
if (!existsSync(path.join(root, 'build/manifest.json'))) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(
  process.execPath,
  [path.join(root, 'tests/engines/run.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
