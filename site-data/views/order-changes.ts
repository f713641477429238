/**
 * An order's changes from its checkout link, in words, for the inbox's history and its link
 * list: apart from the API's schemas so the inbox's code carries no schema library.
 */
import type { OrderChange } from '../api/quotes.ts';

/** One change: `Class 3 Jacket — Yellow / L: 24 ordered, 20 quoted`. */
export function orderChangeText({ item, quoted, ordered }: OrderChange): string {
  if (ordered === 0) return `${item}: left out (${quoted} quoted)`;
  if (quoted === 0) return `${item}: ${ordered} added, not quoted`;
  return `${item}: ${ordered} ordered, ${quoted} quoted`;
}
