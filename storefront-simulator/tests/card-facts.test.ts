/**
 * What the grids' cards ask of the storefront beyond the Buy Button's own query, as a shop that
 * fills in Shopify's colour swatches answers it: tags, collections and each colour's swatch.
 */
import {
  CARD_FACTS_QUERY,
  COLLECTION_CARD_FACTS_QUERY,
} from '@zcomm/site-data/api/storefront-documents';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, workwearCatalogue } from '../src/catalogue/index.ts';
import { registerStorefront } from '../src/fastify/index.ts';
import { STOREFRONT_API_VERSION } from '../src/schema.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await registerStorefront(app, { catalogues });
  await app.ready();
});

afterAll(() => app.close());

interface FactsNode {
  id: string;
  tags: string[];
  collections: { nodes: { handle: string }[] };
  options: { name: string; optionValues: { name: string; swatch: { color: string } | null }[] }[];
}

async function ask<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await app.inject({
    method: 'POST',
    url: `/storefront/${workwearCatalogue.domain}/api/${STOREFRONT_API_VERSION}/graphql`,
    headers: { 'x-shopify-storefront-access-token': workwearCatalogue.storefrontAccessToken },
    payload: { query, variables },
  });
  const answer = response.json() as { data: T; errors?: unknown };
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

const productId = (title: string) => {
  const product = workwearCatalogue.products.find((candidate) => candidate.title === title);
  if (!product) throw new Error(`No ${title}`);
  return `gid://shopify/Product/${product.id}`;
};

describe('the card facts of products', () => {
  it('give tags, collections and each colour’s swatch, and no swatch for sizes', async () => {
    const id = productId('Hi-Vis Reflective Trucker Cap');
    const { nodes } = await ask<{ nodes: FactsNode[] }>(CARD_FACTS_QUERY, { ids: [id] });
    const [cap] = nodes;
    expect(cap?.id).toBe(id);
    expect(cap?.collections.nodes.map((collection) => collection.handle)).toEqual([
      'headwear',
      'best-sellers',
    ]);
    expect(cap?.tags).toContain('reflective');
    expect(cap?.options).toEqual([
      {
        name: 'Color',
        optionValues: [
          { name: 'Hi-Vis Yellow', swatch: { color: '#d8f21c' } },
          { name: 'Hi-Vis Orange', swatch: { color: '#ff6a13' } },
        ],
      },
    ]);
    const jacket = productId('Class 3 Hi-Vis Bomber Jacket');
    const [bomber] = (await ask<{ nodes: FactsNode[] }>(CARD_FACTS_QUERY, { ids: [jacket] })).nodes;
    expect(bomber?.tags).toContain('ANSI Class 3');
    const size = bomber?.options.find((option) => option.name === 'Size');
    expect(size?.optionValues.every((value) => value.swatch === null)).toBe(true);
  });

  it('of a collection’s first page come in the collection’s order', async () => {
    const jackets = workwearShop.collections.find((collection) => collection.path === '/jackets');
    const data = await ask<{ collection: { products: { nodes: FactsNode[] } } }>(
      COLLECTION_CARD_FACTS_QUERY,
      { id: `gid://shopify/Collection/${jackets?.id}`, first: 3 },
    );
    const inCollection = workwearCatalogue.products
      .filter((product) => product.collections.includes('jackets'))
      .slice(0, 3)
      .map((product) => `gid://shopify/Product/${product.id}`);
    expect(data.collection.products.nodes.map((node) => node.id)).toEqual(inCollection);
  });
});
