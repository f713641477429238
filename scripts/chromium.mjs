// Locates the Chromium that browser tests drive. Playwright's own browser
// downloads are not used: the browser comes from CHROMIUM_PATH or the system.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Flags for a headless, offline, sandbox-free Chromium (CI runs as root). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** @returns {string | undefined} */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * Returns the Chromium path, installing Debian's package when running as root
 * with apt-get and none is present. Throws with installation advice otherwise.
 */
export function ensureChromium({ log = console.log } = {}) {
  const found = findChromium();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    log('No Chromium found: installing Debian\'s "chromium" package with apt-get…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    [
      'No Chromium browser found for the browser tests.',
      'Install one and run again, for example:',
      '  sudo apt-get update && sudo apt-get install -y chromium   (Debian/Ubuntu)',
      'or point CHROMIUM_PATH at an existing Chrome or Chromium binary.',
    ].join('\n'),
  );
}
