/**
 * The drift check: every document the shops send — the Buy Button's (shopify-buy's, kept in
 * `storefront-simulator/documents/buy-button.json`) and ours (product pages, sitemap, listing,
 * search suggestions, the collection grid's product count) — validates against each Storefront
 * API schema the project carries, and the deprecated fields in use are printed with Shopify's
 * reason. Our own documents use none; the Buy Button's use only the ones the gateway answers
 * for when Shopify removes them. Carrying the next version is one file in
 * `storefront-simulator/schemas/`; the pin (`STOREFRONT_API_VERSION`) must then move to it.
 */
import { readFileSync } from 'node:fs';
import {
  CARD_FACTS_QUERY,
  COLLECTION_CARD_FACTS_QUERY,
  LISTING_COLLECTION_QUERY as COLLECTION_QUERY,
  SUGGEST_QUERY as PREDICTIVE_QUERY,
  LISTING_SEARCH_QUERY as SEARCH_QUERY,
} from '@zcomm/site-data/api/storefront-documents';
import { STOREFRONT_API_VERSION } from '@zcomm/site-data/storefront-api';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import buyButton from '@zcomm/storefront-simulator/documents/buy-button.json' with { type: 'json' };
import {
  DEPRECATED_FIELDS_SENT,
  deprecatedFieldsUsed,
} from '@zcomm/storefront-simulator/schema-drift';
import { carriedStorefrontVersions, storefrontSchemaOf } from '@zcomm/storefront-simulator/schemas';
import { fetchCollectionProductCount } from '@zcomm/storefront-ui/collection-grid';
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PRODUCT_HANDLES_QUERY, PRODUCT_QUERY } from '../../server/products/storefront.ts';

/** The collection grid's count query, as it sends it. */
async function productCountQuery(): Promise<string> {
  let sent = '';
  await fetchCollectionProductCount(
    { domain: workwearShop.domain, storefrontAccessToken: 'token', id: '1' },
    {
      fetch: async (_url, init) => {
        sent = JSON.parse(String(init?.body)).query;
        return Response.json({
          data: { collection: { products: { nodes: [], pageInfo: { hasNextPage: false } } } },
        });
      },
    },
  );
  return sent;
}

const ours = {
  ProductPage: PRODUCT_QUERY,
  ProductHandles: PRODUCT_HANDLES_QUERY,
  ListingCollection: COLLECTION_QUERY,
  ListingSearch: SEARCH_QUERY,
  Suggest: PREDICTIVE_QUERY,
  CollectionProductCount: await productCountQuery(),
  CardFacts: CARD_FACTS_QUERY,
  CollectionCardFacts: COLLECTION_CARD_FACTS_QUERY,
};

/** A document's name in the report: its operation's name, else its first root field. */
function nameOf(query: string): string {
  const operation = parse(query).definitions.find(
    (definition) => definition.kind === 'OperationDefinition',
  );
  const first = operation?.selectionSet.selections[0];
  return operation?.name?.value ?? (first?.kind === 'Field' ? first.name.value : 'document');
}

const documents = [
  ...buyButton.documents.map(({ query }) => ({ owner: 'Buy Button', name: nameOf(query), query })),
  ...Object.entries(ours).map(([name, query]) => ({ owner: 'ours', name, query })),
];
const versions = carriedStorefrontVersions();

describe('the Storefront API schemas the project carries', () => {
  it('are at least 2025-01 and 2026-04, and the pin is the newest', () => {
    expect(versions).toEqual(expect.arrayContaining(['2025-01', '2026-04']));
    expect(STOREFRONT_API_VERSION).toBe(versions.at(-1));
  });

  it('include the pinned schema, the one the simulator executes', () => {
    const source = readFileSync(
      new URL('../../storefront-simulator/src/schema.ts', import.meta.url),
      'utf8',
    );
    expect(source).toContain(`from '../schemas/${STOREFRONT_API_VERSION}.json'`);
    expect(storefrontSchemaOf(STOREFRONT_API_VERSION).getType('Cart')).toBeDefined();
  });
});

describe.each(versions)('the documents the shops send, against %s', (version) => {
  const schema = storefrontSchemaOf(version);

  it.each(documents)('$owner $name validates', ({ query }) => {
    expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([]);
  });

  it('use deprecated fields only in the Buy Button, and say which (with the reason)', () => {
    const report = documents.flatMap(({ owner, name, query }) =>
      deprecatedFieldsUsed(schema, query).map((use) => ({ owner, name, ...use })),
    );
    const lines = report.map(
      ({ owner, name, coordinate, reason }) =>
        `  ${owner} ${name}: ${coordinate} — ${reason.replace(/\s+/g, ' ')}`,
    );
    console.info(
      `Storefront API ${version}: ${report.length} deprecated field uses\n${lines.join('\n')}`,
    );
    expect(report.filter(({ owner }) => owner === 'ours')).toEqual([]);
    if (version === STOREFRONT_API_VERSION) {
      // A new deprecation in the Buy Button's documents is news: the gateway must answer for it
      // the day Shopify removes it (see storefront-simulator/src/translation.ts).
      // shopify-buy's by-handle lookups (not sent by the Buy Button's components) have a
      // documented replacement the translation asks for instead.
      expect(new Set(report.map(({ coordinate }) => coordinate))).toEqual(
        new Set([
          ...DEPRECATED_FIELDS_SENT,
          'QueryRoot.collectionByHandle',
          'QueryRoot.productByHandle',
        ]),
      );
    }
  });
});

describe('the recorded Buy Button documents', () => {
  it('are the file the simulator test keeps (shopify-buy, as it sends them)', () => {
    const file = JSON.parse(
      readFileSync(
        new URL('../../storefront-simulator/documents/buy-button.json', import.meta.url),
        'utf8',
      ),
    );
    expect(file.documents.length).toBeGreaterThanOrEqual(8);
    expect(documents.filter(({ owner }) => owner === 'Buy Button')).toHaveLength(
      file.documents.length,
    );
  });
});
