'use client';

import { createContext, type ReactNode, useContext, useState } from 'react';
import { REFUSED_POST_ELEMENT_ID, type RefusedPost } from './refused-post-data';

export type { RefusedPost };

/** What the fields of the refused form read: their value, their message and their id. */
export interface RefusedFields {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  /** The id of a field's control, the one the form's error summary links to. */
  controlId: (name: string) => string;
}

const RefusedPostContext = createContext<RefusedPost | undefined>(undefined);
const RefusedFieldsContext = createContext<RefusedFields | undefined>(undefined);

/**
 * Gives a page the post its server refused (a server renders the form page with it, and the
 * page's script hydrates with the same): the form whose `action` it names shows the values
 * sent, each refused field's message and a summary that takes the focus.
 */
export function RefusedPostProvider({
  value,
  children,
}: {
  value: RefusedPost | undefined;
  children: ReactNode;
}) {
  return <RefusedPostContext value={value}>{children}</RefusedPostContext>;
}

/** The refused post the server put in the page beside its markup, read once in a browser. */
function embeddedRefusedPost(): RefusedPost | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(REFUSED_POST_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRefusedPost(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The refused post of the form posting to `action`, if the page was answered with one: the
 * provider's (the server's render), else the one embedded in the page (its script, which
 * hydrates to the same markup).
 */
export function useRefusedPost(action: string): RefusedPost | undefined {
  const provided = useContext(RefusedPostContext);
  const [embedded] = useState(embeddedRefusedPost);
  const refused = provided ?? embedded;
  return refused?.action === action ? refused : undefined;
}

/** Gives a refused form's fields what was sent and their messages (FormShell). */
export function RefusedFieldsProvider({
  value,
  children,
}: {
  value: RefusedFields | undefined;
  children: ReactNode;
}) {
  return <RefusedFieldsContext value={value}>{children}</RefusedFieldsContext>;
}

/** What a field of a refused form was sent and its message; undefined in any other form. */
export function useRefusedField(
  name: string | undefined,
): { value: string | undefined; error: string | undefined; controlId: string } | undefined {
  const refused = useContext(RefusedFieldsContext);
  if (!refused || !name) return undefined;
  return {
    value: Object.hasOwn(refused.values, name) ? refused.values[name] : undefined,
    error: Object.hasOwn(refused.errors, name) ? refused.errors[name] : undefined,
    controlId: refused.controlId(name),
  };
}

/** Whether a value read from a page is a refused post (the page's embedded data). */
export function isRefusedPost(value: unknown): value is RefusedPost {
  if (typeof value !== 'object' || value === null) return false;
  const { action, values, errors, labels } = value as Record<string, unknown>;
  const texts = (record: unknown) =>
    typeof record === 'object' &&
    record !== null &&
    Object.values(record).every((text) => typeof text === 'string');
  return typeof action === 'string' && texts(values) && texts(errors) && texts(labels);
}
