import { Button, VisuallyHidden } from '@zcomm/storefront-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import type { InboxDetail } from './inbox-api';

/** The question being asked, if any: delete for good, or send a trapped lead now. */
export type Question = 'delete' | 'send' | null;

function Confirm({
  legend,
  text,
  tone,
  busy,
  children,
  onCancel,
}: {
  legend: string;
  text: string;
  /** A warning before what cannot be undone, or a plain question. */
  tone: 'danger' | 'question';
  busy: boolean;
  children: ReactNode;
  onCancel: () => void;
}) {
  return (
    <fieldset className="inbox-detail__confirm" data-kind={legend} data-tone={tone}>
      <legend className="inbox-detail__legend">
        <VisuallyHidden>{legend}</VisuallyHidden>
      </legend>
      <p>{text}</p>
      <div className="inbox-detail__actions">
        {children}
        <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * Spam, not spam and delete. Marking a bot-trap catch "not spam" first asks whether to send it
 * now; deleting asks for confirmation. Focus moves onto a question's first answer, and back to
 * the button that asked when it is cancelled.
 */
export function LeadActions({
  lead,
  busy,
  question,
  onAsk,
  onSpam,
  onDelete,
}: {
  lead: InboxDetail;
  busy: boolean;
  question: Question;
  onAsk: (question: Question) => void;
  onSpam: (spam: boolean, send?: boolean) => void;
  onDelete: () => void;
}) {
  const answerRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const spamRef = useRef<HTMLButtonElement>(null);
  const asked = useRef<Question>(null);
  useEffect(() => {
    if (question) answerRef.current?.focus();
    else if (asked.current === 'delete') deleteRef.current?.focus();
    else if (asked.current === 'send') spamRef.current?.focus();
    asked.current = question;
  }, [question]);

  if (question === 'delete') {
    return (
      <Confirm
        legend="Confirm deletion"
        text="Delete this submission and its delivery records for good? This cannot be undone."
        tone="danger"
        busy={busy}
        onCancel={() => onAsk(null)}
      >
        <Button
          ref={answerRef}
          type="button"
          className="inbox-detail__danger"
          disabled={busy}
          onClick={onDelete}
        >
          Delete for good
        </Button>
      </Confirm>
    );
  }
  if (question === 'send') {
    return (
      <Confirm
        legend="Send it now?"
        text="The bot trap kept this lead back, so it was never delivered. Send it to the team now?"
        tone="question"
        busy={busy}
        onCancel={() => onAsk(null)}
      >
        <Button
          ref={answerRef}
          type="button"
          variant="primary"
          disabled={busy}
          onClick={() => onSpam(false, true)}
        >
          Not spam, send it now
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={busy}
          onClick={() => onSpam(false, false)}
        >
          Not spam, don't send
        </Button>
      </Confirm>
    );
  }
  const trapped = lead.spam && lead.honeypot && lead.deliveries.length === 0;
  return (
    <div className="inbox-detail__actions">
      <Button
        ref={spamRef}
        type="button"
        variant="secondary"
        disabled={busy}
        onClick={() => (trapped ? onAsk('send') : onSpam(!lead.spam))}
      >
        {lead.spam ? 'Not spam' : 'Mark as spam'}
      </Button>
      <Button
        ref={deleteRef}
        type="button"
        className="inbox-detail__delete"
        variant="ghost"
        disabled={busy}
        onClick={() => onAsk('delete')}
      >
        Delete…
      </Button>
    </div>
  );
}
