// `npm run test:engines`: the cross-engine suite (tests/engines) in Chromium, Firefox ESR and
// WebKitGTK against the production build, plus the Firefox and WebKit visual snapshots.
// Arguments go to tests/engines/run.ts (--engines, --only, --update, --no-visual).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const missing = [
  ['/usr/bin/firefox-esr', 'firefox-esr', process.env.FIREFOX_PATH],
  ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver', process.env.WEBKIT_WEBDRIVER_PATH],
  ['/usr/bin/Xvfb', 'xvfb', undefined],
].filter(([file, , override]) => !existsSync(override ?? file));
if (missing.length > 0) {
  console.error(
    `The cross-engine suite needs Debian's ${missing.map(([, name]) => name).join(', ')}: apt-get install -y firefox-esr webkit2gtk-driver xvfb (.ci/run does this).`,
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
