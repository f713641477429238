/**
 * A shop's bulk order (`/bulk-order`): the lines a buyer brought from a size-run grid or a crew
 * tally ("Request a quote"), their company and contact, the wish for their logo and its file,
 * posted as multipart to the shop's bulk-order form. Without a script it posts natively and
 * comes back to the prerendered thank-you view; a post the server refused comes back as this
 * page with the lines, the values sent and each field's message. With a script it sends in the
 * background and says what the server refused.
 */
import {
  ARTWORK_MAX_BYTES,
  ARTWORK_TYPES,
  BULK_ORDER_ARTWORK_FIELD,
  BULK_ORDER_LINE_FIELD,
  BULK_ORDER_LINE_NAMES_FIELD,
  BULK_ORDER_MAX_QUANTITY,
  bulkOrderFormContract,
  bulkOrderLineValue,
  LOGO_WANTED,
  type StoredOrderLine,
} from '@zcomm/site-data/bulk-order';
import { type FormName, formAction } from '@zcomm/site-data/forms';
import {
  Button,
  FormSection,
  FormShell,
  fieldProps,
  TextAreaField,
  TextField,
  useRefusedField,
} from '@zcomm/storefront-ui';
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, isRecord } from '../shell/api';
import { submitForm, useSentFlag } from '../shell/forms';
import { useHydrated } from '../shell/hydrated';
import {
  type CarriedOrder,
  emptyOrder,
  keepCarriedOrder,
  piecesOf,
  readCarriedOrder,
} from './bulk-order-carry';
import './bulk-order.css';

const field = (name: keyof typeof bulkOrderFormContract) => fieldProps(bulkOrderFormContract, name);

const DEFAULT_ERROR = 'Your order could not be sent. Please try again in a moment.';
const NO_LINES = 'Your order has no pieces yet: choose sizes and quantities on a product page.';
const ARTWORK_MISSING = 'Add your logo file, or untick “Add our logo”.';
const QUANTITY_PROBLEM = `Enter 1 to ${BULK_ORDER_MAX_QUANTITY} pieces, or remove the line.`;

/** What the server refused, in words: each field's message, else its error. */
function refusalMessage(error: unknown): string {
  if (!(error instanceof ApiError) || !isRecord(error.answer)) return DEFAULT_ERROR;
  const { fields, error: message } = error.answer;
  const problems = isRecord(fields)
    ? Object.values(fields).filter((v) => typeof v === 'string')
    : [];
  if (problems.length > 0) return problems.join(' ');
  return typeof message === 'string' && message !== '' ? message : DEFAULT_ERROR;
}

/** The lines of a post the server sent back refused, with the names the page sent. */
function sentOrder(
  lines: string | undefined,
  names: string | undefined,
  logo: string | undefined,
): CarriedOrder | undefined {
  if (lines === undefined) return undefined;
  const nameList = (names ?? '').split(/\r?\n/);
  const parsed = lines.split(/\r?\n/).flatMap((value, index): StoredOrderLine[] => {
    const [handle = '', variantId = '', quantity = ''] = value.trim().split(' ');
    if (!handle || !variantId || !/^\d{1,4}$/.test(quantity)) return [];
    const [product = handle, variant = ''] = (nameList[index] ?? '').split(' — ');
    return [{ handle, variantId, quantity: Number(quantity), product, variant }];
  });
  return { lines: parsed, logo: logo === LOGO_WANTED };
}

/** A line's name, as its field's label and the posted names say it. */
const lineName = (line: StoredOrderLine) =>
  line.variant ? `${line.product} — ${line.variant}` : line.product;

/** Whether the artwork field holds a file the server takes (by its name and size here). */
function artworkProblem(file: File | undefined, logo: boolean): string {
  if (!file) return logo ? ARTWORK_MISSING : '';
  if (file.size > ARTWORK_MAX_BYTES) return 'The file is larger than 25 MB: send a smaller one.';
  const known = (ARTWORK_TYPES as readonly string[]).includes(file.type);
  if (!known && !/\.(png|jpe?g|svg|pdf)$/i.test(file.name)) {
    return 'Choose a PNG, JPEG, SVG or PDF file.';
  }
  return '';
}

interface OrderLinesProps {
  order: CarriedOrder;
  editable: boolean;
  onChange: (order: CarriedOrder) => void;
}

