/**
 * The shops' collection pages as a search engine (or a browser without scripts) reads them: the
 * page from the build carries a `<noscript data-slot="collection-products">` with the
 * collection's heading and introduction, to which the server adds, at request time, the
 * collection's products (name, price, a link to each product page) from the shop's storefront
 * through the storefront gateway; the head gets the collection's `ItemList`. The Buy Button grid
 * (an iframe) takes the list's place once the page's scripts run. The list is cached and served
 * stale while refreshing; a storefront that fails leaves the page as it was built.
 */
import { originOf } from '@zcomm/site-data/hosts';
import {
  formatPriceRange,
  type Money,
  productHandlePattern,
  productPath,
  scriptJson,
} from '@zcomm/site-data/product';
import { tenants } from '@zcomm/site-data/tenants';
import type { Shop } from '@zcomm/site-data/types';
import type { FastifyBaseLogger } from 'fastify';
import { observeCacheLookup, watchCacheSize } from '../metrics/registry.ts';
import type { CollectionPages } from '../pages/index.ts';
import { htmlPage } from '../pages/render.ts';
import type { HtmlPage } from '../pages/site-build.ts';
import { type CacheSettings, SwrCache } from './cache.ts';
import { callStorefront, type StorefrontRequest } from './storefront.ts';

/**
 * The element of a collection page the product list goes into, at its end (`CollectionPage`
 * renders it with the heading and introduction).
 */
export const COLLECTION_LIST_MARK = '<noscript data-slot="collection-products">';

/** The most products a collection page lists in its HTML (the grid pages through the rest). */
export const MAX_LISTED_PRODUCTS = 100;

export const COLLECTION_LIST_QUERY = `query CollectionList($id: ID!) {
  collection(id: $id) {
    title
    products(first: ${MAX_LISTED_PRODUCTS}) {
      nodes { handle title priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } } }
    }
  }
}`;

/** One product of a collection's list. */
export interface ListedProduct {
  handle: string;
  title: string;
  minPrice: Money;
  maxPrice: Money;
}

export interface CollectionList {
  title: string;
  products: ListedProduct[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function money(value: unknown): Money | undefined {
  if (!isObject(value)) return undefined;
  const amount = text(value.amount);
  const currencyCode = text(value.currencyCode);
  if (!/^\d+(?:\.\d+)?$/.test(amount) || !/^[A-Z]{3}$/.test(currencyCode)) return undefined;
  return { amount, currencyCode };
}

/** A storefront's `collection` answer as a list; null when the shop has no such collection. */
export function toCollectionList(value: unknown): CollectionList | null {
  if (!isObject(value)) return null;
  const nodes = isObject(value.products) ? value.products.nodes : undefined;
  const products = (Array.isArray(nodes) ? nodes : []).flatMap((node): ListedProduct[] => {
    if (!isObject(node)) return [];
    const handle = text(node.handle);
    const title = text(node.title).trim();
    const range = isObject(node.priceRange) ? node.priceRange : {};
    const minPrice = money(range.minVariantPrice);
    const maxPrice = money(range.maxVariantPrice) ?? minPrice;
    if (!productHandlePattern.test(handle) || !title || !minPrice || !maxPrice) return [];
    return [{ handle, title, minPrice, maxPrice }];
  });
  return { title: text(value.title), products };
}

/** Reads a collection's first products, in the collection's order. */
export async function fetchCollectionList(
  request: StorefrontRequest,
  shop: Shop,
  collectionId: string,
  signal: AbortSignal,
): Promise<CollectionList | null> {
  const id = collectionId.startsWith('gid://')
    ? collectionId
    : `gid://shopify/Collection/${collectionId}`;
  const body = { query: COLLECTION_LIST_QUERY, variables: { id } };
  const data = await callStorefront(request, shop, 'collection_list', body, signal, {
    kind: 'product-page',
    clientAddress: '127.0.0.254',
  });
  return toCollectionList(data.collection);
}

const htmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (match) => htmlEntities[match] ?? match);

/** The list's markup: one item per product, its name linking to its page, and its price. */
export function collectionListHtml(list: CollectionList, headingName: string): string {
  const items = list.products.map(
    (product) =>
      `<li><a href="${productPath(product.handle)}">${escapeHtml(product.title)}</a> <span>${escapeHtml(formatPriceRange(product))}</span></li>`,
  );
  return `<ul class="shell-collection-list" aria-label="${escapeHtml(`Products in ${headingName}`)}">${items.join('')}</ul>`;
}

/** The collection's `ItemList`: its products in order, each by its page's address. */
export function collectionStructuredData(
  list: CollectionList,
  name: string,
  pageUrl: string,
  origin: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: pageUrl,
    numberOfItems: list.products.length,
    itemListOrder: 'https://schema.org/ItemListUnordered',
    itemListElement: list.products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: new URL(productPath(product.handle), origin).href,
      name: product.title,
    })),
  };
}

