'use client';

import {
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { Button } from '../Button';
import {
  cellAt,
  cellLimit,
  cellOrderable,
  type GridPosition,
  moveInGrid,
  parseQuantity,
  type SizeRunCell,
  type SizeRunLine,
  type SizeRunQuantities,
  type SizeRunTotals,
  sizeRunLines,
  sizeRunTotals,
} from './size-run';

export type SizeRunGridProps = Omit<ComponentProps<'form'>, 'children' | 'onSubmit'> & {
  /** Every variant the grid offers: a colour in a size, with its price and stock. */
  cells: readonly SizeRunCell[];
  /** The columns, in order; `['']` when the product has no colour choice. */
  colours: readonly string[];
  /** The rows, in order; `['']` when the product has one size. */
  sizes: readonly string[];
  /** Writes a price given in the currency's minor unit (cents): `12999` → `$129.99`. */
  formatPrice: (minorUnits: number) => string;
  /**
   * Adds the order's lines to the cart: every cell with pieces, one line each, in one call.
   * The quantities are cleared once it resolves; a rejection shows `errorMessage`.
   */
  onAddToCart: (lines: SizeRunLine[]) => Promise<void> | void;
  /** The quantities when controlled (variant id → pieces). Pair with `onValueChange`. */
  value?: SizeRunQuantities;
  /** The starting quantities when uncontrolled. */
  defaultValue?: SizeRunQuantities;
  onValueChange?: (value: SizeRunQuantities) => void;
  /**
   * The colour shown first where one colour is shown at a time (narrow widths).
   * @default the first colour with a cell in stock
   */
  defaultColour?: string;
  /** @default 'Quantities by size and colour' */
  caption?: string;
  /** @default 'Colour' */
  colourLabel?: string;
  /** @default 'Size' */
  sizeLabel?: string;
  /** The row of a product with one size. @default 'One size' */
  oneSizeLabel?: string;
  /** @default 'Add to cart' */
  addLabel?: string;
  /** The running total, read out as it changes. @default '12 pieces, $1,559.88' */
  describeTotal?: (totals: { pieces: number; price: string }) => string;
  /** @default 'Enter how many of each you need first.' */
  emptyMessage?: string;
  /** @default 'We could not add these to your cart. Please try again.' */
  errorMessage?: string;
  /** Said once the lines are added. @default 'Added 12 pieces to your cart.' */
  describeAdded?: (pieces: number) => string;
};

const piecesText = (pieces: number) => `${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`;
const defaultDescribeTotal = ({ pieces, price }: { pieces: number; price: string }) =>
  `${piecesText(pieces)}, ${price}`;
const defaultDescribeAdded = (pieces: number) => `Added ${piecesText(pieces)} to your cart.`;

/** The accessible name of a cell's field: “Orange, size L, quantity”. */
function fieldName(colour: string, size: string, sizeLabel: string): string {
  const parts = [colour, size ? `${sizeLabel.toLowerCase()} ${size}` : '', 'quantity'];
  const name = parts.filter(Boolean).join(', ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** What a cell says under its field: its price when prices differ, and its stock. */
function cellNote(cell: SizeRunCell, showPrice: boolean, formatPrice: (minor: number) => string) {
  const limit = cellLimit(cell);
  const stock = limit === 0 ? 'Sold out' : cell.stock === undefined ? 'In stock' : `${limit} left`;
  return showPrice ? `${formatPrice(cell.unitPrice)} · ${stock}` : stock;
}

/** The quantities, controlled or not. */
function useQuantities(
  value: SizeRunQuantities | undefined,
  defaultValue: SizeRunQuantities | undefined,
  onValueChange: ((value: SizeRunQuantities) => void) | undefined,
) {
  const [own, setOwn] = useState<SizeRunQuantities>(defaultValue ?? {});
  const quantities = value ?? own;
  const setQuantities = (next: SizeRunQuantities) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return [quantities, setQuantities] as const;
}

interface ColourChoiceProps {
  name: string;
  label: string;
  colours: readonly string[];
  shown: string;
  onShow: (colour: string) => void;
  totals: SizeRunTotals;
}

/** The colour shown where one colour is shown at a time, each with the pieces it holds. */
function ColourChoice({ name, label, colours, shown, onShow, totals }: ColourChoiceProps) {
  return (
    <fieldset className="zc-size-run__colours" data-slot="size-run-colours">
      <legend className="zc-size-run__legend">{label}</legend>
      <div className="zc-size-run__colour-list">
        {colours.map((colour) => {
          const pieces = totals.piecesByColour[colour] ?? 0;
          return (
            <label key={colour} className="zc-size-run__colour" data-slot="size-run-colour">
              <input
                type="radio"
                name={name}
                value={colour}
                checked={colour === shown}
                onChange={() => onShow(colour)}
              />
              <span>
                {colour}
                {pieces > 0 ? ` (${piecesText(pieces)})` : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

interface QuantityTableProps {
  ids: string;
  cells: readonly SizeRunCell[];
  colours: readonly string[];
  sizes: readonly string[];
  shown: string;
  quantities: SizeRunQuantities;
  onQuantity: (cell: SizeRunCell, quantity: number) => void;
  caption: string;
  sizeLabel: string;
  oneSizeLabel: string;
  formatPrice: (minor: number) => string;
}

/** Whether a field is drawn (a colour hidden at narrow widths is not). */
const drawn = (field: HTMLElement) =>
  typeof field.checkVisibility === 'function' ? field.checkVisibility() : true;

/** The table of quantity fields: sizes as rows, colours as columns, arrow keys between them. */
function QuantityTable(props: QuantityTableProps) {
  const { ids, cells, colours, sizes, shown, quantities, sizeLabel, formatPrice } = props;
  const fields = useRef(new Map<string, HTMLInputElement>());
  const at = ({ row, column }: GridPosition) => fields.current.get(`${row}.${column}`);
  const prices = new Set(cells.map((cell) => cell.unitPrice));

  const move = (event: KeyboardEvent<HTMLInputElement>, from: GridPosition) => {
    if (event.altKey || event.shiftKey) return;
    const to = moveInGrid(from, event, {
      rows: sizes.length,
      columns: colours.length,
      enabled: (position) => {
        const field = at(position);
        return field !== undefined && !field.disabled && drawn(field);
      },
    });
    if (!to) return;
    event.preventDefault();
    at(to)?.focus();
  };

  return (
    <div className="zc-size-run__table-box" data-slot="size-run-table">
      <table className="zc-size-run__table">
        <caption className="zc-size-run__caption">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{sizeLabel}</th>
            {colours.map((colour) => (
              <th key={colour} scope="col" data-shown={colour === shown ? '' : undefined}>
                {colour || 'Quantity'}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sizes.map((size, row) => (
            <tr key={size}>
              <th scope="row">{size || props.oneSizeLabel}</th>
              {colours.map((colour, column) => {
                const cell = cellAt(cells, colour, size);
                const shownHere = colour === shown ? '' : undefined;
                if (!cell) {
                  return (
                    <td key={colour} data-shown={shownHere} data-state="none">
                      <span aria-hidden="true">–</span>
                      <span className="zc-visually-hidden">Not made</span>
                    </td>
                  );
                }
                const noteId = `${ids}-note-${row}-${column}`;
                const quantity = quantities[cell.variantId] ?? 0;
                const orderable = cellOrderable(cell);
                return (
                  <td
                    key={colour}
                    data-shown={shownHere}
                    data-state={orderable ? (quantity > 0 ? 'filled' : 'empty') : 'sold-out'}
                  >
                    <input
                      ref={(field) => {
                        const key = `${row}.${column}`;
                        if (field) fields.current.set(key, field);
                        else fields.current.delete(key);
                      }}
                      className="zc-size-run__field"
                      data-slot="size-run-field"
                      type="text"
                      inputMode="numeric"
                      pattern="[0-9]*"
                      autoComplete="off"
                      placeholder="0"
                      aria-label={fieldName(colour, size, sizeLabel)}
                      aria-describedby={noteId}
                      disabled={!orderable}
                      value={orderable && quantity > 0 ? String(quantity) : ''}
                      onChange={(event) =>
                        props.onQuantity(cell, parseQuantity(event.target.value, cell))
                      }
                      onFocus={(event) => event.target.select()}
                      onKeyDown={(event) => move(event, { row, column })}
                    />
                    <span id={noteId} className="zc-size-run__note">
                      {cellNote(cell, prices.size > 1, formatPrice)}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A size run: one quantity field per colour and size (sizes as rows, colours as columns), the
 * stock of each (sold-out cells disabled), a running total of pieces and price read out
 * politely, and one Add to cart for every cell with pieces. Arrow keys move between fields as
 * in a spreadsheet; Home and End to the ends of a row, with Ctrl of the grid. Where the grid is
 * narrow (a phone) it shows one colour at a time, chosen above it. Styled through `data-slot`.
 */
export function SizeRunGrid({
  cells,
  colours,
  sizes,
  formatPrice,
  onAddToCart,
  value,
  defaultValue,
  onValueChange,
  defaultColour,
  caption = 'Quantities by size and colour',
  colourLabel = 'Colour',
  sizeLabel = 'Size',
  oneSizeLabel = 'One size',
  addLabel = 'Add to cart',
  describeTotal = defaultDescribeTotal,
  emptyMessage = 'Enter how many of each you need first.',
  errorMessage = 'We could not add these to your cart. Please try again.',
  describeAdded = defaultDescribeAdded,
  className,
  ...props
}: SizeRunGridProps) {
  const ids = useId();
  const [quantities, setQuantities] = useQuantities(value, defaultValue, onValueChange);
  const [shown, setShown] = useState(
    () =>
      defaultColour ??
      colours.find((colour) =>
        cells.some((cell) => cell.colour === colour && cellOrderable(cell)),
      ) ??
      colours[0] ??
      '',
  );
  const [status, setStatus] = useState<'idle' | 'adding'>('idle');
  const [message, setMessage] = useState('');
  const totals = sizeRunTotals(cells, quantities);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'adding') return;
    const lines = sizeRunLines(cells, quantities, colours, sizes);
    if (lines.length === 0) {
      setMessage(emptyMessage);
      return;
    }
    setMessage('');
    setStatus('adding');
    try {
      await onAddToCart(lines);
      setQuantities({});
      setMessage(describeAdded(totals.pieces));
    } catch (error) {
      console.error(error);
      setMessage(errorMessage);
    } finally {
      setStatus('idle');
    }
  };

  return (
    <form
      {...props}
      className={['zc-size-run', className].filter(Boolean).join(' ')}
      data-slot="size-run"
      data-colours={colours.length > 1 ? 'several' : 'one'}
      noValidate
      onSubmit={add}
    >
      {colours.length > 1 ? (
        <ColourChoice
          name={`${ids}-colour`}
          label={colourLabel}
          colours={colours}
          shown={shown}
          onShow={setShown}
          totals={totals}
        />
      ) : null}
      <QuantityTable
        ids={ids}
        cells={cells}
        colours={colours}
        sizes={sizes}
        shown={shown}
        quantities={quantities}
        onQuantity={(cell, quantity) => {
          setMessage('');
          setQuantities({ ...quantities, [cell.variantId]: quantity });
        }}
        caption={caption}
        sizeLabel={sizeLabel}
        oneSizeLabel={oneSizeLabel}
        formatPrice={formatPrice}
      />
      <div className="zc-size-run__footer" data-slot="size-run-footer">
        <p
          className="zc-size-run__total"
          data-slot="size-run-total"
          role="status"
          aria-atomic="true"
        >
          {describeTotal({ pieces: totals.pieces, price: formatPrice(totals.price) })}
        </p>
        <Button type="submit" aria-busy={status === 'adding' || undefined}>
          {status === 'adding' ? 'Adding…' : addLabel}
        </Button>
      </div>
      <p className="zc-size-run__message" data-slot="size-run-message" role="status">
        {message}
      </p>
    </form>
  );
}
