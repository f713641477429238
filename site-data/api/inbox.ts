/**
 * The staff inbox's API: a lead as the list shows it, its detail (with its deliveries and
 * history), a page of the list, the staff, and the change a PATCH carries. The server's routes
 * validate and document with these schemas; the agency's inbox reads their types. The list's
 * query is in the server (`server/api/inbox/query.ts`), beside the filter it becomes.
 */
import { type Static, type TSchema, Type } from 'typebox';
import {
  DUE_SOON_MS,
  deliveryStatuses,
  historyActions,
  leadStates,
  MAX_NOTE_LENGTH,
  MAX_REPLY_LENGTH,
  replyStates,
} from './inbox-states.ts';

/** A text that is one of `values` (typed as their union). */
function oneOf<const Values extends readonly string[]>(values: Values, options: object = {}) {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values], ...options });
}

const nullable = <Schema extends TSchema>(schema: Schema) => Type.Union([schema, Type.Null()]);

/** A lead's place in the staff's work. Every lead starts `new`. */
export const LeadState = oneOf(leadStates);
export type LeadState = Static<typeof LeadState>;

/** A staff member as the inbox names them. */
export const StaffRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type StaffRef = Static<typeof StaffRef>;

/** One field as the inbox shows it: its label from the form's contract, a choice's label. */
export const InboxField = Type.Object({
  name: Type.String(),
  label: Type.String(),
  value: Type.String(),
  option: Type.Optional(Type.String()),
});
export type InboxField = Static<typeof InboxField>;

/** A lead as the list shows it. */
export const InboxLead = Type.Object({
  id: Type.String(),
  site: Type.String(),
  form: Type.String(),
  created_at: Type.String(),
  spam: Type.Boolean(),
  /** Caught by the honeypot (it stays so when staff mark it not spam). */
  honeypot: Type.Boolean(),
  state: LeadState,
  /** Opened by a staff member at least once. */
  read: Type.Boolean(),
  assignee: nullable(StaffRef),
  fields: Type.Array(InboxField),
  /** When the team first answered (a reply sent from the inbox, or one marked as sent). */
  first_reply_at: nullable(Type.String()),
  /** Who first answered, by name. */
  first_reply_by: nullable(Type.String()),
  /**
   * A New lead's reply-by time: its site's business hours after arrival, counted from when it
   * arrived (null once it is in progress, done or spam).
   */
  reply_by: nullable(Type.String()),
});
export type InboxLead = Static<typeof InboxLead>;

/** A delivery of a lead (`status`, beside the lead's own `state`). */
export const InboxDelivery = Type.Object({
  id: Type.String(),
  channel: Type.String(),
  attempts: Type.Integer(),
  created_at: Type.String(),
  next_attempt_at: Type.String(),
  last_error: nullable(Type.String()),
  delivered_at: nullable(Type.String()),
  status: oneOf(deliveryStatuses),
});
export type InboxDelivery = Static<typeof InboxDelivery>;

/** One line of a lead's history; `by` null is the system (or the command line). */
export const HistoryEntry = Type.Object({
  at: Type.String(),
  by: nullable(StaffRef),
  action: oneOf(historyActions),
  from: Type.Optional(nullable(Type.String())),
  to: Type.Optional(nullable(Type.String())),
  /** A reply's or a note's text, as written. */
  text: Type.Optional(Type.String()),
  /** A reply sent from the inbox: its own delivery (an e-mail to the submitter). */
  delivery: Type.Optional(InboxDelivery),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

/** A lead with its deliveries and history, as GET, PATCH and resend answer. */
/** What staff see of a bulk order's artwork; `status` says whether it can be downloaded. */
export const uploadStatuses = ['clean', 'pending', 'infected'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

/** A bulk order's lines, pieces and artwork, beside its fields. */
export const LeadOrder = Type.Object({
  lines: Type.Array(
    Type.Object({
      handle: Type.String(),
      product: Type.String(),
      variant_id: Type.String(),
      variant: Type.String(),
      quantity: Type.Integer(),
    }),
  ),
  pieces: Type.Integer(),
  artwork: nullable(
    Type.Object({
      file_name: Type.String(),
      media_type: Type.String(),
      bytes: Type.Integer(),
      status: oneOf(uploadStatuses),
    }),
  ),
});
export type LeadOrder = Static<typeof LeadOrder>;

export const LeadDetail = Type.Object({
  ...InboxLead.properties,
  /** A bulk order's lines and artwork (other forms have none). */
  order: Type.Optional(nullable(LeadOrder)),
  deliveries: Type.Array(InboxDelivery),
  history: Type.Array(HistoryEntry),
  /**
   * Where a reply from the inbox would go: the submitter's address, or null when it sent none
   * that is valid, or when e-mail is not set up (`SMTP_URL`) so replies cannot be sent.
   */
  reply_to: nullable(Type.String()),
});
export type LeadDetail = Static<typeof LeadDetail>;

/** New, in progress and done leads of one site (spam left out). */
export const SiteCounts = Type.Object({
  new: Type.Integer(),
  in_progress: Type.Integer(),
  done: Type.Integer(),
});
export type SiteCounts = Static<typeof SiteCounts>;

/** A page of the list, the cursors to the pages beside it, and the counts per site. */
export const InboxPage = Type.Object({
  submissions: Type.Array(InboxLead),
  total: Type.Integer(),
  page_size: Type.Integer(),
  next_cursor: nullable(Type.String()),
  previous_cursor: nullable(Type.String()),
  counts: Type.Record(Type.String(), SiteCounts),
  /** The leads team's time zone (`TEAM_TIME_ZONE`), an IANA name: the inbox shows times in it. */
  time_zone: Type.String(),
  /** How long before its reply-by time a New lead counts as due soon, in milliseconds. */
  due_soon_ms: Type.Integer(),
});
export type InboxPage = Static<typeof InboxPage>;

/** Every staff account, by name (for the assignee choice). */
export const StaffList = Type.Object({
  staff: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() })),
});

