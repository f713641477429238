// What the storefront gateway adds to a cart read: the production server as the local demo,
// one cart made at the start, then the Buy Button's own `Cart` query (as recorded from it)
// sent in turns straight to the storefront simulator (`/storefront/<shop>/api/<version>/graphql`
// with the shop's public token) and through the shop host's gateway
// (`POST /api/storefront/graphql`, which checks the document against its allow-list, translates
// it for the pinned version, keeps the client's budget and forwards it). Both on one kept-alive
// connection each, alternating call by call so the machine's load falls on both alike. Prints
// the median and the 95th percentile of each and the difference (the allowance: 5 ms at the
// median) and writes reports/gateway.json.
//
//   node scripts/bench/gateway.mjs [--iterations 1000] [--port <n>]
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild, freePort, root, startServer } from './common.mjs';

const { values } = parseArgs({
  options: { iterations: { type: 'string', default: '1000' }, port: { type: 'string' } },
  strict: false,
});
const iterations = Math.max(20, Math.min(100_000, Number(values.iterations) || 1000));
/** The gateway's allowance over a direct call, at the median (ms). */
const ALLOWANCE_MS = 5;

const { workwearCatalogue: shop } = await import('@zcomm/storefront-simulator/catalogue');
const { STOREFRONT_API_VERSION } = await import('../../server/storefront-gateway/version.ts');
const recorded = JSON.parse(
  readFileSync(path.join(root, 'server/storefront-gateway/buy-button-documents.json'), 'utf8'),
);
const documentNamed = (name) => recorded.documents.find((document) => document.name === name).query;

const host = 'workwear.localhost';
const directPath = `/storefront/${shop.domain}/api/${STOREFRONT_API_VERSION}/graphql`;
const gatewayPath = '/api/storefront/graphql';

/** One JSON POST on `agent`'s kept-alive connection: its status, answer and time (ms). */
function post(port, agent, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        agent,
        headers: {
          host,
          'content-type': 'application/json',
          accept: 'application/json',
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

await ensureBuild();
const port = Number(values.port) || (await freePort());
const dataDir = await mkdtemp(path.join(tmpdir(), 'zc-bench-gateway-'));
const server = await startServer(port, dataDir);
const direct = new Agent({ keepAlive: true, maxSockets: 1 });
const gateway = new Agent({ keepAlive: true, maxSockets: 1 });
const directHeaders = { 'x-shopify-storefront-access-token': shop.storefrontAccessToken };
const times = { direct: [], gateway: [] };
try {
  const variants = await post(
    port,
    direct,
    directPath,
    JSON.stringify({
      query: '{ products(first: 1) { nodes { variants(first: 1) { nodes { id } } } } }',
    }),
    directHeaders,
  );
  const variantId = JSON.parse(variants.text).data.products.nodes[0].variants.nodes[0].id;
  const created = await post(
    port,
    gateway,
    gatewayPath,
    JSON.stringify({
      query: documentNamed('CartCreate'),
      variables: { input: { lines: [{ merchandiseId: variantId, quantity: 2 }] } },
    }),
  );
  const cartId = JSON.parse(created.text).data.cartCreate.cart.id;
  const read = JSON.stringify({ query: documentNamed('Cart'), variables: { id: cartId } });
  const routes = {
    direct: () => post(port, direct, directPath, read, directHeaders),
    gateway: () => post(port, gateway, gatewayPath, read),
  };
  for (const [name, send] of Object.entries(routes)) {
    const answer = await send();
    const cart = answer.status === 200 ? JSON.parse(answer.text).data?.cart : undefined;
    if (cart?.id !== cartId) {
      console.error(`The ${name} cart read failed: ${answer.status} ${answer.text.slice(0, 300)}`);
      process.exit(1);
    }
  }
  for (let warm = 0; warm < 50; warm += 1) {
    await routes.direct();
    await routes.gateway();
  }
  for (let run = 0; run < iterations; run += 1) {
    // Alternate which goes first, so neither always follows the other.
    const order = run % 2 === 0 ? ['direct', 'gateway'] : ['gateway', 'direct'];
    for (const name of order) times[name].push((await routes[name]()).ms);
  }
} finally {
  direct.destroy();
  gateway.destroy();
  server.kill();
  await rm(dataDir, { recursive: true, force: true });
}

const rows = Object.entries(times).map(([name, samples]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { route: name, median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
});
const [straight, through] = rows;
const added = { median: through.median - straight.median, p95: through.p95 - straight.p95 };
const ms = (value) => `${value.toFixed(2)} ms`;
console.log(`\nA cart read (the Buy Button's Cart query), ${iterations} calls each, in turns\n`);
console.log('| Route | Median | p95 |');
console.log('|---|---|---|');
console.log(
  `| Direct to the simulator (\`${directPath}\`) | ${ms(straight.median)} | ${ms(straight.p95)} |`,
);
console.log(
  `| Through the gateway (\`POST ${gatewayPath}\`) | ${ms(through.median)} | ${ms(through.p95)} |`,
);
console.log(`| Added by the gateway | ${ms(added.median)} | ${ms(added.p95)} |`);
console.log(
  `\n${added.median <= ALLOWANCE_MS ? '✔' : '✘'} The gateway adds ${ms(added.median)} at the median (allowed: ${ALLOWANCE_MS} ms).`,
);

await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(
  path.join(root, 'reports/gateway.json'),
  `${JSON.stringify({ iterations, rows, added, allowanceMs: ALLOWANCE_MS }, null, 2)}\n`,
);
