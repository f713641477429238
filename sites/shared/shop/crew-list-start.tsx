/**
 * “Start a crew list”, beside a product's size-run grid: a title and a deadline, then the list
 * is stored with the product's variants and the organiser is taken to its page, whose address
 * they share with their crew.
 */
import {
  CREW_LIST_MAX_VARIANTS,
  CREW_LIST_TITLE_MAX,
  type CrewProduct,
  crewListAddress,
} from '@zcomm/site-data/api/crew-lists';
import { Button, TextField } from '@zcomm/storefront-ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { startCrewList } from './crew-list-api';

/** Today plus `days`, as the date field takes it (the visitor's own day). */
function dayFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface CrewListStartProps {
  /** The product the crew picks from, with the variants they may pick. */
  product: CrewProduct;
}

export function CrewListStart({ product }: CrewListStartProps) {
  const navigate = useNavigate();
  const [title, setTitle] = useState(`${product.title} for the crew`);
  const [deadline, setDeadline] = useState(dayFromNow(14));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      const variants = product.variants.slice(0, CREW_LIST_MAX_VARIANTS);
      const { id } = await startCrewList({
        title: title.trim(),
        deadline,
        products: [{ ...product, variants }],
      });
      navigate(crewListAddress(id));
    } catch (error) {
      const fields =
        error instanceof Error && 'fields' in error ? (error.fields as Record<string, string>) : {};
      setProblem(
        Object.values(fields).join(' ') ||
          (error instanceof Error ? error.message : 'The list could not be started.'),
      );
      setBusy(false);
    }
  };

  return (
    <details className="shell-crew-start">
      <summary>Start a crew list</summary>
      <p>
        Collect your crew's sizes by a deadline: share the list's link, each person adds theirs.
      </p>
      <form onSubmit={submit} aria-busy={busy}>
        <TextField
          label="List title"
          name="title"
          required
          maxLength={CREW_LIST_TITLE_MAX}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <TextField
          label="Order by"
          name="deadline"
          type="date"
          required
          min={dayFromNow(0)}
          value={deadline}
          onChange={(event) => setDeadline(event.currentTarget.value)}
        />
        <Button type="submit" disabled={busy}>
          Start the list
        </Button>
        <p role="alert">{problem}</p>
      </form>
    </details>
  );
}
