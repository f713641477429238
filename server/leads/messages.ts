/**
 * What staff write on a lead, in `lead_messages`: replies sent to the submitter from the inbox
 * (each queued in the outbox as a `reply` delivery in the same transaction), replies marked as
 * sent by other means, and internal notes, which are never sent. Answering a lead moves it on
 * (to In progress, or Done if chosen), gives it to whoever answered when nobody has it, and
 * records when it was first answered and by whom.
 */
import { randomUUID } from 'node:crypto';
import {
  type HistoryEntry,
  RECENT_REPLY_MS,
  type RecentReply,
  type StaffRef,
} from '@zcomm/site-data/api/inbox';
import type { replyStates } from '@zcomm/site-data/api/inbox-states';
import type { Database, Queryable } from '../db/database.ts';
import { isEmailAddress } from './field-rules.ts';
import { type Delivery, enqueueReply } from './outbox.ts';
import { recordHistory } from './store.ts';

/** The state an answered lead moves to. */
export type ReplyState = (typeof replyStates)[number];

type MessageKind = 'reply' | 'marked_replied' | 'note';

/** The address a reply to this submission goes to: its `email` field, when that is valid. */
export function replyAddress(data: Readonly<Record<string, string>>): string | null {
  const address = data.email?.trim();
  return address && isEmailAddress(address) ? address : null;
}

/** Locks the lead (PostgreSQL) and reads what answering it changes; undefined when gone. */
async function lockLead(tx: Queryable, id: string) {
  const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
  return tx.get(
    `SELECT spam, state, assignee_id, first_reply_at, payload FROM submissions WHERE id = ?${lock}`,
    [id],
  );
}

