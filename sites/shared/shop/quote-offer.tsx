/**
 * "Request a quote" beside a size run's or a crew tally's Add to cart: offered once the order
 * reaches the shop's number of pieces (`quoteFromPieces`) or the buyer ticks "Add our logo".
 * It takes the chosen lines, with their names, to the shop's bulk-order page, which opens with
 * them (`bulk-order-carry.ts`).
 */
import type { StoredOrderLine } from '@zcomm/site-data/bulk-order';
import { Button } from '@zcomm/storefront-ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BULK_ORDER_PATH, carryToQuote, quoteOffered } from './bulk-order-carry';
import './quote-offer.css';

export interface QuoteOfferProps {
  /** The shop's number of pieces from which a quote is offered. */
  fromPieces: number;
  /** The pieces chosen now. */
  pieces: number;
  /** The chosen lines with their names, read when the buyer asks for the quote. */
  lines: () => StoredOrderLine[];
}

export function QuoteOffer({ fromPieces, pieces, lines }: QuoteOfferProps) {
  const navigate = useNavigate();
  const hintId = useId();
  const [logo, setLogo] = useState(false);
  const [message, setMessage] = useState('');
  const offered = quoteOffered(pieces, logo, fromPieces);

  const request = () => {
    const chosen = lines();
    if (chosen.length === 0) {
      setMessage('Enter how many of each you need first.');
      return;
    }
    carryToQuote(chosen, logo);
    navigate(BULK_ORDER_PATH);
  };

  return (
    <div className="shell-quote-offer" data-offered={offered ? '' : undefined}>
      <label className="shell-quote-offer__logo">
        <input
          type="checkbox"
          checked={logo}
          aria-describedby={hintId}
          onChange={(event) => {
            setMessage('');
            setLogo(event.currentTarget.checked);
          }}
        />
        <span>Add our logo</span>
      </label>
      <p id={hintId} className="shell-quote-offer__hint" role="status">
        {offered
          ? logo
            ? 'Pieces with your logo are priced by quote: send us the order and your logo file.'
            : `${pieces} pieces: ask for a volume price before you buy.`
          : `From ${fromPieces} pieces, or with your logo, we price the order for you.`}
      </p>
      {offered ? (
        <Button variant="secondary" onClick={request}>
          Request a quote
        </Button>
      ) : null}
      <p className="shell-quote-offer__message" role="alert">
        {message}
      </p>
    </div>
  );
}
