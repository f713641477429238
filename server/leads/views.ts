/**
 * A lead as the inbox API answers it: its fields under the form's labels, its reply-by time,
 * and, in detail, its deliveries (with their `status`), where a reply would go, and its
 * history with the replies and notes written on it.
 */

import type {
  HistoryEntry,
  InboxLead,
  LeadDetail,
  LeadOrder,
  UploadStatus,
} from '@zcomm/site-data/api/inbox';
import {
  BULK_ORDER_LINES_DATA,
  BULK_ORDER_PIECES_DATA,
  storedOrderLines,
} from '@zcomm/site-data/bulk-order';
import type { Queryable } from '../db/database.ts';
import { type BusinessHours, replyByOf } from './business-hours.ts';
import { checkoutLinkHistory } from './checkout-link-store.ts';
import { mergeHistory, messagesOf, replyAddress, shownDelivery } from './messages.ts';
import { deliveriesOf } from './outbox.ts';
import { shownFields } from './shown-fields.ts';
import { findSubmission, historyOf, type InboxSubmission } from './store.ts';

/** What the inbox's answers depend on beyond the lead itself. */
export interface LeadView {
  /** The sites' business hours, which give New leads their reply-by time. */
  hours: BusinessHours;
  /** Whether replies can be sent from the inbox (e-mail is set up). */
  repliesEnabled: boolean;
}

/** A lead as the list shows it. */
export function summary(submission: InboxSubmission, view: LeadView): InboxLead {
  return {
    id: submission.id,
    site: submission.site,
    form: submission.form,
    created_at: submission.created_at,
    spam: submission.spam,
    honeypot: submission.honeypot,
    state: submission.state,
    read: submission.read,
    assignee: submission.assignee,
    fields: shownFields(submission.form, submission.data),
    first_reply_at: submission.first_reply_at,
    first_reply_by: submission.first_reply_by,
    reply_by: replyByOf(view.hours, submission),
  };
}

/** History lines in time order (a stable sort: lines at one instant keep their order). */
const sortedByTime = (entries: HistoryEntry[]) =>
  entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

/** A lead with its deliveries and history, or undefined when there is no such lead. */
export async function leadDetail(
  db: Queryable,
  id: string,
  view: LeadView,
): Promise<LeadDetail | undefined> {
  const submission = await findSubmission(db, id);
  if (!submission) return undefined;
  const deliveries = await deliveriesOf(db, id);
  const history = await historyOf(db, submission);
  const messages = sortedByTime([
    ...(await messagesOf(db, id)),
    ...(await checkoutLinkHistory(db, id)),
  ]);
  return {
    ...summary(submission, view),
    // The notifications; each reply's own delivery is shown on its line of the history.
    deliveries: deliveries.filter((delivery) => delivery.channel !== 'reply').map(shownDelivery),
    history: mergeHistory(history, messages),
    reply_to: view.repliesEnabled ? replyAddress(submission.data) : null,
    ...(Object.hasOwn(submission.data, BULK_ORDER_LINES_DATA)
      ? { order: await orderOf(db, submission) }
      : {}),
  };
}

/** A bulk order's lines and its artwork's record, if it has one. */
async function orderOf(db: Queryable, submission: InboxSubmission): Promise<LeadOrder> {
  const lines = storedOrderLines(submission.data[BULK_ORDER_LINES_DATA]);
  const upload = await db.get(
    'SELECT file_name, media_type, bytes, status FROM lead_uploads WHERE submission_id = ?',
    [submission.id],
  );
  return {
    lines: lines.map((line) => ({
      handle: line.handle,
      product: line.product,
      variant_id: line.variantId,
      variant: line.variant,
      quantity: line.quantity,
    })),
    pieces: Number(submission.data[BULK_ORDER_PIECES_DATA] ?? 0),
    artwork: upload
      ? {
          file_name: String(upload.file_name),
          media_type: String(upload.media_type),
          bytes: Number(upload.bytes),
          status: String(upload.status) as UploadStatus,
        }
      : null,
  };
}