async function insertMessage(
  tx: Queryable,
  message: {
    submissionId: string;
    kind: MessageKind;
    at: string;
    by: StaffRef;
    body: string;
    to?: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  await tx.run(
    `INSERT INTO lead_messages (id, submission_id, kind, at, user_id, user_name, body, to_address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      message.submissionId,
      message.kind,
      message.at,
      message.by.id,
      message.by.name,
      message.body,
      message.to ?? null,
    ],
  );
  return id;
}

/**
 * What answering does to the lead: its state (recorded when it changes), its assignee when it
 * had none (the one who answered), and its first answer's time and author, once.
 */
async function markAnswered(
  tx: Queryable,
  id: string,
  current: Record<string, unknown>,
  by: StaffRef,
  at: string,
  state: ReplyState,
): Promise<void> {
  if (String(current.state) !== state) {
    await tx.run('UPDATE submissions SET state = ? WHERE id = ?', [state, id]);
    await recordHistory(tx, {
      submissionId: id,
      at,
      by,
      action: 'state',
      from: String(current.state),
      to: state,
    });
  }
  if (current.assignee_id === null || current.assignee_id === undefined) {
    await tx.run('UPDATE submissions SET assignee_id = ? WHERE id = ?', [by.id, id]);
    await recordHistory(tx, { submissionId: id, at, by, action: 'assigned', to: by.name });
  }
  if (current.first_reply_at === null || current.first_reply_at === undefined) {
    await tx.run('UPDATE submissions SET first_reply_at = ?, first_reply_by = ? WHERE id = ?', [
      at,
      by.name,
      id,
    ]);
  }
}

export type ReplyOutcome =
  | { outcome: 'queued'; deliveryId: string }
  | { outcome: 'recent'; reply: RecentReply }
  | { outcome: 'not-found' | 'spam' | 'no-address' };

/** The lead's latest answer (by anyone) since `since`, if any. */
async function latestAnswer(
  tx: Queryable,
  id: string,
  since: string,
): Promise<RecentReply | undefined> {
  const row = await tx.get(
    `SELECT kind, at, user_name, body FROM lead_messages
     WHERE submission_id = ? AND kind IN ('reply', 'marked_replied') AND at > ?
     ORDER BY at DESC, id DESC LIMIT 1`,
    [id, since],
  );
  if (!row) return undefined;
  return {
    by: row.user_name === null || row.user_name === undefined ? 'Someone' : String(row.user_name),
    at: String(row.at),
    text: String(row.body),
    action: row.kind === 'reply' ? 'replied' : 'marked_replied',
  };
}

/**
 * Stores a reply and queues its e-mail to the submitter, in one transaction with what answering
 * does to the lead. Refused for a lead marked spam, and for one without a valid address; and,
 * unless `confirmed`, for one answered (by anyone) within `RECENT_REPLY_MS`, with that answer.
 * The lead's row is locked meanwhile (PostgreSQL; SQLite writes one at a time), so of two
 * replies sent at once, the second sees the first.
 */
export function queueReply(
  db: Database,
  id: string,
  by: StaffRef,
  text: string,
  state: ReplyState,
  confirmed = false,
): Promise<ReplyOutcome> {
  return db.transaction(async (tx) => {
    const current = await lockLead(tx, id);
    if (!current) return { outcome: 'not-found' };
    if (Number(current.spam) === 1) return { outcome: 'spam' };
    const to = replyAddress(JSON.parse(String(current.payload)) as Record<string, string>);
    if (!to) return { outcome: 'no-address' };
    const now = Date.now();
    if (!confirmed) {
      const recent = await latestAnswer(tx, id, new Date(now - RECENT_REPLY_MS).toISOString());
      if (recent) return { outcome: 'recent', reply: recent };
    }
    const at = new Date(now).toISOString();
    const messageId = await insertMessage(tx, {
      submissionId: id,
      kind: 'reply',
      at,
      by,
      body: text,
      to,
    });
    const deliveryId = await enqueueReply(tx, id, messageId, at);
    await markAnswered(tx, id, current, by, at, state);
    return { outcome: 'queued', deliveryId };
  });
}

/**
 * Records that the team answered the lead by other means (its own mail program): answered as a
 * reply from the inbox is, with nothing sent. Refused for a lead marked spam.
 */
export function markReplied(
  db: Database,
  id: string,
  by: StaffRef,
  state: ReplyState,
): Promise<'recorded' | 'not-found' | 'spam'> {
  return db.transaction(async (tx) => {
    const current = await lockLead(tx, id);
    if (!current) return 'not-found';
    if (Number(current.spam) === 1) return 'spam';
    const at = new Date().toISOString();
    await insertMessage(tx, { submissionId: id, kind: 'marked_replied', at, by, body: '' });
    await markAnswered(tx, id, current, by, at, state);
    return 'recorded';
  });
}

/** Adds an internal note to the lead; false when there is no such lead. */
export function addNote(db: Database, id: string, by: StaffRef, text: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await tx.get('SELECT 1 AS found FROM submissions WHERE id = ?', [id]);
    if (!found) return false;
    const at = new Date().toISOString();
    await insertMessage(tx, { submissionId: id, kind: 'note', at, by, body: text });
    return true;
  });
}

/** A delivery as the inbox shows it (`status`, beside the lead's own `state`). */
export function shownDelivery({ submission_id: _, state, ...delivery }: Delivery) {
  return { ...delivery, status: state };
}

/** The lead's replies, replies marked as sent and notes, as lines of its history, oldest first. */
export async function messagesOf(db: Queryable, submissionId: string): Promise<HistoryEntry[]> {
  const rows = await db.all(
    `SELECT m.kind, m.at, m.user_id, m.user_name, m.body, m.to_address,
            o.id AS d_id, o.state AS d_state, o.attempts AS d_attempts,
            o.created_at AS d_created_at, o.next_attempt_at AS d_next_attempt_at,
            o.last_error AS d_last_error, o.delivered_at AS d_delivered_at
     FROM lead_messages m LEFT JOIN outbox o ON o.message_id = m.id
     WHERE m.submission_id = ? ORDER BY m.at, m.id`,
    [submissionId],
  );
  return rows.map((row) => {
    const kind = String(row.kind) as MessageKind;
    const entry: HistoryEntry = {
      at: String(row.at),
      by:
        row.user_name === null || row.user_name === undefined
          ? null
          : { id: Number(row.user_id), name: String(row.user_name) },
      action: kind === 'reply' ? 'replied' : kind,
    };
    if (kind === 'marked_replied') return entry;
    entry.text = String(row.body);
    if (kind === 'reply') {
      entry.to = row.to_address === null ? null : String(row.to_address);
      if (row.d_id !== null && row.d_id !== undefined) {
        entry.delivery = {
          id: String(row.d_id),
          channel: 'reply',
          status: String(row.d_state) as Delivery['state'],
          attempts: Number(row.d_attempts),
          created_at: String(row.d_created_at),
          next_attempt_at: String(row.d_next_attempt_at),
          last_error: row.d_last_error === null ? null : String(row.d_last_error),
          delivered_at: row.d_delivered_at === null ? null : String(row.d_delivered_at),
        };
      }
    }
    return entry;
  });
}

/**
 * A lead's history with its messages in time order: each message before the changes recorded
 * at the same instant (a reply, then the state and assignee it changed).
 */
export function mergeHistory(
  history: readonly HistoryEntry[],
  messages: readonly HistoryEntry[],
): HistoryEntry[] {
  const merged: HistoryEntry[] = [];
  const waiting = [...messages];
  for (const entry of history) {
    while (entry.action !== 'received' && waiting[0] && waiting[0].at <= entry.at) {
      merged.push(waiting[0]);
      waiting.shift();
    }
    merged.push(entry);
  }
  return [...merged, ...waiting];
}
