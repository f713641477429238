import { Button } from '@zcomm/storefront-ui';
import {
  channelList,
  channelName,
  isEmailField,
  isPhoneField,
  phoneHref,
  replyHref,
  stateName,
} from './format';
import { type HistoryEntry, type InboxDelivery, type InboxDetail, isLeadState } from './inbox-api';
import { Time } from './Time';

/** An answer that reads better across the whole card: several lines, or more than a short line. */
function isLong(text: string): boolean {
  return text.includes('\n') || [...text].length > 48;
}

/** One answer: an e-mail address to reply to, a phone number to call, or the text as sent. */
function FieldValue({ lead, name, text }: { lead: InboxDetail; name: string; text: string }) {
  const href = isEmailField(name) ? replyHref(lead) : isPhoneField(name) ? phoneHref(text) : '';
  return href ? <a href={href}>{text}</a> : text;
}

/** A bulk order's fields its order table shows instead. */
const orderFields = new Set(['lines', 'pieces']);

/** Every field of the lead, labelled as its form labels it (a bulk order's lines in its table). */
export function LeadFields({ lead }: { lead: InboxDetail }) {
  const fields = lead.order
    ? lead.fields.filter((field) => !orderFields.has(field.name))
    : lead.fields;
  return (
    <dl className="inbox-detail__fields">
      {fields.map((field) => {
        const text = field.option ?? field.value;
        return (
          <div
            key={field.name}
            className="inbox-detail__field"
            data-long={isLong(text) ? '' : undefined}
          >
            <dt>{field.label}</dt>
            <dd>
              <FieldValue lead={lead} name={field.name} text={text} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Where one delivery stands, in a sentence; its times in the browser's zone, UTC on hover. */
function DeliveryStatus({ delivery }: { delivery: InboxDelivery }) {
  const channel = channelName(delivery.channel);
  const tries = delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`;
  switch (delivery.status) {
    case 'delivered':
      return (
        <span>
          {channel}: delivered
          {delivery.delivered_at ? (
            <>
              {' '}
              <Time iso={delivery.delivered_at} />
            </>
          ) : null}{' '}
          ({tries})
        </span>
      );
    case 'failed':
      return <span>{`${channel}: failed after ${tries}`}</span>;
    case 'cancelled':
      return <span>{`${channel}: cancelled, not sent`}</span>;
    default:
      return delivery.attempts > 0 ? (
        <span>
          {channel}: pending, {tries} so far, next try <Time iso={delivery.next_attempt_at} />
        </span>
      ) : (
        <span>{`${channel}: pending`}</span>
      );
  }
}

/** Where each delivery stands; one that failed for good can be sent again. */
export function LeadDeliveries({
  lead,
  busy,
  onResend,
}: {
  lead: InboxDetail;
  busy: boolean;
  onResend: (delivery: InboxDelivery) => void;
}) {
  if (lead.deliveries.length === 0) {
    return (
      <p className="inbox-detail__note">
        {lead.honeypot
          ? 'Not delivered: the bot trap caught it, so it was kept here only.'
          : 'Not delivered: no e-mail or webhook was set up when it arrived.'}
      </p>
    );
  }
  return (
    <ul className="inbox-detail__deliveries">
      {lead.deliveries.map((delivery) => (
        <li key={delivery.id} className="inbox-delivery" data-state={delivery.status}>
          <DeliveryStatus delivery={delivery} />
          {delivery.status !== 'delivered' && delivery.last_error ? (
            <span className="inbox-detail__error">Last error: {delivery.last_error}</span>
          ) : null}
          {delivery.status === 'failed' ? (
            <Button
              type="button"
              variant="secondary"
              className="inbox-delivery__resend"
              disabled={busy}
              aria-label={`Send again: ${delivery.channel === 'email' ? 'e-mail' : delivery.channel}`}
              onClick={() => onResend(delivery)}
            >
              Send again
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const named = (value: string | null | undefined) =>
  isLeadState(value) ? stateName(value) : (value ?? 'none');

/** One line of the history: what happened, in words. */
export function historyText(entry: HistoryEntry): string {
  const who = entry.by?.name ?? 'The system';
  switch (entry.action) {
    case 'received':
      return 'Received';
    case 'read':
      return `${who} opened it`;
    case 'state':
      return `${who} changed it from ${named(entry.from)} to ${named(entry.to)}`;
    case 'spam':
      return `${who} marked it as spam`;
    case 'not_spam':
      return `${who} marked it as not spam`;
    case 'assigned':
      return entry.to ? `${who} assigned it to ${entry.to}` : `${who} left it unassigned`;
    case 'resent':
      return entry.to ? `${who} sent it (${channelList(entry.to)})` : `${who} sent it`;
    case 'deliveries_cancelled':
      return `${who} cancelled its pending ${entry.to ? channelList(entry.to) : 'deliveries'}`;
    case 'replied':
      return entry.to ? `${who} replied to ${entry.to}` : `${who} replied`;
    case 'marked_replied':
      return `${who} marked it replied`;
    case 'note':
      return `${who} added a note`;
    case 'checkout_link':
      return `${who} made a checkout link for ${entry.to ?? 'the buyer'}`;
    case 'ordered':
      return `The buyer placed the order${entry.text ? ` ${entry.text}` : ''}${entry.to ? `, ${entry.to}` : ''}`;
    default:
      return `${who}: ${entry.action}`;
  }
}

/** Where a reply's e-mail stands, and Send again once it has failed for good. */
function ReplyDelivery({
  delivery,
  busy,
  onResend,
}: {
  delivery: InboxDelivery;
  busy: boolean;
  onResend: (delivery: InboxDelivery) => void;
}) {
  return (
    <span className="inbox-delivery" data-state={delivery.status}>
      <DeliveryStatus delivery={delivery} />
      {delivery.status !== 'delivered' && delivery.last_error ? (
        <span className="inbox-detail__error">Last error: {delivery.last_error}</span>
      ) : null}
      {delivery.status === 'failed' ? (
        <Button
          type="button"
          variant="secondary"
          className="inbox-delivery__resend"
          disabled={busy}
          aria-label="Send again: reply"
          onClick={() => onResend(delivery)}
        >
          Send again
        </Button>
      ) : null}
    </span>
  );
}

/** Who did what to the lead, and when, oldest first: replies and notes with their text. */
export function LeadHistory({
  lead,
  busy = false,
  onResend = () => undefined,
}: {
  lead: InboxDetail;
  busy?: boolean;
  onResend?: (delivery: InboxDelivery) => void;
}) {
  if (lead.history.length === 0) return <p className="inbox-detail__note">Nothing recorded yet.</p>;
  return (
    <ol className="inbox-history">
      {lead.history.map((entry, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end
          key={`${index}|${entry.at}|${entry.action}`}
          className="inbox-history__entry"
          data-action={entry.action}
        >
          <span>{historyText(entry)}</span> <Time className="inbox-history__time" iso={entry.at} />
          {entry.text ? <p className="inbox-history__text">{entry.text}</p> : null}
          {entry.delivery ? (
            <ReplyDelivery delivery={entry.delivery} busy={busy} onResend={onResend} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
