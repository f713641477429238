// Starts the server for the end-to-end, visual and engine suites on a fresh temporary
// database, as the local demo (LOCAL_DEMO=1): the `*.localhost` names and the demo sign-in.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// A fresh database per run, where the suite can read back what the forms stored.
const port = process.env.E2E_PORT ?? '4317';
const dataDir = path.join(root, `test-results/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOCAL_DEMO: '1',
    // Every test posts from the one loopback address; the limit itself is tested in tests/server.
    FORM_RATE_LIMIT: process.env.FORM_RATE_LIMIT ?? '600',
    SUBMISSIONS_PER_IP_PER_DAY: process.env.SUBMISSIONS_PER_IP_PER_DAY ?? '0',
    LOGIN_RATE_LIMIT: process.env.LOGIN_RATE_LIMIT ?? '600',
    STOREFRONT_RATE_LIMIT: process.env.STOREFRONT_RATE_LIMIT ?? '100000',
    // Every page view reports its Web Vitals, all from the one address.
    VITALS_SAMPLE_RATE: process.env.VITALS_SAMPLE_RATE ?? '1',
    VITALS_RATE_LIMIT: process.env.VITALS_RATE_LIMIT ?? '100000',
    // Every crew list is started from the one address; the cap is tested in tests/server.
    CREW_LISTS_PER_IP_PER_DAY: process.env.CREW_LISTS_PER_IP_PER_DAY ?? '0',
    // The simulated shops send their orders to the server, so a placed order closes its quote.
    ORDER_WEBHOOK_SECRETS:
      process.env.ORDER_WEBHOOK_SECRETS ??
      JSON.stringify({
        'beacon-workwear': 'e2e-order-webhook-secret-workwear',
        'off-soundings': 'e2e-order-webhook-secret-sailing',
      }),
  },
});
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => process.exit(code ?? 0));
