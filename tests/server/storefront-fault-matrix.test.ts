/**
 * The fault matrix: each storefront fault (500, 502, 503, 429, a timeout, a removed field) on
 * each step of a sale (browse, add, change quantity, remove, checkout, and every operation at
 * once), plus a wiped storage, an expired cart and a keyless cart id. Each cell drives the HTTP
 * requests the browser's cart sends (the Buy Button's own documents through the shop host's
 * gateway, with the cart cookie; the header's cookie-cart read; the tap on Checkout) against the
 * real server and the real simulator, with the simulator's fault switch on, and follows the
 * checkout it is sent to: the shopper reaches a checkout with exactly the lines the cart showed,
 * or reads the clear message, and the cart is kept.
 */
import { workwearCatalogue } from '@zcomm/storefront-simulator/catalogue';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gatewayDocuments } from '../../server/app.ts';
import { NO_CHECKOUT_MESSAGE } from '../../server/storefront-gateway/checkout.ts';
import { cookiesFrom, type RawResponse, send, startServer, type TestServer } from './helpers.ts';

const HOST = 'workwear.localhost';
const FAULTS = ['500', '502', '503', '429', 'timeout', 'removed-field'] as const;
type Fault = (typeof FAULTS)[number];

/** The operations each step of a sale sends, as the fault switch names them. */
const STEPS = {
  browse: ['productByHandle', 'Cart', 'CartCount'],
  add: ['CartCreate', 'CartLinesAdd'],
  'change quantity': ['CartLinesUpdate'],
  remove: ['CartLinesRemove'],
  checkout: ['CheckoutUrl'],
  'every step': ['*'],
} as const;
type Step = keyof typeof STEPS;

const documents = gatewayDocuments();
const queryOf = (name: string) => {
  const document = documents.find(
    (entry) => entry.name === name || entry.name === `query (anonymous): ${name}`,
  );
  if (!document) throw new Error(`No document ${name}`);
  return document.query;
};

interface Line {
  id: string;
  variantId: string;
  quantity: number;
  title: string;
  variantTitle: string;
}

/** The cart as the browser's model holds it: its lines from the last answer that had a cart. */
interface Shopper {
  cookie: string | undefined;
  lines: Line[];
}

let server: TestServer;