const uuid = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

export const LeadParams = Type.Object({
  id: Type.String({ pattern: uuid, errorMessage: 'That is not a submission id.' }),
});
export type LeadParams = Static<typeof LeadParams>;

export const DeliveryParams = Type.Object({
  ...LeadParams.properties,
  deliveryId: Type.String({ pattern: uuid, errorMessage: 'That is not a delivery id.' }),
});

/** What a PATCH accepts, as the API says when it refuses one. */
export const CHANGE_HELP =
  'Send JSON with one or more of {"state": "new" | "in_progress" | "done"}, {"spam": true | false} (with "send": true to send a honeypot catch now) and {"assignee": <staff id> | null}.';

/**
 * A change to a lead: its state, spam or not (with `send`, a honeypot catch is sent now), its
 * assignee (a staff id, or null for nobody). At least one of state, spam and assignee.
 */
export const LeadChange = Type.Object(
  {
    state: Type.Optional(
      oneOf(leadStates, { errorMessage: `state must be one of: ${leadStates.join(', ')}.` }),
    ),
    spam: Type.Optional(Type.Boolean({ errorMessage: 'spam must be true or false.' })),
    send: Type.Optional(
      Type.Boolean({ errorMessage: 'send goes with "spam": false, as true or false.' }),
    ),
    assignee: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), Type.Null()], {
        errorMessage: 'assignee must be a staff id or null.',
      }),
    ),
  },
  {
    additionalProperties: false,
    anyOf: [{ required: ['state'] }, { required: ['spam'] }, { required: ['assignee'] }],
    if: { required: ['send'] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's `then`, not a thenable
    then: { required: ['spam'], properties: { spam: { const: false } } },
    errorMessage: CHANGE_HELP,
  },
);
export type LeadChange = Static<typeof LeadChange>;

/** Trimmed text of 1 to `max` characters, with the API's messages. */
function messageText(name: string, max: number) {
  return Type.String({
    minLength: 1,
    maxLength: max,
    errorMessage: {
      type: `${name} must be text.`,
      minLength: `Write the ${name.toLowerCase()} first.`,
      required: `Write the ${name.toLowerCase()} first.`,
      maxLength: `${name} must be at most ${max.toLocaleString('en-US')} characters.`,
    },
  });
}

const replyState = Type.Optional(
  oneOf(replyStates, { errorMessage: `state must be one of: ${replyStates.join(', ')}.` }),
);

/**
 * A reply to the lead's submitter, sent from the team's address: its plain text, and the state
 * the lead moves to (`in_progress` unless `done` is chosen).
 */
export const ReplyBody = Type.Object(
  {
    text: messageText('Reply', MAX_REPLY_LENGTH),
    state: replyState,
    /** Send even though the lead was answered within `RECENT_REPLY_MS` (asked first otherwise). */
    confirm: Type.Optional(Type.Boolean({ errorMessage: 'confirm must be true or false.' })),
  },
  { additionalProperties: false, required: ['text'], errorMessage: 'Send JSON {"text": "…"}.' },
);
export type ReplyBody = Static<typeof ReplyBody>;

/** A reply the team sent by other means, recorded: the state the lead moves to. */
export const MarkRepliedBody = Type.Object(
  { state: replyState },
  { additionalProperties: false, errorMessage: 'Send JSON {} or {"state": "done"}.' },
);
export type MarkRepliedBody = Static<typeof MarkRepliedBody>;

/** An internal note: never sent to anyone. */
export const NoteBody = Type.Object(
  { text: messageText('Note', MAX_NOTE_LENGTH) },
  { additionalProperties: false, required: ['text'], errorMessage: 'Send JSON {"text": "…"}.' },
);
export type NoteBody = Static<typeof NoteBody>;

/** How recent another answer to a lead is for a reply to ask first (10 minutes). */
export const RECENT_REPLY_MS = 10 * 60_000;

/** The answer that made a reply ask first: who answered, when, and what they wrote. */
export const RecentReply = Type.Object({
  by: Type.String(),
  at: Type.String(),
  /** The reply's text; empty for a reply sent by other means and marked as sent. */
  text: Type.String(),
  action: oneOf(['replied', 'marked_replied'] as const),
});
export type RecentReply = Static<typeof RecentReply>;

/** A reply refused (409): why, and, when the lead was just answered, that answer. */
export const ReplyConflict = Type.Object({
  error: Type.String(),
  recent_reply: Type.Optional(RecentReply),
});
export type ReplyConflict = Static<typeof ReplyConflict>;

/** What a staff member is doing on an open lead. */
export const presenceStates = ['viewing', 'replying'] as const;
export type PresenceState = (typeof presenceStates)[number];

/** How long a presence lasts without a new heartbeat. */
export const PRESENCE_TTL_MS = 10_000;

/** A heartbeat on an open lead: viewing it, or writing a reply. */
export const PresenceBody = Type.Object(
  {
    state: oneOf(presenceStates, {
      errorMessage: `state must be one of: ${presenceStates.join(', ')}.`,
    }),
  },
  {
    additionalProperties: false,
    required: ['state'],
    errorMessage: 'Send JSON {"state": "viewing"} or {"state": "replying"}.',
  },
);
export type PresenceBody = Static<typeof PresenceBody>;

/** The other staff who have the lead open (never the caller), by name. */
export const LeadPresence = Type.Object({
  others: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), state: oneOf(presenceStates) }),
  ),
});
export type LeadPresence = Static<typeof LeadPresence>;

export { DUE_SOON_MS };
