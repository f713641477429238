import { sailingShop } from '@zcomm/site-data/tenants/sailing';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { MAX_NESTING, MAX_TOKENS } from '@zcomm/storefront-simulator';
import { workwearCatalogue } from '@zcomm/storefront-simulator/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fastestOf,
  pageMarker,
  type RawResponse,
  send,
  startServer,
  type TestServer,
} from './helpers.ts';

/** The query that froze the server: four levels of variants → product, 250 at a time. */
const depthFour =
  '{ products(first: 250) { nodes { variants(first: 250) { nodes { product { variants(first: 250) { nodes { product { variants(first: 250) { nodes { product { variants(first: 250) { nodes { product { id } } } } } } } } } } } } } } }';
/** One level less, which still held other hosts for seconds. */
const depthThree =
  '{ products(first: 250) { nodes { variants(first: 250) { nodes { product { variants(first: 250) { nodes { product { variants(first: 250) { nodes { id } } } } } } } } } } }';

/**
 * How soon a refused query is answered, and another host beside 20 of them. Without the limits
 * one such query held the server for seconds; refused, the fastest of three runs takes a few
 * milliseconds, and up to about 160 ms on a machine busy with other suites. A second tells the two
 * apart without timing the machine; `npm run bench -- storefront` measures the engine's speed.
 */
const REFUSED_WITHIN_MS = 1000;

const graphqlPath = `/storefront/${workwearShop.domain}/api/2025-01/graphql`;

let server: TestServer;
const logLines: string[] = [];

function graphql(
  query: string,
  extra: { variables?: unknown; host?: string } = {},
): Promise<RawResponse> {
  return send(server.port, {
    method: 'POST',
    path: graphqlPath,
    host: extra.host ?? 'workwear.localhost',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken,
    },
    body: JSON.stringify({ query, variables: extra.variables }),
  });
}

