import { orderChangeText } from '@zcomm/site-data/bulk-order';
import { Button, FormAlert, TextField } from '@zcomm/storefront-ui';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../shared/shell/api';
import {
  amountText,
  type CheckoutLink,
  fetchQuote,
  makeCheckoutLink,
  type OrderChange,
  type Quote,
  typedCents,
} from './quote-api';
import { Time } from './Time';

const failureText = (failure: unknown) =>
  failure instanceof ApiError && failure.message
    ? failure.message
    : 'The shop could not be reached. Try again in a moment.';

/**
 * What the order changed from the link's lines. The code covers the link's variants, not its
 * quantities, so pieces the buyer added were sold at the agreed price too.
 */
function OrderChanges({ changes }: { changes: readonly OrderChange[] }) {
  return (
    <div className="inbox-quote__changes" role="note" aria-label="Not ordered as quoted">
      <p>
        <strong>Not ordered as quoted.</strong> The agreed prices applied to what the buyer ordered:
      </p>
      <ul>
        {changes.map((change) => (
          <li key={change.item}>{orderChangeText(change)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The links made for the lead: where each went, its total, and whether it was ordered. */
function MadeLinks({ links }: { links: readonly CheckoutLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="inbox-quote__links" aria-label="Checkout links made">
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url}>Checkout link</a> for {link.email}, ${link.total}
          {link.discount_code ? ` (code ${link.discount_code})` : ''}, made{' '}
          <Time iso={link.created_at} />
          {link.ordered_at ? (
            <>
              {' '}
              · ordered {link.order_name ?? ''} <Time iso={link.ordered_at} />
            </>
          ) : null}
          {link.order_changes?.length ? <OrderChanges changes={link.order_changes} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The table of lines with a unit price field each, and the totals. */
function PriceTable({
  quote,
  prices,
  onPrice,
  disabled,
}: {
  quote: Quote;
  prices: readonly string[];
  onPrice: (index: number, text: string) => void;
  disabled: boolean;
}) {
  const listTotal = quote.lines.reduce(
    (sum, line) => sum + (typedCents(line.list_price) ?? 0) * line.quantity,
    0,
  );
  const quoted = quote.lines.map((_line, index) => typedCents(prices[index] ?? ''));
  const quotedTotal = quote.lines.reduce(
    (sum, line, index) => sum + (quoted[index] ?? 0) * line.quantity,
    0,
  );
  return (
    <table className="inbox-order__table inbox-quote__table">
      <caption>Unit prices (USD)</caption>
      <thead>
        <tr>
          <th scope="col">Line</th>
          <th scope="col" data-slot="pieces">
            Pieces
          </th>
          <th scope="col" data-slot="amount">
            List price
          </th>
          <th scope="col" data-slot="amount">
            Unit price
          </th>
          <th scope="col" data-slot="amount">
            Line total
          </th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, index) => {
          const cents = quoted[index];
          return (
            <tr key={line.variant_id}>
              <td>
                {line.product} — {line.variant}
              </td>
              <td data-slot="pieces">{line.quantity}</td>
              <td data-slot="amount">${line.list_price}</td>
              <td data-slot="amount">
                <input
                  className="inbox-quote__price"
                  inputMode="decimal"
                  aria-label={`Unit price, ${line.product} — ${line.variant}`}
                  aria-invalid={cents === undefined || undefined}
                  value={prices[index] ?? ''}
                  disabled={disabled}
                  onChange={(event) => onPrice(index, event.currentTarget.value)}
                />
              </td>
              <td data-slot="amount">
                {cents === undefined ? '—' : `$${amountText(cents * line.quantity)}`}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td data-slot="amount">${amountText(listTotal)}</td>
          <td />
          <td data-slot="amount">
            {quoted.every((cents) => cents !== undefined) ? `$${amountText(quotedTotal)}` : '—'}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Why the prices cannot be sent yet, or undefined. */
function priceProblem(quote: Quote, prices: readonly string[]): string | undefined {
  for (const [index, line] of quote.lines.entries()) {
    const cents = typedCents(prices[index] ?? '');
    if (cents === undefined) return `Line ${index + 1}: enter the unit price, like 74.50.`;
    if (cents > (typedCents(line.list_price) ?? 0)) {
      return `Line ${index + 1}: the unit price is above the shop’s price of $${line.list_price}.`;
    }
  }
  return undefined;
}

/**
 * A bulk order's price editor: staff set the agreed price of one piece of each line (or a
 * discount for every line), and **Make checkout link** asks the shop's storefront for a cart
 * of exactly those lines. The link goes to `onLink` (the reply composer takes it).
 */
export function LeadQuote({
  leadId,
  disabled = false,
  onLink,
}: {
  leadId: string;
  disabled?: boolean;
  onLink: (link: CheckoutLink) => void;
}) {
  const [quote, setQuote] = useState<Quote | null>(null);
  const [prices, setPrices] = useState<string[]>([]);
  const [discount, setDiscount] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  function open() {
    setBusy(true);
    setError('');
    fetchQuote(leadId).then(
      (answer) => {
        setQuote(answer);
        setPrices(answer.lines.map((line) => line.list_price));
        setBusy(false);
      },
      (failure: unknown) => {
        setError(failureText(failure));
        setBusy(false);
      },
    );
  }

  if (!quote) {
    return (
      <section className="inbox-quote" aria-label="Price for checkout">
        <Button type="button" variant="secondary" disabled={busy || disabled} onClick={open}>
          Price for checkout
        </Button>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </section>
    );
  }

  function applyDiscount() {
    const percent = Number(discount.trim().replace(/%$/, ''));
    if (!quote || !Number.isFinite(percent) || percent < 0 || percent > 100) {
      setError('Enter a discount from 0 to 100 %.');
      return;
    }
    setError('');
    setPrices(
      quote.lines.map((line) =>
        amountText(Math.round(((typedCents(line.list_price) ?? 0) * (100 - percent)) / 100)),
      ),
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!quote) return;
    const problem = priceProblem(quote, prices);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError('');
    const unitPrices = prices.map((text) => amountText(typedCents(text) ?? 0));
    makeCheckoutLink(leadId, unitPrices).then(
      (link) => {
        setQuote({ ...quote, links: [...quote.links, link] });
        setBusy(false);
        onLink(link);
      },
      (failure: unknown) => {
        setError(failureText(failure));
        setBusy(false);
      },
    );
  }

  return (
    <section
      className="inbox-quote"
      aria-labelledby={`quote-${leadId}`}
      aria-busy={busy || undefined}
    >
      <h3 className="inbox-detail__subheading" id={`quote-${leadId}`}>
        Price for checkout
      </h3>
      <form className="inbox-quote__form" onSubmit={submit} noValidate>
        <PriceTable
          quote={quote}
          prices={prices}
          disabled={busy || disabled}
          onPrice={(index, text) =>
            setPrices((current) => current.map((value, at) => (at === index ? text : value)))
          }
        />
        <div className="inbox-quote__discount">
          <TextField
            label="Discount on every line (%)"
            name="discount"
            inputMode="decimal"
            value={discount}
            disabled={busy || disabled}
            onChange={(event) => setDiscount(event.currentTarget.value)}
          />
          <Button type="button" variant="ghost" disabled={busy || disabled} onClick={applyDiscount}>
            Apply discount
          </Button>
        </div>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="inbox-detail__actions">
          <Button type="submit" variant="primary" disabled={busy || disabled || !quote.email}>
            Make checkout link
          </Button>
        </div>
        {quote.email ? null : (
          <p className="inbox-detail__note">The buyer left no valid e-mail address for a link.</p>
        )}
      </form>
      <MadeLinks links={quote.links} />
    </section>
  );
}
