'use client';

import { type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from 'react';

/** One choice of a filter group, with the number of products choosing it would show. */
export interface FilterChoice {
  /** Unique in its group. */
  id: string;
  label: string;
  /** Products shown with this choice added to the others. */
  count: number;
  selected: boolean;
}

/** A group of choices (colour, size, …): choices of one group are alternatives. */
export interface FilterGroup {
  id: string;
  label: string;
  choices: readonly FilterChoice[];
}

/** A price range; a missing end is open. */
export interface PriceRange {
  min?: number | undefined;
  max?: number | undefined;
}

export type FilterPanelProps = Omit<ComponentProps<'dialog'>, 'children' | 'onChange' | 'open'> & {
  /** Whether the sheet is shown (as a modal dialog). */
  open: boolean;
  /** Called when the visitor closes the sheet (close button, Escape, “Show … products”). */
  onClose: () => void;
  /**
   * Heading of the sheet.
   * @default 'Filters'
   */
  heading?: string;
  /** The groups of choices, in order. Groups without choices are left out. */
  groups: readonly FilterGroup[];
  /** Called when a choice is ticked or unticked. */
  onChoiceChange: (groupId: string, choiceId: string, selected: boolean) => void;
  /** The price filter: the chosen range and the highest price, or none for no price filter. */
  price?: { value: PriceRange; max: number; currency?: string | undefined } | undefined;
  /** Called with a valid new price range. */
  onPriceChange?: (range: PriceRange) => void;
  /** Clears every choice (one control). */
  onClear: () => void;
  /** Products shown with the current choices, or undefined while they are counted. */
  resultCount: number | undefined;
};

function countText(count: number | undefined): string {
  if (count === undefined) return 'Counting products…';
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'product' : 'products'}`;
}

function readPrice(text: string): number | undefined | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? value : 'invalid';
}

function PriceFields({
  value,
  max,
  currency = '$',
  onChange,
}: {
  value: PriceRange;
  max: number;
  currency?: string | undefined;
  onChange: (range: PriceRange) => void;
}) {
  const id = useId();
  const [low, setLow] = useState(value.min?.toString() ?? '');
  const [high, setHigh] = useState(value.max?.toString() ?? '');
  const [error, setError] = useState('');
  useEffect(() => {
    setLow(value.min?.toString() ?? '');
    setHigh(value.max?.toString() ?? '');
  }, [value.min, value.max]);

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const min = readPrice(low);
    const top = readPrice(high);
    if (min === 'invalid' || top === 'invalid') {
      setError('Enter prices as numbers, such as 20 or 49.99.');
      return;
    }
    if (min !== undefined && top !== undefined && min > top) {
      setError('The lowest price must not be more than the highest.');
      return;
    }
    setError('');
    if (min !== value.min || top !== value.max) onChange({ min, max: top });
  };

  return (
    <fieldset className="zc-filters__group" data-slot="filters-group">
      <legend className="zc-filters__legend">Price</legend>
      <form className="zc-filters__price" onSubmit={apply} noValidate>
        <label className="zc-filters__price-field" htmlFor={`${id}-min`}>
          <span>Lowest ({currency})</span>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder="0"
            value={low}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setLow(event.target.value)}
            onBlur={() => apply()}
          />
        </label>
        <label className="zc-filters__price-field" htmlFor={`${id}-max`}>
          <span>Highest ({currency})</span>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={String(Math.ceil(max))}
            value={high}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setHigh(event.target.value)}
            onBlur={() => apply()}
          />
        </label>
        <button type="submit" className="zc-filters__apply">
          Apply price
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} className="zc-filters__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The filters of a product list in a sheet (a modal dialog): a group of check boxes per facet
 * with the number of products each choice shows, a price range, one control that clears
 * everything, and the number of products the choices leave, kept in view at the top of the
 * sheet. Choices apply at once; the caller keeps them (e.g. in the address) and passes them
 * back. On narrow screens the sheet rises from the bottom, on wide ones it slides in from the
 * side.
 */
export function FilterPanel({
  open,
  onClose,
  heading = 'Filters',
  groups,
  onChoiceChange,
  price,
  onPriceChange,
  onClear,
  resultCount,
  className,
  ...props
}: FilterPanelProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const chosen =
    groups.some((group) => group.choices.some((choice) => choice.selected)) ||
    price?.value.min !== undefined ||
    price?.value.max !== undefined;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      {...props}
      ref={dialog}
      className={['zc-filters', className].filter(Boolean).join(' ')}
      data-slot="filters"
      aria-labelledby={headingId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="zc-filters__head" data-slot="filters-head">
        <h2 id={headingId} className="zc-filters__heading">
          {heading}
        </h2>
        <p className="zc-filters__count" role="status" aria-live="polite">
          {countText(resultCount)}
        </p>
        <button type="button" className="zc-filters__close" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
          <span className="zc-visually-hidden">Close filters</span>
        </button>
      </div>
      <div className="zc-filters__body" data-slot="filters-body">
        {groups
          .filter((group) => group.choices.length > 0)
          .map((group) => (
            <fieldset key={group.id} className="zc-filters__group" data-slot="filters-group">
              <legend className="zc-filters__legend">{group.label}</legend>
              <ul className="zc-filters__choices">
                {group.choices.map((choice) => (
                  <li key={choice.id}>
                    <label
                      className="zc-filters__choice"
                      data-disabled={choice.count === 0 && !choice.selected ? '' : undefined}
                    >
                      <input
                        type="checkbox"
                        checked={choice.selected}
                        disabled={choice.count === 0 && !choice.selected}
                        onChange={(event) =>
                          onChoiceChange(group.id, choice.id, event.target.checked)
                        }
                      />
                      <span className="zc-filters__label">{choice.label}</span>{' '}
                      <span className="zc-filters__choice-count">
                        ({choice.count.toLocaleString('en-US')})
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        {price && onPriceChange ? (
          <PriceFields
            value={price.value}
            max={price.max}
            currency={price.currency}
            onChange={onPriceChange}
          />
        ) : null}
      </div>
      <div className="zc-filters__foot" data-slot="filters-foot">
        <button type="button" className="zc-filters__clear" onClick={onClear} disabled={!chosen}>
          Clear all
        </button>
        <button type="button" className="zc-filters__done" onClick={onClose}>
          {resultCount === undefined ? 'Show products' : `Show ${countText(resultCount)}`}
        </button>
      </div>
    </dialog>
  );
}
