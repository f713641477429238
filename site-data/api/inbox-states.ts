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
  'replied',
  'marked_replied',
  'note',
  'checkout_link',
  'ordered',
] as const;

/** The states a reply (or a reply marked as sent) may move its lead to. */
export const replyStates = ['in_progress', 'done'] as const;

/** Longest reply, in characters. */
export const MAX_REPLY_LENGTH = 10_000;
/** Longest internal note, in characters. */
export const MAX_NOTE_LENGTH = 4_000;

/** A New lead is "due soon" this long before its reply-by time. */
export const DUE_SOON_MS = 30 * 60_000;

/** The orders the list offers: newest first, or New leads whose reply is due first. */
export const listSorts = ['newest', 'due'] as const;
