/**
 * Reading a GraphQL document within bounds: at most MAX_TOKENS tokens and MAX_NESTING
 * brackets deep, checked by graphql-js's lexer in one flat pass before its recursive parser
 * runs, so no document can overflow the stack; and a cache of the documents read, with what
 * validation said of them.
 */
import {
  type DocumentNode,
  GraphQLError,
  Lexer,
  parse,
  Source,
  TokenKind,
  validate,
} from 'graphql';
import { storefrontSchema } from './schema.ts';

/** Tokens one document may hold (graphql-js `parse(…, { maxTokens })`). */
export const MAX_TOKENS = 10_000;
/** Braces, brackets and parentheses one document may nest. */
export const MAX_NESTING = 64;

const opening = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const closing = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** Parses a document, throwing a GraphQLError (a syntax error) when it is out of bounds. */
export function parseDocument(text: string): DocumentNode {
  const source = new Source(text);
  const lexer = new Lexer(source);
  let nesting = 0;
  let tokens = 0;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    tokens += 1;
    if (tokens > MAX_TOKENS) {
      throw new GraphQLError(`The document has more than ${MAX_TOKENS} tokens.`);
    }
    if (opening.has(token.kind)) {
      nesting += 1;
      if (nesting > MAX_NESTING) {
        throw new GraphQLError(`The document nests more than ${MAX_NESTING} levels deep.`);
      }
    } else if (closing.has(token.kind)) {
      nesting -= 1;
    }
  }
  return parse(source, { maxTokens: MAX_TOKENS, noLocation: false });
}

const CACHED_DOCUMENTS = 200;

/** A parsed document and what validation said of it (both depend only on the text). */
interface CheckedDocument {
  document: DocumentNode;
  validationErrors: readonly GraphQLError[];
}

/**
 * The documents read most recently (the Buy Button sends the same few again and again), each
 * with its validation errors once validated; the oldest is dropped past 200.
 */
export class DocumentCache {
  readonly #documents = new Map<string, CheckedDocument>();

  /** Parses a document (throwing its syntax error); a cached one comes with its validation. */
  parse(source: string): { document: DocumentNode; checked?: CheckedDocument } {
    const cached = this.#documents.get(source);
    if (cached) return { document: cached.document, checked: cached };
    return { document: parseDocument(source) };
  }

  /** Validates a parsed document against the schema, and keeps both. */
  validate(source: string, document: DocumentNode): CheckedDocument {
    const cached = this.#documents.get(source);
    if (cached) return cached;
    const checked = { document, validationErrors: validate(storefrontSchema, document) };
    if (this.#documents.size >= CACHED_DOCUMENTS) {
      this.#documents.delete(this.#documents.keys().next().value as string);
    }
    this.#documents.set(source, checked);
    return checked;
  }
}
