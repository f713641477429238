/**
 * A bulk order's priced checkout links in the database (`lead_checkout_links`, migration 65):
 * each link made, the lead's history lines it gives (`checkout_link`, then `ordered`), and the
 * closing of the lead when the shop says the link's cart was ordered.
 */
import { randomUUID } from 'node:crypto';
import type { HistoryEntry } from '@zcomm/site-data/api/inbox';
import type { CheckoutLink, OrderChange, QuotedLine } from '@zcomm/site-data/api/quotes';
import { orderChangeText } from '@zcomm/site-data/bulk-order';
import { retryWhileBusy } from '../db/busy.ts';
import type { Database, Queryable } from '../db/database.ts';
import { type OrderedLine, orderChanges } from './order-changes.ts';
import { recordHistory } from './store.ts';

/** A link as it is kept: the cart's store and token beside what the inbox shows. */
export interface NewCheckoutLink {
  submissionId: string;
  store: string;
  cartToken: string;
  /** The keyed cart id (`gid://shopify/Cart/<token>?key=…`), to read the cart back. */
  cartId: string;
  url: string;
  discountCode: string | null;
  email: string;
  lines: QuotedLine[];
  total: string;
  by: { id: number; name: string };
}

/** Keeps a link made for a lead; its history shows it from now on. */
export async function insertCheckoutLink(db: Database, link: NewCheckoutLink): Promise<string> {
  const at = new Date().toISOString();
  await retryWhileBusy(() =>
    db.run(
      `INSERT INTO lead_checkout_links (id, submission_id, store, cart_token, cart_id,
         checkout_url, discount_code, email, lines, total, created_at, created_by_id,
         created_by_name)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        link.submissionId,
        link.store,
        link.cartToken,
        link.cartId,
        link.url,
        link.discountCode,
        link.email,
        JSON.stringify(link.lines),
        link.total,
        at,
        link.by.id,
        link.by.name,
      ],
    ),
  );
  return at;
}

/** A row's `order_changes`: null until ordered (or when the order named no lines). */
const orderChangesOf = (row: Record<string, unknown>): OrderChange[] | null =>
  row.order_changes === null ? null : (JSON.parse(String(row.order_changes)) as OrderChange[]);

function toLink(row: Record<string, unknown>): CheckoutLink {
  return {
    url: String(row.checkout_url),
    discount_code: row.discount_code === null ? null : String(row.discount_code),
    email: String(row.email),
    lines: JSON.parse(String(row.lines)) as QuotedLine[],
    total: String(row.total),
    created_at: String(row.created_at),
    created_by: row.created_by_name === null ? null : String(row.created_by_name),
    ordered_at: row.ordered_at === null ? null : String(row.ordered_at),
    order_name: row.order_name === null ? null : String(row.order_name),
    order_changes: orderChangesOf(row),
  };
}

/** A lead's links, oldest first. */
export async function checkoutLinksOf(
  db: Queryable,
  submissionId: string,
): Promise<CheckoutLink[]> {
  const rows = await db.all(
    `SELECT checkout_url, discount_code, email, lines, total, created_at, created_by_name,
       ordered_at, order_name, order_changes
     FROM lead_checkout_links WHERE submission_id = ? ORDER BY created_at, id`,
    [submissionId],
  );
  return rows.map(toLink);
}

/**
 * A lead's links as lines of its history, in time order: `checkout_link` (by whom, the link in
 * `text`, the buyer in `to`), and `ordered` (the order's name in `text`, and in `to` what it
 * changed from the link's lines, if anything) once it was ordered.
 */
export async function checkoutLinkHistory(
  db: Queryable,
  submissionId: string,
): Promise<HistoryEntry[]> {
  const rows = await db.all(
    `SELECT created_at, created_by_id, created_by_name, checkout_url, email, ordered_at, order_name,
       order_changes
     FROM lead_checkout_links WHERE submission_id = ?`,
    [submissionId],
  );
  const entries: HistoryEntry[] = rows.flatMap((row) => {
    const made: HistoryEntry = {
      at: String(row.created_at),
      by:
        row.created_by_name === null
          ? null
          : { id: Number(row.created_by_id), name: String(row.created_by_name) },
      action: 'checkout_link',
      to: String(row.email),
      text: String(row.checkout_url),
    };
    if (row.ordered_at === null) return [made];
    const ordered: HistoryEntry = {
      at: String(row.ordered_at),
      by: null,
      action: 'ordered',
      text: row.order_name === null ? '' : String(row.order_name),
    };
    const changes = orderChangesOf(row) ?? [];
    if (changes.length > 0) {
      ordered.to = `not as quoted: ${changes.map(orderChangeText).join('; ')}`;
    }
    return [made, ordered];
  });
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/**
 * The shop said the cart with this token was ordered: the link that made it records the order
 * and what it changed from the link's lines. An order as quoted marks its lead done (in its
 * history, by the system); one that is not stays where it was, for staff to look at. Resolves
 * with the lead's id and whether the order was as quoted, or undefined when no link made that
 * cart (a shopper's own cart) or it was recorded already.
 */
export function closeOrderedLink(
  db: Database,
  store: string,
  cartToken: string,
  order: { name: string | null; lines: OrderedLine[] | null },
): Promise<{ lead: string; asQuoted: boolean } | undefined> {
  return retryWhileBusy(() =>
    db.transaction(async (tx) => {
      const link = await tx.get(
        `SELECT id, submission_id, lines FROM lead_checkout_links
         WHERE store = ? AND cart_token = ? AND ordered_at IS NULL`,
        [store, cartToken],
      );
      if (!link) return undefined;
      const at = new Date().toISOString();
      const submissionId = String(link.submission_id);
      const changes = order.lines
        ? orderChanges(JSON.parse(String(link.lines)) as QuotedLine[], order.lines)
        : null;
      await tx.run(
        `UPDATE lead_checkout_links SET ordered_at = ?, order_name = ?, order_changes = ?
         WHERE id = ?`,
        [at, order.name, changes && JSON.stringify(changes), String(link.id)],
      );
      const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
      const lead = await tx.get(`SELECT state FROM submissions WHERE id = ?${lock}`, [
        submissionId,
      ]);
      const asQuoted = changes === null || changes.length === 0;
      if (lead && asQuoted && String(lead.state) !== 'done') {
        await tx.run(`UPDATE submissions SET state = 'done' WHERE id = ?`, [submissionId]);
        await recordHistory(tx, {
          submissionId,
          at,
          by: null,
          action: 'state',
          from: String(lead.state),
          to: 'done',
        });
      }
      return { lead: submissionId, asQuoted };
    }),
  );
}
