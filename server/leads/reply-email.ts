/**
 * A reply staff wrote in the inbox, as the e-mail the submitter gets: from the team's address,
 * `Reply-To` the team, threaded under the lead's notification, plain text. Nothing a visitor or
 * a staff member typed goes into a header: the subject is made of the site's and the form's
 * names, the addresses were checked when the reply was queued, and the ids are the server's.
 */
import { forms, isFormName } from '@zcomm/site-data/forms';
import type { Queryable } from '../db/database.ts';
import { isEmailAddress } from './field-rules.ts';
import { domainOf, siteName } from './mail-names.ts';
import type { ClaimedDelivery } from './outbox.ts';
import type { EmailSettings } from './settings.ts';

/** A reply as the outbox's delivery of it needs it. */
export interface ReplyRecord {
  /** The staff member's text. */
  body: string;
  /** Who wrote it, by name (the signature). */
  author: string | null;
  /** The submitter's address, checked when the reply was queued. */
  to: string;
  /** The delivery id of the lead's notification e-mail, when it had one: the thread's root. */
  notificationId: string | null;
  /** The delivery ids of the replies to this lead delivered before this one, oldest first. */
  earlier: string[];
}

export interface ReplyEmail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  /** The only body: plain text. */
  text: string;
  messageId: string;
  inReplyTo: string | undefined;
  references: string[];
  headers: Record<string, string>;
}

/** The reply a delivery sends, with the ids it threads under; undefined when it is gone. */
export async function replyOf(
  db: Queryable,
  delivery: Pick<ClaimedDelivery, 'id' | 'submission_id'>,
): Promise<ReplyRecord | undefined> {
  const row = await db.get(
    `SELECT m.body, m.user_name, m.to_address, m.at FROM outbox o
     JOIN lead_messages m ON m.id = o.message_id
     WHERE o.id = ? AND o.channel = 'reply'`,
    [delivery.id],
  );
  if (!row) return undefined;
  const notification = await db.get(
    `SELECT id FROM outbox WHERE submission_id = ? AND channel = 'email'`,
    [delivery.submission_id],
  );
  const earlier = await db.all(
    `SELECT o.id FROM outbox o JOIN lead_messages m ON m.id = o.message_id
     WHERE o.submission_id = ? AND o.channel = 'reply' AND o.state = 'delivered' AND o.id <> ?
       AND m.at <= ?
     ORDER BY m.at, o.id`,
    [delivery.submission_id, delivery.id, String(row.at)],
  );
  return {
    body: String(row.body),
    author: row.user_name === null ? null : String(row.user_name),
    to: String(row.to_address ?? ''),
    notificationId: notification ? String(notification.id) : null,
    earlier: earlier.map((reply) => String(reply.id)),
  };
}

/** The submitter's text quoted below the reply, each line after `> `. */
function quoted(text: string): string[] {
  return text.split('\n').map((line) => (line === '' ? '>' : `> ${line}`));
}

/**
 * The e-mail of one reply: to the submitter, from the sender (`LEAD_SENDER`), `Reply-To` the
 * team (`LEAD_REPLY_TO`, else the sender), `In-Reply-To` the notification's Message-ID and
 * `References` it and the replies sent before, so the team's and the submitter's mail programs
 * keep one thread. Its own Message-ID comes from its delivery id, as the notification's does.
 */
export function composeReplyEmail(
  delivery: ClaimedDelivery,
  reply: ReplyRecord,
  settings: EmailSettings,
): ReplyEmail {
  if (!isEmailAddress(reply.to)) {
    throw Object.assign(new Error('The submitter’s address is not valid'), { permanent: true });
  }
  const { submission } = delivery;
  const domain = domainOf(settings.sender);
  const id = (deliveryId: string) => `<${deliveryId}@${domain}>`;
  const site = siteName(submission.site);
  const what = isFormName(submission.form) ? forms[submission.form].replySubject : 'Your message';
  const references = [
    ...(reply.notificationId ? [id(reply.notificationId)] : []),
    ...reply.earlier.map(id),
  ];
  const lines = [reply.body, '', '--', ...(reply.author ? [reply.author] : []), site];
  const original = submission.data.message;
  if (original) {
    const received = submission.created_at.slice(0, 16).replace('T', ' ');
    lines.push('', `On ${received} UTC you wrote:`, ...quoted(original));
  }
  return {
    from: settings.sender,
    to: reply.to,
    replyTo: settings.replyTo ?? settings.sender,
    subject: `Re: ${what} to ${site}`,
    text: `${lines.join('\n')}\n`,
    messageId: id(delivery.id),
    inReplyTo: references[0],
    references,
    headers: { 'X-Submission-Id': submission.id },
  };
}
