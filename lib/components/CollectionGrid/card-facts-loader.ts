import type { ShopIdentity } from './buy-button-types';
import { readCardFacts, type StorefrontCardFacts } from './card-facts';
import { collectionStorefrontId, storefrontFetch } from './storefront';

/**
 * The storefront's facts of a grid's products that the Buy Button library does not fetch (tags,
 * collections, swatch colours), asked beside the library's own requests: a product set's by id
 * while the library fetches the same products, a collection's first page while it fetches that
 * page, later pages when they are drawn. Loads with the library, never with the page.
 */

/** The Storefront API version the Buy Button library speaks. */
const API_VERSION = '2025-01';
/** The Storefront API's largest page, and the most ids `nodes` takes. */
const PAGE_SIZE = 250;

const FACTS_FIELDS =
  'id tags collections(first: 20) { nodes { handle } } options { name optionValues { name swatch { color } } }';

/** The facts of products by id (the storefront gateway forwards it by its text). */
export const CARD_FACTS_QUERY = `query CardFacts($ids: [ID!]!) {
  nodes(ids: $ids) { ... on Product { ${FACTS_FIELDS} } }
}`;

/** The facts of a collection's first products. */
export const COLLECTION_CARD_FACTS_QUERY = `query CollectionCardFacts($id: ID!, $first: Int!) {
  collection(id: $id) { products(first: $first) { nodes { ${FACTS_FIELDS} } } }
}`;

export interface CardFactsSource extends ShopIdentity {
  storefrontEndpoint?: string | undefined;
  fetch?: typeof fetch | undefined;
}

export interface CardFactsLoader {
  /** The facts known of a product (its storefront id). */
  get: (id: string) => StorefrontCardFacts | undefined;
  /** Asks for the products not yet asked for; settles once every one of them is known or failed. */
  load: (ids: readonly string[]) => Promise<void>;
  /** Asks for a collection's first `first` products' facts. */
  loadCollection: (collectionId: string, first: number) => Promise<void>;
}

/** Sends one document to the shop's storefront and returns its `data`. */
async function ask(
  source: CardFactsSource,
  query: string,
  variables: Record<string, unknown>,
): Promise<unknown> {
  const send =
    storefrontFetch(source.domain, source.storefrontEndpoint, source.fetch) ??
    ((url: string, init: RequestInit) => fetch(url, init));
  const response = await send(`https://${source.domain}/api/${API_VERSION}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-shopify-storefront-access-token': source.storefrontAccessToken,
    },
    body: JSON.stringify({ query, variables }),
  });
  if (!response.ok) throw new Error(`The storefront answered ${response.status}.`);
  return ((await response.json()) as { data?: unknown } | null)?.data;
}

/** A loader of a shop's card facts, each product asked for once (a failed one is asked again). */
export function createCardFactsLoader(source: CardFactsSource): CardFactsLoader {
  const known = new Map<string, StorefrontCardFacts>();
  const asked = new Map<string, Promise<void>>();
  /** Collections' first pages being asked for: their products are not asked for again. */
  const pages = new Set<Promise<void>>();

  const keep = (nodes: unknown) => {
    for (const node of Array.isArray(nodes) ? nodes : []) {
      const facts = readCardFacts(node);
      if (facts) known.set(facts.id, facts);
    }
  };
  const track = (ids: readonly string[], request: Promise<void>) => {
    const settled = request.catch(() => {
      for (const id of ids) if (asked.get(id) === settled) asked.delete(id);
    });
    for (const id of ids) asked.set(id, settled);
    return settled;
  };

  return {
    get: (id) => known.get(id),
    async load(ids) {
      if (pages.size > 0) await Promise.all(pages);
      const wanted = [...new Set(ids)].filter((id) => !known.has(id));
      const fresh = wanted.filter((id) => !asked.has(id));
      for (let start = 0; start < fresh.length; start += PAGE_SIZE) {
        const batch = fresh.slice(start, start + PAGE_SIZE);
        track(
          batch,
          ask(source, CARD_FACTS_QUERY, { ids: batch }).then((data) =>
            keep((data as { nodes?: unknown } | null)?.nodes),
          ),
        );
      }
      await Promise.all(wanted.map((id) => asked.get(id)));
    },
    loadCollection(collectionId, first) {
      const size = Math.min(Math.max(1, Math.floor(first)), PAGE_SIZE);
      const page = ask(source, COLLECTION_CARD_FACTS_QUERY, {
        id: collectionStorefrontId(collectionId),
        first: size,
      }).then(
        (data) =>
          keep(
            (data as { collection?: { products?: { nodes?: unknown } } | null } | null)?.collection
              ?.products?.nodes,
          ),
        () => undefined,
      );
      pages.add(page);
      return page.finally(() => pages.delete(page));
    },
  };
}