/** The order's lines: a quantity field each (and Remove), the posted values, and the total. */
function OrderLines({ order, editable, onChange }: OrderLinesProps) {
  const refused = useRefusedField(BULK_ORDER_LINE_FIELD);
  const ids = useId();
  const pieces = piecesOf(order.lines);
  const setQuantity = (index: number, text: string) => {
    const digits = text.replace(/\D+/g, '').slice(0, 4);
    const lines = order.lines.map((line, at) =>
      at === index ? { ...line, quantity: digits === '' ? 0 : Number(digits) } : line,
    );
    onChange({ ...order, lines });
  };
  const remove = (index: number) =>
    onChange({ ...order, lines: order.lines.filter((_, at) => at !== index) });
  const errorId = `${ids}-error`;
  return (
    <div
      id={refused?.controlId}
      tabIndex={refused ? -1 : undefined}
      className="shell-bulk__order"
      aria-describedby={refused?.error ? errorId : undefined}
    >
      {order.lines.length === 0 ? (
        <div className="shell-bulk__empty">
          <p>
            Nothing chosen yet. Open a product, choose <strong>Order for a crew</strong>, fill in
            the sizes and press <strong>Request a quote</strong>; the pieces come here.
          </p>
          <noscript>
            <p>
              Choosing sizes needs JavaScript. Without it, send us the items, sizes and quantities
              through the <a href="/contact">contact page</a>.
            </p>
          </noscript>
        </div>
      ) : (
        <ul className="shell-bulk__lines">
          {order.lines.map((line, index) => (
            <OrderLine
              key={line.variantId}
              line={line}
              editable={editable}
              onQuantity={(text) => setQuantity(index, text)}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      )}
      {order.lines.length > 0 ? (
        <>
          <input
            type="hidden"
            name={BULK_ORDER_LINE_NAMES_FIELD}
            value={order.lines.map(lineName).join('\n')}
          />
          <p className="shell-bulk__total" role="status" aria-atomic="true">
            {`${pieces} ${pieces === 1 ? 'piece' : 'pieces'} in ${order.lines.length} ${
              order.lines.length === 1 ? 'line' : 'lines'
            }`}
          </p>
        </>
      ) : null}
      {refused?.error ? (
        <p id={errorId} className="shell-bulk__error">
          {refused.error}
        </p>
      ) : null}
    </div>
  );
}

interface OrderLineProps {
  line: StoredOrderLine;
  editable: boolean;
  onQuantity: (text: string) => void;
  onRemove: () => void;
}

function OrderLine({ line, editable, onQuantity, onRemove }: OrderLineProps) {
  const input = useRef<HTMLInputElement>(null);
  const valid = line.quantity >= 1 && line.quantity <= BULK_ORDER_MAX_QUANTITY;
  useEffect(() => input.current?.setCustomValidity(valid ? '' : QUANTITY_PROBLEM), [valid]);
  const name = lineName(line);
  return (
    <li className="shell-bulk__line">
      <TextField
        ref={input}
        label={name}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        className="shell-bulk__quantity"
        hint="Pieces"
        value={line.quantity === 0 ? '' : String(line.quantity)}
        readOnly={!editable}
        onChange={(event) => {
          // Checked before the field reads its validity, so its message follows the value.
          const text = event.currentTarget.value;
          const pieces = Number(text);
          const fine = /^\d+$/.test(text) && pieces >= 1 && pieces <= BULK_ORDER_MAX_QUANTITY;
          event.currentTarget.setCustomValidity(fine ? '' : QUANTITY_PROBLEM);
          onQuantity(text);
        }}
      />
      {editable ? (
        <Button type="button" variant="ghost" aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </Button>
      ) : null}
      <input type="hidden" name={BULK_ORDER_LINE_FIELD} value={bulkOrderLineValue(line)} />
    </li>
  );
}

/** The logo wish and its file: the file is asked for once the box is ticked. */
function LogoFields({ logo, onLogo }: { logo: boolean; onLogo: (logo: boolean) => void }) {
  const refused = useRefusedField(BULK_ORDER_ARTWORK_FIELD);
  const file = useRef<HTMLInputElement>(null);
  const check = () => {
    const control = file.current;
    control?.setCustomValidity(artworkProblem(control.files?.[0], logo));
  };
  useEffect(check, [logo]);
  return (
    <>
      <div className="shell-bulk__logo">
        <label className="shell-bulk__check">
          <input
            type="checkbox"
            name={field('logo').name}
            value={LOGO_WANTED}
            checked={logo}
            onChange={(event) => onLogo(event.currentTarget.checked)}
          />
          <span>{field('logo').label}</span>
        </label>
        <p className="shell-bulk__hint">
          Printed or embroidered on every piece; we quote it with them.
        </p>
      </div>
      <TextField
        ref={file}
        wide
        label="Your logo file"
        name={BULK_ORDER_ARTWORK_FIELD}
        type="file"
        accept=".png,.jpg,.jpeg,.svg,.pdf,image/png,image/jpeg,image/svg+xml,application/pdf"
        hint={`PNG, JPEG, SVG or PDF, up to 25 MB${logo ? '' : ', with “Add our logo”'}.${
          refused ? ' Choose it again: a form sent back cannot keep a file.' : ''
        }`}
        onChange={check}
      />
    </>
  );
}

/** The order's fields inside the form: its lines and logo, then who is asking. */
function BulkOrderFields({ orderRef }: { orderRef: RefObject<CarriedOrder> }) {
  const hydrated = useHydrated();
  const sentLines = useRefusedField(BULK_ORDER_LINE_FIELD)?.value;
  const sentNames = useRefusedField(BULK_ORDER_LINE_NAMES_FIELD)?.value;
  const sentLogo = useRefusedField(field('logo').name)?.value;
  const sent = useMemo(
    () => sentOrder(sentLines, sentNames, sentLogo),
    [sentLines, sentNames, sentLogo],
  );
  const [order, setOrder] = useState<CarriedOrder>(sent ?? emptyOrder);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // The lines brought here, unless the server sent back the ones it refused.
    if (!sent) setOrder(readCarriedOrder());
    setLoaded(true);
  }, [sent]);
  useEffect(() => {
    if (!loaded) return;
    keepCarriedOrder({ ...order, lines: order.lines.filter((line) => line.quantity >= 1) });
  }, [loaded, order]);
  orderRef.current = order;
  return (
    <>
      <FormSection legend="Your order" className="shell-bulk__section">
        <OrderLines order={order} editable={hydrated} onChange={setOrder} />
        <LogoFields logo={order.logo} onLogo={(logo) => setOrder({ ...order, logo })} />
      </FormSection>
      <FormSection legend="Your details" className="shell-bulk__section">
        <TextField {...field('company')} autoComplete="organization" />
        <TextField {...field('name')} autoComplete="name" />
        <TextField {...field('email')} type="email" autoComplete="email" spellCheck={false} />
        <TextField {...field('phone')} type="tel" autoComplete="tel" />
      </FormSection>
      <TextAreaField
        {...field('message')}
        hint="Deadlines, where it goes, the logo's placement and colours…"
      />
    </>
  );
}

export interface BulkOrderFormProps {
  /** The shop's bulk-order form. */
  form: Extract<FormName, 'bulk-order' | 'sailing-bulk-order'>;
  className?: string;
  subheading: string;
  /** Who answers, and when, under the thanks. */
  thankYouNext: string;
}

/** The bulk order's form, with its thank-you view (the lead's reference from the address). */
export function BulkOrderForm({ form, className, subheading, thankYouNext }: BulkOrderFormProps) {
  const sent = useSentFlag();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const [reference, setReference] = useState<string>();
  const [error, setError] = useState(DEFAULT_ERROR);
  const orderRef = useRef<CarriedOrder>(emptyOrder);
  // A native post comes back with its reference in the address (built without it).
  const sentReference = hydrated && sent ? new URLSearchParams(search).get('reference') : null;
  useEffect(() => {
    if (sent) keepCarriedOrder(emptyOrder);
  }, [sent]);

  const submit = async (data: FormData) => {
    if (orderRef.current.lines.length === 0) {
      setError(NO_LINES);
      throw new Error(NO_LINES);
    }
    try {
      setReference(await submitForm(form, data));
      keepCarriedOrder(emptyOrder);
    } catch (failure) {
      setError(refusalMessage(failure));
      throw failure;
    }
  };

  return (
    <FormShell
      className={['shell-bulk', className].filter(Boolean).join(' ')}
      heading="Request a quote"
      subheading={subheading}
      encType="multipart/form-data"
      action={formAction(form)}
      onSubmit={submit}
      errorMessage={error}
      submitLabel="Send for a quote"
      thankYouText="We have your order and will reply with a quote for it."
      thankYouNext={thankYouNext}
      reference={reference ?? sentReference ?? undefined}
      submitted={sent}
    >
      <BulkOrderFields orderRef={orderRef} />
    </FormShell>
  );
}

export interface BulkOrderStepsProps {
  /** What happens after the order is sent, step by step. */
  steps: readonly string[];
  /** A line under the steps. */
  note?: string;
}

/** Beside the form: how an order becomes a quote, then an order. */
export function BulkOrderSteps({ steps, note }: BulkOrderStepsProps) {
  return (
    <aside className="shell-bulk-steps" aria-labelledby="bulk-order-steps">
      <h2 id="bulk-order-steps">How a quote works</h2>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {note ? <p>{note}</p> : null}
    </aside>
  );
}
