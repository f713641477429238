/**
 * The documents the storefront gateway forwards: the Buy Button's, as recorded from the shops
 * in a browser (`buy-button-documents.json`), and the shops' own (the product pages', the
 * sitemap's, the listing's and the search's). Each is known by the hash of its text with white
 * space collapsed and its string literals emptied (the Buy Button writes a collection's id and a
 * page's cursor into the text of its next-page query), so the gateway is no open proxy for
 * anyone's query: what may differ from a known document is the value of a string, never a
 * field, an argument or an operation.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { siteStorefrontDocuments } from '@zcomm/site-data/api/storefront-documents';
import libraryDocuments from '@zcomm/storefront-simulator/documents/buy-button.json' with {
  type: 'json',
};

/** Where a known document comes from. */
export type DocumentSource = 'buy-button' | 'site' | 'server';

export interface KnownDocument {
  /** Its operation name (or, for an anonymous Buy Button document, what it does). */
  name: string;
  source: DocumentSource;
  query: string;
}

/** The recorded Buy Button documents, a data file the drift check reads too. */
export const BUY_BUTTON_DOCUMENTS_FILE = new URL('./buy-button-documents.json', import.meta.url);

/** A GraphQL string literal on one line, as the GraphQL lexer reads one (escapes included). */
const stringLiteral = /"(?:[^"\\\n\r]|\\.)*"/g;

/**
 * A document's text with every string literal emptied (`""`) and every run of white space
 * made one space, trimmed. Undefined for a text with a comment or a block string outside its
 * string literals: those are the only places a lexer reads a quote differently, and no known
 * document has one, so such a text is refused rather than compared.
 */
export function normalizeDocument(query: string): string | undefined {
  const emptied = query.replace(stringLiteral, '""');
  if (emptied.includes('#') || emptied.includes('"""')) return undefined;
  return emptied.replace(/\s+/g, ' ').trim();
}

/** The hash a document is known by: SHA-256 (hex) of its normalized text (undefined: none). */
export function documentHash(query: string): string | undefined {
  const normalized = normalizeDocument(query);
  if (normalized === undefined) return undefined;
  return createHash('sha256').update(normalized, 'utf8').digest('hex');
}

function isKnownDocument(value: unknown): value is Omit<KnownDocument, 'source'> {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.name === 'string' && typeof entry.query === 'string';
}

/** Reads the recorded Buy Button documents; throws when the file is not a list of them. */
export function readBuyButtonDocuments(file: URL = BUY_BUTTON_DOCUMENTS_FILE): KnownDocument[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const documents = (parsed as { documents?: unknown } | null)?.documents;
  if (!Array.isArray(documents) || !documents.every(isKnownDocument)) {
    throw new Error(`${file.pathname}: expected {"documents": [{name, query}, …]}.`);
  }
  return documents.map(({ name, query }) => ({ name, query, source: 'buy-button' }));
}

/**
 * The server's own read of the cookie cart, for a page that lost its storage: the cart still
 * there, and how many items it holds.
 */
export const CART_COUNT_QUERY = 'query CartCount($id: ID!) { cart(id: $id) { id totalQuantity } }';

/** The server's read of the cookie cart's checkout address, at the shopper's tap on Checkout. */
export const CHECKOUT_URL_QUERY =
  'query CheckoutUrl($id: ID!) { cart(id: $id) { id checkoutUrl totalQuantity } }';

/** A document's operation name, or for an anonymous one its kind and first root field. */
export function documentName(query: string): string {
  const operation = /(?:^|[\s},])(query|mutation)\b\s*([A-Za-z_]\w*)?[^{]*\{/.exec(query);
  const [match = '', kind = 'query', name] = operation ?? [];
  if (name) return name;
  const body = query.slice((operation?.index ?? 0) + match.length);
  return `${kind} (anonymous): ${/^\s*([A-Za-z_]\w*)/.exec(body)?.[1] ?? 'unknown'}`;
}

/**
 * The documents shopify-buy sends for every operation of the library (the simulator's tests
 * drive each one and keep them in `@zcomm/storefront-simulator/documents/buy-button.json`):
 * also those a recording in the browser may not reach, such as a product set's `nodes(ids:)`,
 * a line's removal or the shop's money format.
 */
export function readLibraryDocuments(): KnownDocument[] {
  return (libraryDocuments.documents as { query: string }[]).map(({ query }) => ({
    name: documentName(query),
    query,
    source: 'buy-button',
  }));
}

/**
 * Every document the shops send: the Buy Button's, their own, and the server's: the gateway's
 * reads of the cookie cart and `serverDocuments`, which the rooms that send them name (the
 * product pages', the quotes').
 */
export function shopDocuments(serverDocuments: readonly KnownDocument[]): KnownDocument[] {
  const recorded = readBuyButtonDocuments();
  const seen = new Set(recorded.map((document) => documentHash(document.query)));
  return [
    ...recorded,
    ...readLibraryDocuments().filter((document) => !seen.has(documentHash(document.query))),
    ...Object.entries(siteStorefrontDocuments).map(([name, query]) => ({
      name,
      query,
      source: 'site' as const,
    })),
    { name: 'CartCount', query: CART_COUNT_QUERY, source: 'server' },
    { name: 'CheckoutUrl', query: CHECKOUT_URL_QUERY, source: 'server' },
    ...serverDocuments,
  ];
}

/** The allow-list: each known document by its hash. */
export type DocumentAllowList = ReadonlyMap<string, KnownDocument>;

export function documentAllowList(documents: readonly KnownDocument[]): DocumentAllowList {
  const entries = new Map<string, KnownDocument>();
  for (const document of documents) {
    const hash = documentHash(document.query);
    if (hash === undefined) throw new Error(`The document ${document.name} cannot be known.`);
    entries.set(hash, document);
  }
  return entries;
}

/** The known document a query is, or undefined. */
export function knownDocument(
  allowList: DocumentAllowList,
  query: string,
): KnownDocument | undefined {
  const hash = documentHash(query);
  return hash === undefined ? undefined : allowList.get(hash);
}
