import { Button, FormAlert, SelectField } from '@zcomm/storefront-ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../shared/shell/api';
import { formName, senderName, siteName } from './format';
import {
  type InboxDelivery,
  type InboxDetail,
  type LeadChange,
  type LeadState,
  type Presence,
  RecentReplyError,
  type ReplyState,
  type StaffMember,
} from './inbox-api';
import { LeadActions, type Question } from './LeadActions';
import { StateBadge } from './LeadList';
import { LeadOrder } from './LeadOrder';
import { LeadPresence } from './LeadPresence';
import { LeadQuote } from './LeadQuote';
import { LeadDeliveries, LeadFields, LeadHistory } from './LeadRecord';
import { type ComposerHandlers, type HeldReply, NoteComposer, ReplyComposer } from './LeadReply';
import { linkReply } from './quote-api';
import { Time } from './Time';
import type { Loaded } from './useInbox';
import { usePresence } from './usePresence';

/** What the lead's buttons ask of the inbox; each settles once the server has answered. */
export interface LeadHandlers {
  change: (lead: InboxDetail, change: LeadChange, message: string) => Promise<void>;
  resend: (lead: InboxDetail, delivery: InboxDelivery) => Promise<void>;
  reply: (lead: InboxDetail, text: string, state: ReplyState, confirm?: boolean) => Promise<void>;
  markReplied: (lead: InboxDetail, state: ReplyState) => Promise<void>;
  note: (lead: InboxDetail, text: string) => Promise<void>;
  spam: (lead: InboxDetail, spam: boolean, send?: boolean) => Promise<void>;
  remove: (lead: InboxDetail) => Promise<void>;
  signedOut: (error: unknown) => boolean;
  /** A checkout link was made: the lead is read again (its history shows it). */
  linked?: (lead: InboxDetail) => void;
}

/** The state buttons a lead offers where it stands: forward, and back. */
const moves: Record<LeadState, readonly { to: LeadState; label: string }[]> = {
  new: [
    { to: 'in_progress', label: 'Mark in progress' },
    { to: 'done', label: 'Mark done' },
  ],
  in_progress: [
    { to: 'done', label: 'Mark done' },
    { to: 'new', label: 'Back to New' },
  ],
  done: [{ to: 'in_progress', label: 'Reopen' }],
};

const moved: Record<LeadState, string> = {
  new: 'Moved back to New.',
  in_progress: 'Marked in progress.',
  done: 'Marked done.',
};

/** The lead's work: its state, and who has it. */
function Workflow({
  lead,
  staff,
  busy,
  run,
  handlers,
}: {
  lead: InboxDetail;
  staff: readonly StaffMember[];
  busy: boolean;
  run: (work: () => Promise<void>) => void;
  handlers: LeadHandlers;
}) {
  const assigneeKnown = !lead.assignee || staff.some((m) => m.id === lead.assignee?.id);
  const options = [
    ...staff.map((member) => ({ value: String(member.id), label: member.name })),
    ...(assigneeKnown || !lead.assignee
      ? []
      : [{ value: String(lead.assignee.id), label: lead.assignee.name }]),
  ];
  return (
    <div className="inbox-detail__work">
      <div className="inbox-detail__actions">
        {lead.spam
          ? null
          : moves[lead.state].map((move) => (
              <Button
                key={move.to}
                variant="secondary"
                disabled={busy}
                onClick={() => run(() => handlers.change(lead, { state: move.to }, moved[move.to]))}
              >
                {move.label}
              </Button>
            ))}
      </div>
      <SelectField
        key={`${lead.id}-${lead.assignee?.id ?? ''}-${staff.length}`}
        className="inbox-detail__assignee"
        label="Assigned to"
        name="assignee"
        placeholder="Nobody"
        options={options}
        defaultValue={lead.assignee ? String(lead.assignee.id) : ''}
        disabled={busy}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const member = staff.find((m) => String(m.id) === value);
          run(() =>
            handlers.change(
              lead,
              { assignee: member ? member.id : null },
              member ? `Assigned to ${member.name}.` : 'Left unassigned.',
            ),
          );
        }}
      />
    </div>
  );
}

/** What a failed reply, or a failed note, says; undefined where any change's words fit. */
const failures = {
  reply: (failure: unknown) =>
    failure instanceof ApiError && failure.status === 409
      ? 'It was not sent: the lead is in Spam, its sender left no valid address, or replies are off.'
      : failure instanceof ApiError && failure.status === 400
        ? 'The server did not take that text: keep it shorter, without control characters.'
        : undefined,
  note: (failure: unknown) =>
    failure instanceof ApiError && failure.status === 400
      ? 'The server did not take that note: keep it shorter, without control characters.'
      : undefined,
} as const;

/** What a failed change says. */
function changeFailure(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 404) {
    return 'That submission no longer exists: it may have been deleted.';
  }
  if (failure instanceof ApiError && failure.status === 409) {
    return 'That delivery is no longer failed: it may have been sent again already.';
  }
  if (failure instanceof ApiError && failure.status === 429) {
    return 'Too many changes at once. Wait a moment, then try again.';
  }
  return 'That did not work. Check the connection and try again.';
}

