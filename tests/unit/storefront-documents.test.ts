import { readFileSync } from 'node:fs';
import {
  CARD_FACTS_QUERY,
  COLLECTION_CARD_FACTS_QUERY,
  COLLECTION_PRODUCT_COUNT_QUERY,
  siteStorefrontDocuments,
} from '@zcomm/site-data/api/storefront-documents';
import {
  CARD_FACTS_QUERY as libCardFactsQuery,
  COLLECTION_CARD_FACTS_QUERY as libCollectionCardFactsQuery,
  COLLECTION_PRODUCT_COUNT_QUERY as libProductCountQuery,
} from '@zcomm/storefront-ui/collection-grid';
import { describe, expect, it } from 'vitest';
import { gatewayDocuments } from '../../server/app.ts';
import {
  BUY_BUTTON_DOCUMENTS_FILE,
  documentAllowList,
  documentHash,
  documentName,
  knownDocument,
  normalizeDocument,
  readBuyButtonDocuments,
  readLibraryDocuments,
} from '../../server/storefront-gateway/documents.ts';

const allowList = documentAllowList(gatewayDocuments());
const buyButton = readBuyButtonDocuments();
const byName = (name: string) => {
  const found = buyButton.find((document) => document.name === name);
  if (!found) throw new Error(`No recorded ${name}`);
  return found.query;
};
const nextPage = buyButton.find(
  (document) => document.name.startsWith('query (anonymous)') && document.query.includes('after:'),
);

describe('the storefront gateway’s document allow-list', () => {
  it('holds the Buy Button’s recorded documents: the grid’s pages and every cart operation', () => {
    const names = buyButton.map((document) => document.name);
    for (const name of ['Cart', 'CartCreate', 'CartLinesAdd', 'CartLinesUpdate']) {
      expect(names).toContain(name);
    }
    expect(names.filter((name) => name === 'query (anonymous): node')).toHaveLength(2);
    const file = JSON.parse(readFileSync(BUY_BUTTON_DOCUMENTS_FILE, 'utf8')) as {
      recordedWith: string;
    };
    expect(file.recordedWith).toMatch(/buy-button-js 3\.0\.6/);
  });

  it('knows every document shopify-buy sends, also those the recording in a browser missed', () => {
    const library = readLibraryDocuments();
    expect(library.length).toBeGreaterThanOrEqual(13);
    for (const document of library) {
      expect(knownDocument(allowList, document.query), document.name).toBeDefined();
    }
    const names = library.map((document) => document.name);
    for (const name of [
      'query (anonymous): nodes',
      'query (anonymous): shop',
      'CartLinesRemove',
      'CartNoteUpdate',
    ]) {
      expect(names).toContain(name);
    }
    expect(
      documentName('mutation CartCreate ($input:CartInput!) { cartCreate { cart { id } } }'),
    ).toBe('CartCreate');
  });

  it('knows every document the shops send: the Buy Button’s, the sites’ and the server’s', () => {
    for (const document of gatewayDocuments()) {
      expect(knownDocument(allowList, document.query)?.name, document.name).toBe(document.name);
    }
    for (const name of [
      'ListingCollection',
      'ListingSearch',
      'Suggest',
      'CollectionProductCount',
    ]) {
      expect(siteStorefrontDocuments[name]).toBeDefined();
    }
    expect(new Set(gatewayDocuments().map((document) => documentHash(document.query))).size).toBe(
      gatewayDocuments().length,
    );
  });

  it('keeps the design system’s product count query the one the gateway knows', () => {
    expect(libProductCountQuery).toBe(COLLECTION_PRODUCT_COUNT_QUERY);
  });

  it('keeps the design system’s card facts queries the ones the gateway knows', () => {
    expect(libCardFactsQuery).toBe(CARD_FACTS_QUERY);
    expect(libCollectionCardFactsQuery).toBe(COLLECTION_CARD_FACTS_QUERY);
    expect(knownDocument(allowList, libCardFactsQuery)?.name).toBe('CardFacts');
    expect(knownDocument(allowList, libCollectionCardFactsQuery)?.name).toBe('CollectionCardFacts');
  });

  it('knows a document whatever its white space', () => {
    const spaced = byName('Cart').replaceAll(' ', '\n  ');
    expect(knownDocument(allowList, spaced)?.name).toBe('Cart');
  });

  it('knows the next-page query for any collection id and cursor', () => {
    if (!nextPage) throw new Error('No recorded next-page query');
    const other = nextPage.query.replace(
      /"gid:\/\/shopify\/Collection\/\d+"/,
      '"gid://shopify/Collection/1234"',
    );
    expect(other).not.toBe(nextPage.query);
    expect(knownDocument(allowList, other)?.name).toBe(nextPage.name);
    const escaped = nextPage.query.replace(/after: "[^"]*"/, 'after: "a\\"b"');
    expect(knownDocument(allowList, escaped)?.name).toBe(nextPage.name);
  });

  it('refuses a document with a field, an argument or an operation more', () => {
    const cart = byName('Cart');
    for (const changed of [
      cart.replace('cart (id: $id) {', 'cart (id: $id) { buyerIdentity { email },'),
      cart.replace('cart (id: $id)', 'cart (id: $id, extra: 1)'),
      `${cart} query Other { shop { name } }`,
      '{ shop { name } }',
      'query { customer(customerAccessToken: "x") { email } }',
    ]) {
      expect(knownDocument(allowList, changed)).toBeUndefined();
    }
  });

  it('refuses fields hidden from the comparison in a comment or a block string', () => {
    const cart = byName('Cart');
    // A comment would hide its quote from GraphQL: a field outside a string to GraphQL, inside
    // one to a plain comparison.
    const commented = cart.replace('cart (id: $id) {', 'cart (id: $id) { # "\n shop { name } "x" ');
    expect(normalizeDocument(commented)).toBeUndefined();
    expect(knownDocument(allowList, commented)).toBeUndefined();
    const block = cart.replace('cart (id: $id)', 'cart (id: """ $id """)');
    expect(normalizeDocument(block)).toBeUndefined();
  });
});
