import { MAX_NOTE_LENGTH, MAX_REPLY_LENGTH } from '@zcomm/site-data/api/inbox-states';
import { Button, ButtonLink, TextAreaField } from '@zcomm/storefront-ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { replyHref } from './format';
import type { InboxDetail, RecentReply, ReplyState } from './inbox-api';
import { Time } from './Time';

/** What a composer asks of the lead; each resolves true once the server has taken it. */
export interface ComposerHandlers {
  /** `confirm` sends even though the lead was answered minutes ago. */
  reply: (text: string, state: ReplyState, confirm?: boolean) => Promise<boolean>;
  markReplied: (state: ReplyState) => Promise<boolean>;
  note: (text: string) => Promise<boolean>;
}

const characters = (text: string) => [...text].length;

/** "1,204 of 10,000 characters", once a text is long enough for it to matter. */
function Length({ text, max }: { text: string; max: number }) {
  const used = characters(text);
  if (used < max * 0.8) return null;
  return (
    <p className="inbox-compose__length" data-over={used > max ? '' : undefined}>
      {`${used.toLocaleString('en-US')} of ${max.toLocaleString('en-US')} characters`}
    </p>
  );
}

/** A reply held back, as the lead was answered minutes ago: that answer, and what to do. */
export interface HeldReply {
  recent: RecentReply;
  state: ReplyState;
}

/** The answer sent minutes ago, in full, with "Send anyway" and "Cancel". */
function RecentReplyQuestion({
  held,
  busy,
  onSend,
  onCancel,
}: {
  held: HeldReply;
  busy: boolean;
  onSend: () => void;
  onCancel: () => void;
}) {
  const { recent } = held;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      className="inbox-compose__recent"
      data-slot="recent-reply"
      role="alertdialog"
      aria-labelledby="inbox-recent-reply"
      tabIndex={-1}
    >
      <p id="inbox-recent-reply" className="inbox-compose__recent-line">
        <strong>
          {recent.by} {recent.action === 'replied' ? 'replied' : 'marked it replied'}
        </strong>{' '}
        on <Time iso={recent.at} hint />. Send yours as well?
      </p>
      {recent.text ? (
        <p className="inbox-history__text inbox-compose__recent-line">{recent.text}</p>
      ) : (
        <p className="inbox-compose__recent-line">
          (Sent from their own mail program: the text is not kept.)
        </p>
      )}
      <div className="inbox-detail__actions">
        <Button type="button" variant="primary" disabled={busy} onClick={onSend}>
          Send anyway
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/**
 * The reply to the lead's sender, written here and sent from the team's address (the lead moves
 * to In progress, or Done with "Send and mark done", and is the sender's when nobody has it);
 * or, for those who answer in their own mail program, the `mailto:` link and "Mark replied".
 * A reply that would follow another answer sent minutes ago is `held`: that answer is shown,
 * with "Send anyway" and "Cancel". Whether a reply is being written is told to `onWriting`.
 */
export function ReplyComposer({
  lead,
  busy,
  handlers,
  held = null,
  onCancelHeld,
  onWriting,
  draft,
}: {
  lead: InboxDetail;
  busy: boolean;
  handlers: ComposerHandlers;
  held?: HeldReply | null;
  onCancelHeld?: () => void;
  onWriting?: (writing: boolean) => void;
  /** Text to put in the reply (a checkout link), after what is written already. */
  draft?: string | undefined;
}) {
  const [text, setText] = useState('');
  useEffect(() => {
    if (draft) setText((current) => (current.trim() ? `${current.trimEnd()}\n\n${draft}` : draft));
  }, [draft]);
  const mailto = replyHref(lead);
  const empty = text.trim() === '';
  const tooLong = characters(text.trim()) > MAX_REPLY_LENGTH;

  useEffect(() => onWriting?.(!empty), [empty, onWriting]);

  function send(state: ReplyState, confirm = false) {
    if (empty || tooLong) return;
    void handlers.reply(text, state, confirm).then((sent) => {
      if (sent) setText('');
    });
  }

  return (
    <section className="inbox-compose" aria-label="Reply">
      {lead.reply_to ? (
        <form
          className="inbox-compose__form"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            send('in_progress');
          }}
        >
          <TextAreaField
            label={`Reply to ${lead.reply_to}`}
            hint="Sent as plain text from the team’s address; answers come back to the team. It is kept in the history."
            name="reply"
            rows={4}
            value={text}
            disabled={busy}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Length text={text} max={MAX_REPLY_LENGTH} />
          {held ? (
            <RecentReplyQuestion
              held={held}
              busy={busy}
              onSend={() => send(held.state, true)}
              onCancel={() => onCancelHeld?.()}
            />
          ) : null}
          <div className="inbox-detail__actions">
            <Button type="submit" variant="primary" disabled={busy || empty || tooLong}>
              Send reply
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={busy || empty || tooLong}
              onClick={() => send('done')}
            >
              Send and mark done
            </Button>
          </div>
        </form>
      ) : (
        <p className="inbox-detail__note">
          {mailto
            ? 'Replies from the inbox are off (e-mail is not set up), or the address is not valid: reply in your mail program, then mark it replied.'
            : 'The sender left no e-mail address to reply to.'}
        </p>
      )}
      <div className="inbox-detail__actions inbox-compose__other">
        {mailto ? (
          <ButtonLink variant="ghost" href={mailto}>
            Reply by e-mail
          </ButtonLink>
        ) : null}
        <Button
          type="button"
          variant="ghost"
          disabled={busy}
          onClick={() => void handlers.markReplied('in_progress')}
        >
          Mark replied
        </Button>
      </div>
    </section>
  );
}

/** An internal note on the lead: kept in its history for the team, never sent. */
export function NoteComposer({ busy, handlers }: { busy: boolean; handlers: ComposerHandlers }) {
  const [text, setText] = useState('');
  const empty = text.trim() === '';
  const tooLong = characters(text.trim()) > MAX_NOTE_LENGTH;
  return (
    <form
      className="inbox-compose inbox-compose--note"
      aria-label="Internal note"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (empty || tooLong) return;
        void handlers.note(text).then((added) => {
          if (added) setText('');
        });
      }}
    >
      <TextAreaField
        label="Internal note"
        hint="Only the team sees it; it is never sent."
        name="note"
        rows={2}
        value={text}
        disabled={busy}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Length text={text} max={MAX_NOTE_LENGTH} />
      <div className="inbox-detail__actions">
        <Button type="submit" variant="secondary" disabled={busy || empty || tooLong}>
          Add note
        </Button>
      </div>
    </form>
  );
}
