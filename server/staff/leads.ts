/**
 * A lead as the inbox API answers it: its fields under the form's labels, and, in detail, its
 * deliveries (with their `status`) and its history.
 */

import type { InboxLead, LeadDetail } from '@zcomm/site-data/api/inbox';
import { shownFields } from '../api/forms/shown-fields.ts';
import type { Queryable } from '../db/database.ts';
import { type Delivery, deliveriesOf } from '../workers/outbox.ts';
import { findSubmission, historyOf, type InboxSubmission } from './store.ts';

/** A lead as the list shows it. */
export function summary(submission: InboxSubmission): InboxLead {
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
  };
}

/** A delivery as the inbox shows it (`status`, beside the lead's own `state`). */
function shownDelivery({ submission_id: _, state, ...delivery }: Delivery) {
  return { ...delivery, status: state };
}

/** A lead with its deliveries and history, or undefined when there is no such lead. */
export async function leadDetail(db: Queryable, id: string): Promise<LeadDetail | undefined> {
  const submission = await findSubmission(db, id);
  if (!submission) return undefined;
  return {
    ...summary(submission),
    deliveries: (await deliveriesOf(db, id)).map(shownDelivery),
    history: await historyOf(db, submission),
  };
}