/** The built page with its list and structured data filled in. */
export function fillCollectionPage(
  body: string,
  list: CollectionList,
  collection: { name: string; path: string },
  origin: string,
): string {
  const url = new URL(collection.path, origin).href;
  const data = collectionStructuredData(list, collection.name, url, origin);
  const script = `<script type="application/ld+json">${scriptJson(data)}</script>`;
  const listHtml = collectionListHtml(list, collection.name);
  const start = body.indexOf(COLLECTION_LIST_MARK);
  const end = start === -1 ? -1 : body.indexOf('</noscript>', start);
  if (end === -1) return body;
  const filled = `${body.slice(0, end)}${listHtml}${body.slice(end)}`;
  return filled.replace('</head>', () => `${script}</head>`);
}

const shopCollections: ReadonlyMap<string, { shop: Shop; name: string; id: string }> = new Map(
  tenants.flatMap((tenant) =>
    'shop' in tenant
      ? tenant.shop.collections.map(
          (collection) =>
            [
              `${tenant.id}${collection.path}`,
              { shop: tenant.shop, name: collection.name, id: collection.id },
            ] as const,
        )
      : [],
  ),
);

export function collectionPages(
  storefrontRequest: StorefrontRequest,
  settings: CacheSettings,
  log: Pick<FastifyBaseLogger, 'warn'>,
): CollectionPages {
  const lists = new SwrCache<CollectionList | null>(settings, {
    onRefreshError: (key, error) =>
      log.warn({ err: error, collection: key }, 'Collection list refresh failed'),
  });
  watchCacheSize('collection', () => lists.size);
  // The filled document of each cached list, per built page: rendered once per load.
  const documents = new WeakMap<CollectionList, Map<HtmlPage, Promise<HtmlPage>>>();
  return {
    async fill(request, siteId, route, page) {
      const collection = shopCollections.get(`${siteId}${route}`);
      if (!collection || !page.body.includes(COLLECTION_LIST_MARK)) return page;
      let list: CollectionList | null;
      try {
        const result = await lists.get(`${collection.shop.store}/${collection.id}`, (signal) =>
          fetchCollectionList(storefrontRequest, collection.shop, collection.id, signal),
        );
        observeCacheLookup('collection', result.outcome);
        list = result.value;
      } catch (error) {
        request.log.warn({ err: error, collection: route }, 'The collection list is unavailable');
        return page;
      }
      if (!list || list.products.length === 0) return page;
      let perPage = documents.get(list);
      if (!perPage) {
        perPage = new Map();
        documents.set(list, perPage);
      }
      let filled = perPage.get(page);
      if (!filled) {
        const body = fillCollectionPage(
          page.body.toString('utf8'),
          list,
          { name: collection.name, path: route },
          originOf(siteId),
        );
        filled = htmlPage(body);
        perPage.set(page, filled);
        filled.catch(() => perPage?.delete(page));
      }
      return filled;
    },
  };
}
