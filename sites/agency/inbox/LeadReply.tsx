import { MAX_NOTE_LENGTH, MAX_REPLY_LENGTH } from '@zcomm/site-data/api/inbox-states';
import { Button, ButtonLink, TextAreaField } from '@zcomm/storefront-ui';
import { type FormEvent, useState } from 'react';
import { replyHref } from './format';
import type { InboxDetail, ReplyState } from './inbox-api';

/** What a composer asks of the lead; each resolves true once the server has taken it. */
export interface ComposerHandlers {
  reply: (text: string, state: ReplyState) => Promise<boolean>;
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

/**
 * The reply to the lead's sender, written here and sent from the team's address (the lead moves
 * to In progress, or Done with "Send and mark done", and is the sender's when nobody has it);
 * or, for those who answer in their own mail program, the `mailto:` link and "Mark replied".
 */
export function ReplyComposer({
  lead,
  busy,
  handlers,
}: {
  lead: InboxDetail;
  busy: boolean;
  handlers: ComposerHandlers;
}) {
  const [text, setText] = useState('');
  const mailto = replyHref(lead);
  const empty = text.trim() === '';
  const tooLong = characters(text.trim()) > MAX_REPLY_LENGTH;

  function send(state: ReplyState) {
    if (empty || tooLong) return;
    void handlers.reply(text, state).then((sent) => {
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
