/**
 * What the inbox searches: every field's value of a submission, lower-cased, one per line.
 * Kept beside the row (`submissions.search_text`) so a search is a plain `LIKE` in any SQL
 * database, whatever its case rules.
 */
export function searchText(data: Readonly<Record<string, string>>): string {
  return Object.values(data)
    .map((value) => value.toLowerCase())
    .join('\n');
}

/** Longest search text accepted, in characters. */
export const MAX_SEARCH_LENGTH = 200;
/** Most words a search may have. */
export const MAX_SEARCH_TERMS = 8;

/**
 * A search as `LIKE` patterns, one per word (every word must occur, in any field), lower-cased
 * like the stored text, with `%`, `_` and the escape character `\` escaped.
 */
export function searchPatterns(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, MAX_SEARCH_TERMS)
    .map((word) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}