/** Who sent the lead, by which form, from which site and when; its state; who else has it. */
function LeadHeader({
  lead,
  headingId,
  headingRef,
  others,
}: {
  lead: InboxDetail;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  others: readonly Presence[];
}) {
  return (
    <header className="inbox-detail__header">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="inbox-detail__heading">
        {senderName(lead)}
      </h2>
      <p className="inbox-detail__meta">
        {formName(lead.form)} from {siteName(lead.site)}, received{' '}
        <Time iso={lead.created_at} hint />
      </p>
      <p className="inbox-detail__badges">
        <StateBadge state={lead.state} />
        {lead.spam ? <span className="inbox-badge">Spam</span> : null}
        {lead.honeypot ? <span className="inbox-badge">Caught by the bot trap</span> : null}
      </p>
      <LeadPresence others={others} />
    </header>
  );
}

/** The open lead: who sent what, where it stands, what has happened to it, and what to do. */
export function LeadDetail({
  headingId,
  loaded,
  staff,
  handlers,
}: {
  headingId: string;
  loaded: Loaded<InboxDetail>;
  staff: readonly StaffMember[];
  handlers: LeadHandlers;
}) {
  const [busy, setBusy] = useState(false);
  const [question, setQuestion] = useState<Question>(null);
  const [error, setError] = useState('');
  const [held, setHeld] = useState<HeldReply | null>(null);
  const [writing, setWriting] = useState(false);
  const [draft, setDraft] = useState<string | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lead = loaded.value;
  const others = usePresence(lead?.id, writing);

  // Opening the lead takes the reader (and the keyboard) to it, once it has loaded. (Each lead
  // gets a fresh LeadDetail, keyed by its id, so no question or error carries over.)
  const shown = Boolean(lead);
  useEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [shown]);

  if (loaded.state === 'failed') {
    return (
      <>
        <h2 id={headingId} className="inbox-detail__heading">
          Submission
        </h2>
        <FormAlert>{loaded.message}</FormAlert>
      </>
    );
  }
  if (!lead) {
    return (
      <h2 id={headingId} className="inbox-detail__heading" aria-busy="true">
        Loading…
      </h2>
    );
  }

  /** Does the work, busy meanwhile; resolves whether it worked (a failure is shown). */
  function run(work: () => Promise<void>, failed?: (failure: unknown) => string | undefined) {
    setBusy(true);
    setError('');
    return work().then(
      () => {
        setBusy(false);
        setQuestion(null);
        return true;
      },
      (failure: unknown) => {
        setBusy(false);
        if (!handlers.signedOut(failure)) setError(failed?.(failure) ?? changeFailure(failure));
        return false;
      },
    );
  }
  const current = lead;
  const composer: ComposerHandlers = {
    reply: (text, state, confirm) => {
      setHeld(null);
      return run(
        () => handlers.reply(current, text, state, confirm),
        (failure) => {
          if (!(failure instanceof RecentReplyError)) return failures.reply(failure);
          // Asked first: the answer sent minutes ago is shown, with "Send anyway".
          setHeld({ recent: failure.reply, state });
          return '';
        },
      );
    },
    markReplied: (state) => run(() => handlers.markReplied(current, state)),
    note: (text) => run(() => handlers.note(current, text), failures.note),
  };

  return (
    <article className="inbox-detail" aria-busy={busy || undefined}>
      <LeadHeader lead={lead} headingId={headingId} headingRef={headingRef} others={others} />

      <Workflow lead={lead} staff={staff} busy={busy} run={run} handlers={handlers} />
      {lead.spam ? null : (
        <ReplyComposer
          lead={lead}
          busy={busy}
          handlers={composer}
          held={held}
          onCancelHeld={() => setHeld(null)}
          onWriting={setWriting}
          draft={draft}
        />
      )}
      {error ? <FormAlert>{error}</FormAlert> : null}

      <LeadFields lead={lead} />
      <LeadOrder lead={lead} />
      {lead.order && !lead.spam ? (
        <LeadQuote
          leadId={lead.id}
          disabled={busy}
          onLink={(link) => {
            setDraft(linkReply(link));
            handlers.linked?.(lead);
          }}
        />
      ) : null}

      <h3 className="inbox-detail__subheading">Delivery</h3>
      <LeadDeliveries
        lead={lead}
        busy={busy}
        onResend={(delivery) => run(() => handlers.resend(lead, delivery))}
      />

      <h3 className="inbox-detail__subheading">History</h3>
      <LeadHistory
        lead={lead}
        busy={busy}
        onResend={(delivery) => run(() => handlers.resend(lead, delivery))}
      />
      <NoteComposer busy={busy} handlers={composer} />
      <p className="inbox-detail__id">Submission id {lead.id}</p>

      <LeadActions
        lead={lead}
        busy={busy}
        question={question}
        onAsk={setQuestion}
        onSpam={(spam, send) => run(() => handlers.spam(lead, spam, send))}
        onDelete={() => run(() => handlers.remove(lead))}
      />
    </article>
  );
}
