/**
 * A large inbox for the scale test and the inbox benchmark: quote requests with every field at
 * its length limit, written straight into the database in a few large transactions.
 */
import { randomUUID } from 'node:crypto';
import { forms } from '@zcomm/site-data/forms';
import type { Database } from '../../server/db/database.ts';
import { searchText } from '../../server/shared/search-text.ts';

/** A character UTF-8 writes in 4 bytes (and spreadsheets show): the most bytes per character. */
const WIDE = '𝒵';

/**
 * A quote request whose every field is at its length limit: free text in 4-byte characters
 * (with `marker` and a few words a search can find at its start), the longest option of each
 * choice, a 254-character e-mail address and a 2,048-character URL.
 */
export function quoteAtLimits(marker: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [name, field] of Object.entries(forms.quote.fields)) {
    if (field.options) {
      data[name] = field.options.reduce(
        (longest, option) => (option.value.length > longest.length ? option.value : longest),
        '',
      );
    } else if (field.kind === 'email') {
      const local = `lead.${marker}.${'x'.repeat(40)}`.slice(0, 64);
      data[name] = `${local}@${'d'.repeat(254 - local.length - '@.example'.length)}.example`;
    } else if (field.kind === 'url') {
      data[name] = `https://example.com/${marker}/`.padEnd(field.maxLength, 'p');
    } else if (field.kind === 'count') {
      data[name] = '9'.repeat(field.maxLength);
    } else if (field.kind === 'tel') {
      data[name] = '+1 555 0100 '.padEnd(field.maxLength, '9');
    } else {
      const start = `${marker} quote jackets warehouse shopify `;
      data[name] = start + WIDE.repeat(field.maxLength - [...start].length);
    }
  }
  return data;
}

/**
 * Stores `count` quote requests at their length limits for the agency, one second apart
 * ending at `newest`, in transactions of 250; resolves with their ids, newest first.
 */
export async function seedLargeInbox(
  db: Database,
  count: number,
  newest: Date = new Date(),
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 250) {
    await db.transaction(async (tx) => {
      for (let index = start; index < Math.min(count, start + 250); index += 1) {
        const id = randomUUID();
        const data = quoteAtLimits(`lead-${index}`);
        await tx.run(
          `INSERT INTO submissions (id, form, site, payload, created_at, spam, honeypot,
             search_text)
           VALUES (?, 'quote', 'agency', ?, ?, 0, 0, ?)`,
          [
            id,
            JSON.stringify(data),
            new Date(newest.getTime() - index * 1000).toISOString(),
            searchText(data),
          ],
        );
        ids.push(id);
      }
    });
  }
  return ids;
}
