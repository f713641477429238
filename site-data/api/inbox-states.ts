/**
 * The inbox's fixed lists as plain values, for code that needs them at run time without the
 * schemas (the agency's inbox: its filters and labels). `inbox.ts` builds its schemas on them.
 */

/** A lead's place in the staff's work. Every lead starts `new`. */
export const leadStates = ['new', 'in_progress', 'done'] as const;

/** Where a delivery of a lead (e-mail, webhook) stands. */
export const deliveryStatuses = ['pending', 'delivered', 'failed', 'cancelled'] as const;

/** What a line of a lead's history records. */
export const historyActions = [
  'received',
  'read',
  'state',
  'spam',
  'not_spam',
  'assigned',
  'resent',
  'deliveries_cancelled',
] as const;
