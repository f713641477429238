/**
 * Reading a GraphQL document within bounds: at most MAX_TOKENS tokens and MAX_NESTING
 * brackets deep, checked by graphql-js's lexer in one flat pass before its recursive parser
 * runs, so no document can overflow the stack.
 */
import { type DocumentNode, GraphQLError, Lexer, parse, Source, TokenKind } from 'graphql';

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
