/**
 * A crew list's parts, without their data: the tally (a table per product, sizes as rows and
 * colours as columns, each cell how many people picked it) and the form a crew member adds
 * themself with (their name and a variant).
 */
import {
  CREW_MEMBER_NAME_MAX,
  type CrewEntry,
  type CrewEntryInput,
  type CrewProduct,
  type CrewTallyLine,
} from '@zcomm/site-data/api/crew-lists';
import { Button, TextField } from '@zcomm/storefront-ui';
import { type FormEvent, useId, useState } from 'react';

/** The distinct values, in the order they first appear. */
const distinct = (values: readonly string[]) => [...new Set(values)];

/** A variant's name on a chip and in the tally: “M, Navy”, or its size alone. */
export const variantLabel = (variant: { size: string; colour: string }) =>
  [variant.size, variant.colour].filter(Boolean).join(', ') || 'One size';

export interface CrewTallyProps {
  products: readonly CrewProduct[];
  tally: readonly CrewTallyLine[];
}

/** How many people picked each size and colour, a table per product, with totals. */
export function CrewTally({ products, tally }: CrewTallyProps) {
  const countOf = (variantId: string) =>
    tally.find((line) => line.variantId === variantId)?.count ?? 0;
  return (
    <div className="shell-crew__tally" data-slot="crew-tally">
      {products.map((product) => {
        const sizes = distinct(product.variants.map((variant) => variant.size));
        const colours = distinct(product.variants.map((variant) => variant.colour));
        const cell = (size: string, colour: string) => {
          const variant = product.variants.find(
            (candidate) => candidate.size === size && candidate.colour === colour,
          );
          return variant ? countOf(variant.id) : undefined;
        };
        const rowTotal = (size: string) =>
          colours.reduce((sum, colour) => sum + (cell(size, colour) ?? 0), 0);
        const total = sizes.reduce((sum, size) => sum + rowTotal(size), 0);
        return (
          <div key={product.handle} className="shell-crew__table-wrap">
            <table className="shell-crew__table">
              <caption>
                {product.title}: {total} {total === 1 ? 'person' : 'people'} by size
                {colours.some(Boolean) ? ' and colour' : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Size</th>
                  {colours.map((colour) => (
                    <th key={colour} scope="col">
                      {colour || 'People'}
                    </th>
                  ))}
                  {colours.length > 1 ? <th scope="col">Total</th> : null}
                </tr>
              </thead>
              <tbody>
                {sizes.map((size) => (
                  <tr key={size}>
                    <th scope="row">{size || 'One size'}</th>
                    {colours.map((colour) => (
                      <td key={colour}>{cell(size, colour) ?? '—'}</td>
                    ))}
                    {colours.length > 1 ? <td>{rowTotal(size)}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </div>
  );
}

export interface CrewEntryFormProps {
  products: readonly CrewProduct[];
  /** The shopper's own entry, when they have one: the form changes it. */
  mine: CrewEntry | null;
  /** Saves the entry; rejects with the server's message (and fields) when it refused. */
  onSave: (entry: CrewEntryInput) => Promise<void>;
  /** Removes the shopper's own entry. */
  onRemove: () => Promise<void>;
}

/** What went wrong with a save, as the form shows it. */
interface Problems {
  message: string;
  fields: Readonly<Record<string, string>>;
}

function problemsOf(error: unknown): Problems {
  const fields =
    error instanceof Error && 'fields' in error ? (error.fields as Record<string, string>) : {};
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return { message, fields };
}

/** “Add yourself”: a name and one variant as chips; then “Save my change” and “Remove me”. */
export function CrewEntryForm({ products, mine, onSave, onRemove }: CrewEntryFormProps) {
  const ids = useId();
  const [name, setName] = useState(mine?.name ?? '');
  const [variantId, setVariantId] = useState(mine?.variantId ?? '');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems | null>(null);
  const [notice, setNotice] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (name.trim() === '') missing.name = 'Give your name.';
    if (variantId === '') missing.variantId = 'Pick a size.';
    if (Object.keys(missing).length > 0) {
      setProblems({ message: 'Some fields need attention.', fields: missing });
      return;
    }
    setBusy(true);
    setProblems(null);
    try {
      await onSave({ name: name.trim(), variantId });
      setNotice(mine ? 'Your change is saved.' : 'You are on the list.');
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    setProblems(null);
    try {
      await onRemove();
      setName('');
      setVariantId('');
      setNotice('You are off the list.');
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const pickError = problems?.fields.variantId;
  return (
    <form className="shell-crew__form" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label="Your name"
        name="name"
        autoComplete="name"
        required
        maxLength={CREW_MEMBER_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        aria-invalid={problems?.fields.name ? true : undefined}
        aria-describedby={problems?.fields.name ? `${ids}-name-error` : undefined}
      />
      {problems?.fields.name ? (
        <p id={`${ids}-name-error`} className="shell-crew__error">
          {problems.fields.name}
        </p>
      ) : null}
      {products.map((product, productIndex) => (
        <fieldset
          key={product.handle}
          className="shell-crew__option"
          aria-describedby={pickError ? `${ids}-pick-error` : undefined}
        >
          <legend>
            <span>{products.length > 1 ? product.title : 'Your size'}</span>
          </legend>
          <div className="shell-crew__values">
            {product.variants.map((variant, index) => {
              const id = `${ids}-${productIndex}-${index}`;
              return (
                <label key={variant.id} htmlFor={id} className="shell-crew__value">
                  <input
                    id={id}
                    type="radio"
                    name={`${ids}-variant`}
                    value={variant.id}
                    checked={variantId === variant.id}
                    onChange={() => setVariantId(variant.id)}
                  />
                  <span>{variantLabel(variant)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      {pickError ? (
        <p id={`${ids}-pick-error`} className="shell-crew__error">
          {pickError}
        </p>
      ) : null}
      <div className="shell-crew__actions">
        <Button type="submit" disabled={busy}>
          {mine ? 'Save my change' : 'Add me to the list'}
        </Button>
        {mine ? (
          <Button type="button" variant="secondary" disabled={busy} onClick={remove}>
            Remove me
          </Button>
        ) : null}
      </div>
      <p role="alert" className="shell-crew__error">
        {problems && Object.keys(problems.fields).length === 0 ? problems.message : ''}
      </p>
      <p role="status">{notice}</p>
    </form>
  );
}