function errorsOf(response: RawResponse): { message: string; extensions?: { code?: string } }[] {
  const body = response.json() as {
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  return body.errors ?? [];
}

beforeAll(async () => {
  server = await startServer({
    storefront: true,
    rateLimits: { storefront: { max: 1000, timeWindow: 60_000 } },
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  });
});

afterAll(async () => {
  await server.close();
});

describe('storefront simulator limits', () => {
  it('refuses the depth-four query at once, before any work', async () => {
    const { result: response, elapsed } = await fastestOf(() => graphql(depthFour));
    expect(response.status).toBe(200);
    expect(errorsOf(response)[0]?.extensions?.code).toBe('MAX_DEPTH_EXCEEDED');
    expect(response.json()).not.toHaveProperty('data');
    expect(elapsed).toBeLessThan(REFUSED_WITHIN_MS);
  });

  it('refuses the depth-three query on its cost', async () => {
    const response = await graphql(depthThree);
    expect(errorsOf(response)[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
  });

  it('keeps another host answering while the depth-four query arrives 20 times at once', async () => {
    const attacks: Promise<RawResponse>[] = [];
    const { result: page, elapsed } = await fastestOf(() => {
      attacks.push(...Array.from({ length: 20 }, () => graphql(depthFour)));
      return send(server.port, { path: '/', host: 'agency.localhost' });
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain(pageMarker('agency', 'index'));
    expect(elapsed).toBeLessThan(REFUSED_WITHIN_MS);
    for (const response of await Promise.all(attacks)) {
      expect(errorsOf(response)[0]?.extensions?.code).toBe('MAX_DEPTH_EXCEEDED');
    }
  });

  it('counts page sizes given as variables', async () => {
    const query =
      'query Q($n: Int) { products(first: $n) { nodes { variants(first: $n) { nodes { product { variants(first: $n) { nodes { id } } } } } } } }';
    const small = await graphql(query, { variables: { n: 2 } });
    expect(errorsOf(small)).toEqual([]);
    const large = await graphql(query, { variables: { n: 250 } });
    expect(errorsOf(large)[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
  });

  it('stops building an answer past the value limit', async () => {
    const aliases = Array.from(
      { length: 200 },
      (_, index) =>
        `p${index}: products(first: 250) { nodes { id title variants(first: 10) { nodes { id title } } } }`,
    ).join(' ');
    // Under the cost limit (200 × 2,751 = 550,200) but over the values an answer may hold.
    const response = await graphql(`{ ${aliases} }`);
    expect(errorsOf(response)[0]?.extensions?.code).toBe('MAX_ANSWER_SIZE_EXCEEDED');
    expect(response.body.length).toBeLessThan(10_000);
  });

  it('answers names inherited from Object.prototype as unknown fields, never 500', async () => {
    for (const query of [
      '{ hasOwnProperty }',
      '{ valueOf }',
      '{ toString }',
      '{ __proto__ { id } }',
      '{ constructor(a: "reflected") }',
      '{ shop { constructor { name } } }',
    ]) {
      const response = await graphql(query);
      expect(response.status, query).toBe(200);
      expect(response.text).not.toContain('reflected');
      // The schema has no such fields: validation refuses them before anything runs.
      expect(errorsOf(response)[0]?.extensions?.code, query).toBe('GRAPHQL_VALIDATION_FAILED');
      const body = response.json() as { data?: Record<string, unknown> };
      for (const value of Object.values(body.data ?? {})) {
        if (value !== null && typeof value === 'object') {
          expect(Object.values(value as object).every((inner) => inner === null)).toBe(true);
        } else {
          expect(value).toBeNull();
        }
      }
    }
  });

  it('answers inherited names in search queries and sort keys as plain input', async () => {
    const search = await graphql('{ products(first: 1, query: "constructor:x") { nodes { id } } }');
    expect(search.status).toBe(200);
    expect(errorsOf(search)).toEqual([]);
    // A sort key is one of the schema's enum values: anything else fails validation.
    for (const sortKey of ['"constructor"', 'constructor', '__proto__']) {
      const sort = await graphql(`{ products(first: 1, sortKey: ${sortKey}) { nodes { id } } }`);
      expect(sort.status).toBe(200);
      expect(errorsOf(sort)[0]?.message).toContain('ProductSortKeys');
      expect(errorsOf(sort)[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('gives a selection nested 30,000 deep a GraphQL error, not a 500', async () => {
    const depth = 30_000;
    const query = `${'{a'.repeat(depth)}${'}'.repeat(depth)}`;
    const response = await graphql(query);
    expect(response.status).toBe(200);
    expect(errorsOf(response)[0]?.extensions?.code).toBe('PARSE_ERROR');
    // Within the token limit, the nesting limit is what refuses it.
    const shallower = await graphql(`${'{a'.repeat(3000)}${'}'.repeat(3000)}`);
    expect(shallower.status).toBe(200);
    expect(errorsOf(shallower)[0]?.message).toContain(`${MAX_NESTING} levels`);
  });

  it('refuses lists and objects nested past the limit, and documents with too many tokens', async () => {
    const list = await graphql(
      `{ products(first: 1, query: ${'['.repeat(100)}${']'.repeat(100)}) { nodes { id } } }`,
    );
    expect(errorsOf(list)[0]?.extensions?.code).toBe('PARSE_ERROR');
    const tokens = await graphql(`{ ${'id '.repeat(MAX_TOKENS + 1)}}`);
    expect(errorsOf(tokens)[0]?.message).toContain('tokens');
  });

  it('refuses a fragment that spreads into itself', async () => {
    const response = await graphql('query { shop { ...A } } fragment A on Shop { name ...A }');
    expect(response.status).toBe(200);
    expect(errorsOf(response)[0]?.message).toContain('spreads into itself');
  });

  it('measures fragments spread twice into each other, level after level, in linear time', async () => {
    const chain = (levels: number) =>
      `{ shop { ...F0 } } ${Array.from(
        { length: levels },
        (_, index) => `fragment F${index} on Shop { ...F${index + 1} ...F${index + 1} }`,
      ).join(' ')} fragment F${levels} on Shop { name }`;
    // 2^40 copies of one field: refused on the repeats, as soon as they are counted.
    const { result: doubled, elapsed } = await fastestOf(() => graphql(chain(40)));
    expect(errorsOf(doubled)[0]?.extensions?.code).toBe('MAX_COST_EXCEEDED');
    expect(elapsed).toBeLessThan(REFUSED_WITHIN_MS);
    const deep = await graphql(chain(100));
    expect(errorsOf(deep)[0]?.extensions?.code).toBe('MAX_DEPTH_EXCEEDED');
  });

  it('refuses documents that would be slow to validate, before validating them', async () => {
    const repeated = `{ ${'a: shop { name } '.repeat(1600)}}`;
    const spreads = `{ shop { ${Array.from({ length: 400 }, (_, index) => `...F${index}`).join(' ')} } } ${Array.from(
      { length: 400 },
      (_, index) => `fragment F${index} on Shop { name description }`,
    ).join(' ')}`;
    // Validating either takes graphql-js 120–190 ms. Each is refused by a count made while the
    // limits are measured, before validation, and says which: no timing needed to tell.
    for (const [query, reason] of [
      [repeated, /asks for "a" more than \d+ times in one selection/],
      [spreads, /spreads more than \d+ fragments into one selection/],
    ] as const) {
      const [error] = errorsOf(await graphql(query));
      expect(error?.extensions?.code).toBe('MAX_COST_EXCEEDED');
      expect(error?.message).toMatch(reason);
    }
    const fewer = await graphql(`{ ${'a: shop { name } '.repeat(20)}}`);
    expect(errorsOf(fewer)).toEqual([]);
  });

  it('says once at start which stores the simulator answers', () => {
    const lines = logLines.filter((line) => line.includes('Storefront simulator'));
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).toContain(`on for ${workwearShop.store}`);
    expect(lines.join('\n')).toContain(`on for ${sailingShop.store}`);
  });
});

describe('storefront simulator rate limit', () => {
  it('answers 429 with Retry-After past the per-client limit', async () => {
    const limited = await startServer({
      storefront: true,
      rateLimits: { storefront: { max: 3, timeWindow: 60_000 } },
    });
    try {
      const request = () =>
        send(limited.port, {
          method: 'POST',
          path: graphqlPath,
          host: 'workwear.localhost',
          headers: {
            'content-type': 'application/json',
            'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken,
          },
          body: JSON.stringify({ query: '{ shop { name } }' }),
        });
      const statuses = [];
      for (let index = 0; index < 4; index += 1) statuses.push((await request()).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await request();
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      // A page is not counted against the simulator's limit.
      expect((await send(limited.port, { path: '/', host: 'workwear.localhost' })).status).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });
});

describe('storefront simulator with a real storefront configured', () => {
  it('serves no simulator for that store and says so at start', async () => {
    const lines: string[] = [];
    const real = await startServer({
      storefront: true,
      storefronts: {
        [workwearShop.store]: { domain: 'beacon-workwear.myshopify.com', token: 'a1b2c3d4e5f6' },
      },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const simulated = await send(real.port, {
        method: 'POST',
        path: graphqlPath,
        host: 'workwear.localhost',
        headers: {
          'content-type': 'application/json',
          'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken,
        },
        body: JSON.stringify({ query: '{ shop { name } }' }),
      });
      expect(simulated.status).toBe(404);
      const sailing = await send(real.port, {
        method: 'POST',
        path: `/storefront/${sailingShop.domain}/api/2025-01/graphql`,
        host: 'sailing.localhost',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ shop { name } }' }),
      });
      // The other store still has its simulator (its token is missing here: 401, not 404).
      expect(sailing.status).toBe(401);
      const said = lines.filter((line) => line.includes('Storefront simulator')).join('\n');
      expect(said).toContain(
        `off for ${workwearShop.store}: real storefront beacon-workwear.myshopify.com`,
      );
      expect(said).toContain(`on for ${sailingShop.store}`);
    } finally {
      await real.close();
    }
  });
});
