/**
 * The list's page cursors: where a page starts (after or before a lead's key), handed out as
 * opaque text (base64url of a small JSON) and read back, refusing any the inbox did not make.
 */

import type { PageKey } from '../../leads/store.ts';
import { HttpError } from '../../shared/http-errors.ts';

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A page's cursor: where the page starts. */
export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.direction, key.created_at, key.id])).toString('base64url');
}

/** The key a cursor names; 400 for text the inbox did not hand out. */
export function decodeCursor(text: string): PageKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 3 &&
    (parsed[0] === 'older' || parsed[0] === 'newer') &&
    typeof parsed[1] === 'string' &&
    !Number.isNaN(Date.parse(parsed[1])) &&
    typeof parsed[2] === 'string' &&
    idPattern.test(parsed[2])
  ) {
    return { direction: parsed[0], created_at: parsed[1], id: parsed[2] };
  }
  throw new HttpError(
    400,
    'cursor is not one this inbox handed out: start again from the first page.',
  );
}
