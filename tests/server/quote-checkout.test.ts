/**
 * From a bulk order to a priced checkout: staff set the agreed unit price of each line in the
 * inbox, and the server makes a storefront cart of exactly those lines with the agreed
 * discount code and the buyer's e-mail. Every line of the quote round-trips into the checkout
 * link exactly (read back from the storefront line for line: variant, quantity, list price,
 * discount, total); the checkout page shows the discounted total; Place order closes the lead.
 */
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { workwearCatalogue } from '@zcomm/storefront-simulator/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open.ts';
import { QUOTE_CART_QUERY } from '../../server/quotes/documents.ts';
import { Client, type RawResponse, startServer, type TestServer } from './helpers.ts';

const password = 'a-quote-checkout-password';
const SHOP = 'workwear.localhost';
const AGENCY = 'agency.localhost';
const ORDER_SECRET = 'an-order-webhook-secret-for-quotes';

interface Variant {
  id: string;
  title: string;
  price: { amount: string };
  availableForSale: boolean;
}

/** A multipart body whose fields may repeat (`line`, once a line). */
function multipart(fields: [string, string][]) {
  const boundary = `----zc${Math.random().toString(16).slice(2)}`;
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('a bulk order priced into a checkout link', () => {
  let server: TestServer;
  let db: Database;
  let product: { handle: string; variants: Variant[] };

  beforeAll(async () => {
    server = await startServer({
      storefront: true,
      localHosts: true,
      demoPassword: password,
      orderWebhookSecrets: { [workwearShop.store]: ORDER_SECRET },
      rateLimits: {
        login: { max: 1000, timeWindow: 60_000 },
        forms: { max: 1000, timeWindow: 60_000 },
      },
      intake: { perClientPerDay: 0, quotaBytes: 0 },
    });
    db = await openDatabase(server.dataDir);
    const handle =
      workwearCatalogue.products.find((entry) => entry.colours.length * entry.sizes.length >= 6)
        ?.handle ?? '';
    const response = await simulator({
      query: `query($handle: String!) { product(handle: $handle) { handle variants(first: 50) {
        nodes { id title price { amount } availableForSale } } } }`,
      variables: { handle },
    });
    const found = response.json().data.product;
    product = {
      handle: found.handle,
      variants: found.variants.nodes.filter((variant: Variant) => variant.availableForSale),
    };
  });

  afterAll(async () => {
    await db.close();
    await server.close();
  });

  /** A request straight to the shop's storefront (the simulator), as Shopify's API takes it. */
  function simulator(body: object) {
    return server.app.inject({
      method: 'POST',
      url: `/storefront/${workwearShop.domain}/api/2026-04/graphql`,
      headers: {
        host: SHOP,
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken,
      },
      payload: body,
    });
  }

  async function bulkOrder(lines: [number, number][], email = 'dana@example.com') {
    const buyer = new Client(server.port, SHOP);
    await buyer.visit('/');
    const { body, contentType } = multipart([
      ...lines.map(
        ([variant, quantity]) =>
          ['line', `${product.handle} ${product.variants[variant]?.id} ${quantity}`] as [
            string,
            string,
          ],
      ),
      ['company', 'Harbor Road Crew'],
      ['name', 'Dana Reyes'],
      ['email', email],
    ]);
    const response = await buyer.request('POST', '/api/forms/bulk-order', {
      headers: { 'content-type': contentType },
      body,
    });
    expect(response.status, response.text).toBe(201);
    return (response.json() as { id: string }).id;
  }

  async function signIn(): Promise<Client> {
    const client = new Client(server.port, AGENCY);
    await client.visit('/');
    const response = await client.postJson('/api/auth/login', {
      email: 'demo@zcomm.example',
      password,
    });
    expect(response.status, response.text).toBe(200);
    return client;
  }

  /** The list price of each line of the lead's quote, as the inbox shows them. */
  async function listPrices(staff: Client, id: string): Promise<string[]> {
    const response = await staff.request('GET', `/api/inbox/submissions/${id}/quote`);
    return (response.json() as { lines: { list_price: string }[] }).lines.map(
      (line) => line.list_price,
    );
  }

  const makeLink = (staff: Client, id: string, unitPrices: unknown): Promise<RawResponse> =>
    staff.postJson(`/api/inbox/submissions/${id}/checkout-link`, { unit_prices: unitPrices });

  it('round-trips every line of a quote into the checkout link exactly', async () => {
    const order: [number, number][] = [
      [0, 12],
      [1, 7],
      [2, 5],
    ];
    const id = await bulkOrder(order);
    const staff = await signIn();

    const quote = await staff.request('GET', `/api/inbox/submissions/${id}/quote`);
    expect(quote.status, quote.text).toBe(200);
    const { lines, email } = quote.json() as {
      lines: { variant_id: string; quantity: number; list_price: string }[];
      email: string;
    };
    expect(email).toBe('dana@example.com');
    expect(lines.map((line) => [line.variant_id, line.quantity])).toEqual(
      order.map(([variant, quantity]) => [product.variants[variant]?.id, quantity]),
    );
    for (const [index, line] of lines.entries()) {
      expect(cents(line.list_price)).toBe(cents(product.variants[index]?.price.amount ?? ''));
    }

    // The first line at a quarter off, the second 1 cent off, the third at its list price.
    const agreed = lines.map((line, index) => {
      const list = cents(line.list_price);
      const price = index === 0 ? Math.round(list * 0.75) : index === 1 ? list - 1 : list;
      return (price / 100).toFixed(2);
    });
    const made = await makeLink(staff, id, agreed);
    expect(made.status, made.text).toBe(201);
    const link = made.json() as { url: string; discount_code: string; total: string };
    expect(link.discount_code).toMatch(/^QUOTE-[A-Z2-9]{10}$/);
    expect(link.url).toMatch(
      /^http:\/\/workwear\.localhost(?::\d+)?\/storefront\/.+\/checkout\/[0-9a-f]{32}$/,
    );

    // The cart, read back from the storefront on its own, line for line.
    const kept = await db.get('SELECT cart_id FROM lead_checkout_links WHERE submission_id = ?', [
      id,
    ]);
    const read = await simulator({ query: QUOTE_CART_QUERY, variables: { id: kept?.cart_id } });
    const cart = read.json().data.cart;
    expect(cart.checkoutUrl).toBe(link.url);
    expect(cart.buyerIdentity.email).toBe('dana@example.com');
    expect(cart.discountCodes).toEqual([{ code: link.discount_code, applicable: true }]);
    expect(cart.lines.nodes).toHaveLength(lines.length);
    let total = 0;
    for (const [index, line] of lines.entries()) {
      const node = cart.lines.nodes[index];
      const list = cents(line.list_price);
      const unit = cents(agreed[index] ?? '');
      expect(node.merchandise.id).toBe(line.variant_id);
      expect(node.quantity).toBe(line.quantity);
      expect(cents(node.cost.amountPerQuantity.amount)).toBe(list);
      expect(cents(node.cost.subtotalAmount.amount)).toBe(list * line.quantity);
      expect(cents(node.cost.totalAmount.amount)).toBe(unit * line.quantity);
      const off = (list - unit) * line.quantity;
      expect(node.discountAllocations).toEqual(
        off === 0
          ? []
          : [{ discountedAmount: { amount: expect.any(String) }, code: link.discount_code }],
      );
      if (off > 0) expect(cents(node.discountAllocations[0].discountedAmount.amount)).toBe(off);
      total += unit * line.quantity;
    }
    expect(cents(cart.cost.totalAmount.amount)).toBe(total);
    expect(cents(link.total)).toBe(total);

    // The checkout page shows the discount, the discounted total and the buyer.
    const path = new URL(link.url).pathname;
    const page = await server.app.inject({ method: 'GET', url: path, headers: { host: SHOP } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Discount · ${link.discount_code}`);
    expect(page.body).toContain(`USD $${(total / 100).toFixed(2)}`);
    expect(page.body).toContain('dana@example.com');

    // The lead's history records the link; Place order closes it.
    const before = (await staff.request('GET', `/api/inbox/submissions/${id}`)).json() as {
      state: string;
      history: { action: string; text?: string; to?: string }[];
    };
    expect(before.history).toContainEqual(
      expect.objectContaining({ action: 'checkout_link', text: link.url, to: 'dana@example.com' }),
    );
    const placed = await server.app.inject({
      method: 'POST',
      url: `${path}/order`,
      headers: { host: SHOP },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.body).toContain(`USD $${(total / 100).toFixed(2)}`);
    const after = (await staff.request('GET', `/api/inbox/submissions/${id}`)).json() as {
      state: string;
      history: { action: string; by: unknown; from?: string; to?: string; text?: string }[];
    };
    expect(after.state).toBe('done');
    const ordered = after.history.findIndex((entry) => entry.action === 'ordered');
    expect(after.history[ordered]?.text).toMatch(/^#\d+$/);
    expect(after.history.slice(ordered + 1)).toContainEqual(
      expect.objectContaining({ action: 'state', by: null, to: 'done' }),
    );
    const links = (await staff.request('GET', `/api/inbox/submissions/${id}/quote`)).json() as {
      links: { ordered_at: string | null; order_changes: unknown }[];
    };
    expect(links.links[0]?.ordered_at).not.toBeNull();
    // Ordered exactly as quoted: nothing to flag.
    expect(links.links[0]?.order_changes).toEqual([]);
    expect(after.history[ordered]?.to).toBeUndefined();

    // The code was spent by the order: a new cart carrying it gets nothing off.
    const again = await simulator({
      query: `mutation($input: CartInput!) { cartCreate(input: $input) { cart {
        discountCodes { code applicable } cost { totalAmount { amount } } } } }`,
      variables: {
        input: {
          lines: [{ merchandiseId: lines[0]?.variant_id, quantity: 1 }],
          discountCodes: [link.discount_code],
        },
      },
    });
    expect(again.json().data.cartCreate.cart.discountCodes[0].applicable).toBe(false);
  });

  it('flags an order the buyer changed from the link, line by line, and leaves its lead open', async () => {
    const id = await bulkOrder([
      [0, 10],
      [1, 4],
    ]);
    const staff = await signIn();
    const agreed = (await listPrices(staff, id)).map((price) =>
      ((cents(price) * 0.8) / 100).toFixed(2),
    );
    const made = await makeLink(staff, id, agreed);
    expect(made.status, made.text).toBe(201);
    const url = (made.json() as { url: string }).url;

    // The buyer edits the link's cart before paying: 14 of the first, none of the second, and a
    // piece of a third variant.
    const kept = await db.get('SELECT cart_id FROM lead_checkout_links WHERE submission_id = ?', [
      id,
    ]);
    const read = await simulator({
      query: 'query($id: ID!) { cart(id: $id) { lines(first: 10) { nodes { id } } } }',
      variables: { id: kept?.cart_id },
    });
    const [first, second] = read.json().data.cart.lines.nodes as { id: string }[];
    const edited = await simulator({
      query: `mutation($id: ID!, $lines: [CartLineUpdateInput!]!) {
        cartLinesUpdate(cartId: $id, lines: $lines) { userErrors { message } } }`,
      variables: {
        id: kept?.cart_id,
        lines: [
          { id: first?.id, quantity: 14 },
          { id: second?.id, quantity: 0 },
        ],
      },
    });
    expect(edited.json().errors, edited.body).toBeUndefined();
    expect(edited.json().data.cartLinesUpdate.userErrors).toEqual([]);
    const added = await simulator({
      query: `mutation($id: ID!, $lines: [CartLineInput!]!) {
        cartLinesAdd(cartId: $id, lines: $lines) { userErrors { message } } }`,
      variables: {
        id: kept?.cart_id,
        lines: [{ merchandiseId: product.variants[2]?.id, quantity: 1 }],
      },
    });
    expect(added.json().data.cartLinesAdd.userErrors).toEqual([]);

    const placed = await server.app.inject({
      method: 'POST',
      url: `${new URL(url).pathname}/order`,
      headers: { host: SHOP },
    });
    expect(placed.statusCode).toBe(200);

    const quote = (await staff.request('GET', `/api/inbox/submissions/${id}/quote`)).json() as {
      links: { order_changes: { item: string; quoted: number; ordered: number }[] | null }[];
    };
    expect(quote.links[0]?.order_changes).toEqual([
      { item: expect.stringContaining(product.variants[0]?.title ?? '?'), quoted: 10, ordered: 14 },
      { item: expect.stringContaining(product.variants[1]?.title ?? '?'), quoted: 4, ordered: 0 },
      { item: expect.stringContaining(product.variants[2]?.title ?? '?'), quoted: 0, ordered: 1 },
    ]);
    const lead = (await staff.request('GET', `/api/inbox/submissions/${id}`)).json() as {
      state: string;
      history: { action: string; text?: string; to?: string }[];
    };
    // Not closed by the system: it stays in the team's open leads, with the order in its history.
    expect(lead.state).toBe('new');
    expect(lead.history).not.toContainEqual(expect.objectContaining({ action: 'state' }));
    const entry = lead.history.find((item) => item.action === 'ordered');
    expect(entry?.to).toMatch(
      /^not as quoted: .+: 14 ordered, 10 quoted; .+: left out \(4 quoted\); .+: 1 added, not quoted$/,
    );
  });

  it('refuses prices it cannot honour, and leads that are not bulk orders, keeping nothing', async () => {
    const id = await bulkOrder([
      [0, 3],
      [1, 4],
    ]);
    const staff = await signIn();
    const list = await listPrices(staff, id);
    const above = ((cents(list[0] ?? '') + 1) / 100).toFixed(2);

    const tooHigh = await makeLink(staff, id, [above, list[1]]);
    expect(tooHigh.status).toBe(400);
    expect((tooHigh.json() as { error: string }).error).toMatch(/Line 1: the unit price is above/);
    const short = await makeLink(staff, id, [list[0]]);
    expect(short.status).toBe(400);
    expect((short.json() as { error: string }).error).toMatch(
      /one unit price for each of the 2 lines/,
    );
    const notAmount = await makeLink(staff, id, ['12,50', list[1]]);
    expect(notAmount.status).toBe(400);
    expect((notAmount.json() as { error: string }).error).toMatch(/amount, like 74.50/);
    expect(
      (await db.get('SELECT COUNT(*) AS n FROM lead_checkout_links WHERE submission_id = ?', [id]))
        ?.n,
    ).toBe(0);

    // At the list prices: a link with no code.
    const plain = await makeLink(staff, id, list);
    expect(plain.status, plain.text).toBe(201);
    expect((plain.json() as { discount_code: unknown }).discount_code).toBeNull();

    const contact = new Client(server.port, AGENCY);
    await contact.visit('/');
    const posted = await contact.postJson('/api/forms/agency-contact', {
      name: 'Sam Lee',
      email: 'sam@example.com',
      service: 'e-commerce',
      message: 'Hello there, a website please.',
    });
    expect(posted.status, posted.text).toBe(201);
    const other = await makeLink(staff, (posted.json() as { id: string }).id, ['1.00']);
    expect(other.status).toBe(409);
    expect((other.json() as { error: string }).error).toMatch(/Only a bulk order/);

    const signedOut = new Client(server.port, AGENCY);
    await signedOut.visit('/');
    expect((await makeLink(signedOut, id, list)).status).toBe(401);
  });
});