function request(path: string, options: { method?: string; cookie?: string; body?: unknown } = {}) {
  return send(server.port, {
    method: options.method ?? 'GET',
    host: HOST,
    path,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
}

const setFault = (fault: Fault, operations: readonly string[]) =>
  request('/storefront/_faults', { method: 'POST', body: { fault, operations } });
const clearFault = () => request('/storefront/_faults', { method: 'DELETE' });

interface CartAnswer {
  id: string;
  checkoutUrl: string;
  lines: {
    edges: {
      node: {
        id: string;
        quantity: number;
        merchandise: { id: string; title: string; product: { title: string } };
      };
    }[];
  };
}

function linesOf(cart: CartAnswer): Line[] {
  return cart.lines.edges.map(({ node }) => ({
    id: node.id,
    variantId: /\/ProductVariant\/(\d+)/.exec(node.merchandise.id)?.[1] ?? '',
    quantity: node.quantity,
    title: node.merchandise.product.title,
    variantTitle: node.merchandise.title === 'Default Title' ? '' : node.merchandise.title,
  }));
}

/**
 * One Buy Button operation through the gateway, as the browser sends it; a cart in the answer
 * becomes the model's lines (a failed operation leaves them as they were).
 */
async function operate(
  shopper: Shopper,
  name: string,
  variables: Record<string, unknown>,
): Promise<RawResponse> {
  const response = await request('/api/storefront/graphql', {
    method: 'POST',
    ...(shopper.cookie ? { cookie: shopper.cookie } : {}),
    body: { query: queryOf(name), variables },
  });
  const created = cookiesFrom(response).zc_cart;
  if (created) shopper.cookie = `zc_cart=${encodeURIComponent(created)}`;
  const data =
    response.status === 200
      ? (response.json() as { data?: Record<string, unknown> | null }).data
      : undefined;
  // A mutation answers `{cartX: {cart}}`, a read `{cart}`.
  const root = data ? (Object.values(data)[0] as { cart?: CartAnswer } | null | undefined) : null;
  const cart = root && 'cart' in root ? root.cart : (root as CartAnswer | null | undefined);
  if (cart && Array.isArray(cart.lines?.edges)) shopper.lines = linesOf(cart);
  return response;
}

const cartId = (shopper: Shopper) =>
  shopper.cookie ? decodeURIComponent(shopper.cookie.slice('zc_cart='.length)) : '';
const variantGid = (id: string) => `gid://shopify/ProductVariant/${id}`;

/** The first variant for sale of each of the first three products. */
const variants: string[] = [];

async function browse(shopper: Shopper): Promise<void> {
  await operate(shopper, 'productByHandle', { handle: workwearCatalogue.products[0]?.handle });
  const kept = await request(
    '/api/storefront/cart',
    shopper.cookie ? { cookie: shopper.cookie } : {},
  );
  expect(kept.status).toBe(200);
  // A storefront that cannot answer never loses the cart.
  expect(kept.headers['set-cookie']).toBeUndefined();
  expect((kept.json() as { cartId: unknown }).cartId).toBe(cartId(shopper));
  await operate(shopper, 'Cart', { id: cartId(shopper) });
}

/** A shopper with two lines (one of each of two products) in a cart kept by the server. */
async function shopperWithCart(): Promise<Shopper> {
  const shopper: Shopper = { cookie: undefined, lines: [] };
  const created = await operate(shopper, 'CartCreate', {
    input: {
      lines: [
        { merchandiseId: variantGid(variants[0] ?? ''), quantity: 1 },
        { merchandiseId: variantGid(variants[1] ?? ''), quantity: 1 },
      ],
    },
  });
  expect(created.status).toBe(200);
  expect(shopper.lines).toHaveLength(2);
  return shopper;
}

/** The steps of a sale after the cart exists, each as the browser's cart sends it. */
async function shop(shopper: Shopper): Promise<void> {
  await browse(shopper);
  await operate(shopper, 'CartLinesAdd', {
    cartId: cartId(shopper),
    lines: [{ merchandiseId: variantGid(variants[2] ?? ''), quantity: 1 }],
  });
  const first = shopper.lines[0];
  await operate(shopper, 'CartLinesUpdate', {
    cartId: cartId(shopper),
    lines: [{ id: first?.id, quantity: 2 }],
  });
  const second = shopper.lines[1];
  await operate(shopper, 'CartLinesRemove', { cartId: cartId(shopper), lineIds: [second?.id] });
}

/** The tap on Checkout: the lines the page knows, the kept cart's cookie. */
const tapCheckout = (shopper: Shopper, lines = permalinkLines(shopper.lines)) =>
  request(
    `/api/storefront/cart/checkout${lines ? `?lines=${lines}` : ''}`,
    shopper.cookie ? { cookie: shopper.cookie } : {},
  );

const permalinkLines = (lines: readonly Line[]) =>
  lines.map((line) => `${line.variantId}:${line.quantity}`).join(',');

const lineText = (line: Pick<Line, 'title' | 'variantTitle' | 'quantity'>) =>
  `${line.title} | ${line.variantTitle} | ${line.quantity}`;

const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** Follows the checkout's redirects on this host and reads the order summary's lines. */
async function checkoutLines(location: string): Promise<string[]> {
  let path = new URL(location, `http://${HOST}`).pathname;
  let page = await request(path);
  if (page.status === 303) {
    path = new URL(String(page.headers.location), `http://${HOST}`).pathname;
    page = await request(path);
  }
  expect(page.status, page.text).toBe(200);
  expect(path).toMatch(/^\/storefront\/[^/]+\/checkout\/[0-9a-f]{32}$/);
  return [...page.text.matchAll(/<li class="line">([\s\S]*?)<\/li>/g)].map(([, item = '']) => {
    const texts = [...item.matchAll(/<p(?: class="muted")?>([^<]*)<\/p>/g)].map(([, text = '']) =>
      decodeEntities(text),
    );
    const quantity = /^Qty (\d+) ×/.exec(texts.at(-1) ?? '')?.[1];
    const variantTitle = texts.length === 3 ? texts[1] : '';
    return lineText({
      title: texts[0] ?? '',
      variantTitle: variantTitle ?? '',
      quantity: Number(quantity),
    });
  });
}

/** Whether a fault makes the storefront fail the operations it names. */
const fails = (fault: Fault) => fault !== 'removed-field';

beforeAll(async () => {
  server = await startServer({
    storefront: true,
    localHosts: true,
    // Budgets well above the matrix's own requests: one client asks a lot here, quickly.
    storefrontGateway: {
      timeoutMs: 250,
      budgets: {
        browser: {
          shop: { max: 100_000, windowMs: 60_000 },
          client: { max: 100_000, windowMs: 60_000 },
        },
      },
    },
    rateLimits: { storefront: { max: 100_000, timeWindow: 60_000 } },
  });
  const shopper: Shopper = { cookie: undefined, lines: [] };
  for (const product of workwearCatalogue.products.slice(0, 3)) {
    const answer = await operate(shopper, 'productByHandle', { handle: product.handle });
    const found = answer.json() as {
      data: {
        productByHandle: { variants: { edges: { node: { id: string; available: boolean } }[] } };
      };
    };
    const variant = found.data.productByHandle.variants.edges.find(({ node }) => node.available);
    variants.push(/\d+$/.exec(variant?.node.id ?? '')?.[0] ?? '');
  }
  expect(variants.every(Boolean)).toBe(true);
});
afterAll(async () => {
  await clearFault();
  await server.close();
});
beforeEach(async () => {
  expect((await clearFault()).status).toBe(204);
});

const cells = FAULTS.flatMap((fault) =>
  (Object.keys(STEPS) as Step[]).map((step) => ({ fault, step })),
);

describe.each(cells)('a $fault on $step', ({ fault, step }) => {
  it('reaches a checkout with exactly the lines the cart showed, the cart kept', async () => {
    const shopper = await shopperWithCart();
    const operations = STEPS[step];
    expect((await setFault(fault, operations)).status).toBe(200);
    await shop(shopper);
    const expected = shopper.lines.map(lineText);
    // What the cart showed follows each step the storefront answered: A and B in the cart, C
    // added, A raised to 2, B removed; a failed step leaves the cart as it was.
    const [a, b, c] = variants;
    const shown = {
      add: [`${a}:2`],
      'change quantity': [`${a}:1`, `${c}:1`],
      remove: [`${a}:2`, `${b}:1`, `${c}:1`],
      'every step': [`${a}:1`, `${b}:1`],
    } as Partial<Record<Step, string[]>>;
    const expectedLines = (fails(fault) ? shown[step] : undefined) ?? [`${a}:2`, `${c}:1`];
    expect(permalinkLines(shopper.lines).split(',').sort()).toEqual(expectedLines.sort());
    const tap = await tapCheckout(shopper);
    expect(tap.status, tap.text).toBe(303);
    const location = String(tap.headers.location);
    const checkoutFails = fails(fault) && (step === 'checkout' || step === 'every step');
    if (checkoutFails) {
      // The storefront could not give the cart's checkout: the permalink of the shown lines.
      expect(new URL(location).pathname).toBe(
        `/storefront/${workwearCatalogue.domain}/cart/${permalinkLines(shopper.lines)}`,
      );
      expect(tap.headers['set-cookie']).toBeUndefined();
    } else {
      expect(location).toMatch(/\/checkout\/[0-9a-f]{32}$/);
    }
    expect((await checkoutLines(location)).sort()).toEqual([...expected].sort());
  });

  if (fails(fault) && (step === 'checkout' || step === 'every step')) {
    it('says so clearly, with Try again, when the page knows no lines, and keeps the cart', async () => {
      const shopper = await shopperWithCart();
      expect((await setFault(fault, STEPS[step])).status).toBe(200);
      const tap = await tapCheckout(shopper, '');
      expect(tap.status).toBe(503);
      expect(tap.headers['set-cookie']).toBeUndefined();
      expect(decodeEntities(tap.text)).toContain(NO_CHECKOUT_MESSAGE);
      expect(tap.text).toContain('>Try again</a>');
      // Once the storefront answers again, the same cart opens its own checkout.
      await clearFault();
      const again = await tapCheckout(shopper, '');
      expect(again.status).toBe(303);
      expect((await checkoutLines(String(again.headers.location))).sort()).toEqual(
        shopper.lines.map(lineText).sort(),
      );
    });
  }
});

describe('the browser’s own losses', () => {
  it('a wiped storage: the kept cart and its count come back from the cookie', async () => {
    const shopper = await shopperWithCart();
    const kept = await request('/api/storefront/cart', { cookie: shopper.cookie ?? '' });
    expect(kept.json()).toEqual({ cartId: cartId(shopper), count: 2 });
    // The page hands the id to the Buy Button, whose Cart read finds the same lines.
    const lines = shopper.lines.map(lineText);
    await operate(shopper, 'Cart', { id: cartId(shopper) });
    expect(shopper.lines.map(lineText)).toEqual(lines);
    const tap = await tapCheckout(shopper);
    expect((await checkoutLines(String(tap.headers.location))).sort()).toEqual(lines.sort());
  });

  it('an expired cart starts fresh, and its last lines still open a checkout', async () => {
    const shopper: Shopper = {
      cookie: `zc_cart=${encodeURIComponent(`gid://shopify/Cart/${'e'.repeat(32)}?key=${'f'.repeat(32)}`)}`,
      lines: [],
    };
    const kept = await request('/api/storefront/cart', { cookie: shopper.cookie ?? '' });
    expect(kept.json()).toEqual({ cartId: null, count: 0 });
    expect(String(kept.headers['set-cookie'])).toMatch(/^zc_cart=;/);
    const tap = await tapCheckout(shopper, `${variants[0]}:3`);
    expect(tap.status).toBe(303);
    expect(String(tap.headers['set-cookie'])).toMatch(/^zc_cart=;/);
    const [title] = (await checkoutLines(String(tap.headers.location))) as [string];
    expect(title).toMatch(/ \| 3$/);
    // The next Add to cart makes a new cart, kept in place of the old.
    shopper.cookie = undefined;
    await operate(shopper, 'CartCreate', {
      input: { lines: [{ merchandiseId: variantGid(variants[0] ?? ''), quantity: 1 }] },
    });
    expect(cartId(shopper)).toMatch(/^gid:\/\/shopify\/Cart\/[0-9a-f]{32}\?key=/);
  });

  it('a keyless cart id is never used: the cart starts fresh', async () => {
    const real = await shopperWithCart();
    const keyless = cartId(real).replace(/\?key=.*$/, '');
    const cookie = `zc_cart=${encodeURIComponent(keyless)}`;
    const kept = await request('/api/storefront/cart', { cookie });
    expect(kept.json()).toEqual({ cartId: null, count: 0 });
    // Checkout never opens the keyless cart: only the page's lines, as a new cart.
    const tap = await request(`/api/storefront/cart/checkout?lines=${variants[2]}:1`, { cookie });
    expect(tap.status).toBe(303);
    expect(new URL(String(tap.headers.location)).pathname).toMatch(/\/cart\/\d+:1$/);
    expect(await checkoutLines(String(tap.headers.location))).toHaveLength(1);
    const bare = await request('/api/storefront/cart/checkout', { cookie });
    expect(bare.status).toBe(503);
  });
});
