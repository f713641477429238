/**
 * Checking a form post against its contract, as the browser checks the same form, plus length
 * limits: the posted values normalised (line ends as `\n`, no bidirectional controls, trimmed,
 * one value each, a field that only goes with some values of another left out without them),
 * then checked by the form's schema; a post the honeypot caught kept unchecked, as spam.
 */

import { type FormName, forms } from '@zcomm/site-data/forms';
import {
  type FormContract,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  webAddressOf,
} from '@zcomm/storefront-ui/contracts';
import type { TObject } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import { messageOf, propertyOf, type SchemaFailure } from '../shared/schema-errors.ts';
import { formPostBody } from './schemas.ts';

/** Each posted name with every value sent under it. */
export type Posted = Readonly<Record<string, readonly string[]>>;

/**
 * The bidirectional embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI,
 * PDI): invisible, and able to show a text in another order than it is read (`exe.txt` as
 * `txt.exe`). Removed from every posted value before anything else; the marks (LRM, RLM, ALM),
 * which reorder nothing, stay.
 */
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/g;
/** C0 and C1 controls and DEL, tab and newline included. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const anyControl = /[\u0000-\u001f\u007f-\u009f]/g;
/** The same, but tab and newline. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const controlButTabAndNewline = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** A posted value with its line ends as `\n` and no bidirectional controls. */
function normalise(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(bidiControls, '');
}

/**
 * A value kept without checks (the honeypot's catches): no control character but the tab and
 * newline of a multi-line field, a line break in a single-line one read as a space.
 */
function withoutControls(value: string, multiline: boolean): string {
  const text = normalise(value);
  return multiline
    ? text.replace(controlButTabAndNewline, '')
    : text.replace(/[\t\n]/g, ' ').replace(anyControl, '');
}

/** A form's fields as its schema checks them: a text each, or every value of one sent twice. */
export type NormalisedFields = Record<string, string | string[]>;

/**
 * The declared fields of a post (its idempotency key, lower-cased, and the contract's fields),
 * each normalised and trimmed, an empty one left out, a bare domain given its `https://`; a field sent more than once keeps its
 * values, which the schema refuses. A field that exists only with some values of another
 * (the quote's Fulfillment Details) is left out when sent without them: a form posted before
 * its script ran sends every field the visitor filled in, also after changing the service back.
 */
export function normalisedFields(contract: FormContract, posted: Posted): NormalisedFields {
  const fields: NormalisedFields = {};
  const read = (name: string): string | string[] | undefined => {
    const values = Object.hasOwn(posted, name) ? posted[name] : undefined;
    if (!values || values.length === 0) return undefined;
    if (values.length > 1) return [...values];
    const value = normalise(values[0] ?? '').trim();
    return value === '' ? undefined : value;
  };
  const key = read(IDEMPOTENCY_FIELD);
  if (key !== undefined)
    fields[IDEMPOTENCY_FIELD] = typeof key === 'string' ? key.toLowerCase() : key;
  for (const [name, rule] of Object.entries(contract)) {
    const value = read(name);
    // A web address typed as a bare domain is kept with its `https://`, as the form sends it.
    if (typeof value === 'string' && rule.kind === 'url')
      fields[name] = webAddressOf(value) ?? value;
    else if (value !== undefined) fields[name] = value;
  }
  for (const [name, rule] of Object.entries(contract)) {
    const when = rule.onlyWhen;
    if (!when || typeof fields[name] !== 'string') continue;
    const control = fields[when.field];
    if (!when.values.includes(typeof control === 'string' ? control : '')) delete fields[name];
  }
  return fields;
}

/** Whether the honeypot was filled: the post is a bot's, kept as spam and never checked. */
export function caughtByHoneypot(posted: Posted): boolean {
  const values = Object.hasOwn(posted, HONEYPOT_FIELD) ? posted[HONEYPOT_FIELD] : undefined;
  return values?.some((value) => value.trim() !== '') ?? false;
}

/** Which failure of a field is answered: a repeated value first, then in the contract's order. */
const keywordOrder = ['type', 'required', 'maxLength', 'pattern', 'enum', 'format'];
const rank = (failure: SchemaFailure) => {
  const index = keywordOrder.indexOf(failure.keyword);
  return index === -1 ? keywordOrder.length : index;
};

/** The field of a form post's failure: the second step of its path (`/quote/email`). */
function fieldOf(failure: SchemaFailure): string | undefined {
  if (failure.keyword === 'required') return propertyOf(failure);
  return failure.instancePath.split('/')[2];
}

/**
 * Each failing field once (`{ field: message }`), in the order the API answers them: the
 * idempotency key, then the fields sent more than once, then the others, each group in the
 * form's order.
 */
export function fieldErrors(
  schema: TObject,
  failures: readonly SchemaFailure[],
): Record<string, string> {
  const best = new Map<string, SchemaFailure>();
  for (const failure of failures) {
    const names = failure.keyword === 'required' ? missing(failure) : [fieldOf(failure)];
    for (const name of names) {
      if (name === undefined) continue;
      const current = best.get(name);
      if (!current || rank(failure) < rank(current)) best.set(name, failure);
    }
  }
  // The form is the first step of every failure's path (`/quote/email`, or `/quote` for a missing field).
  const form = failures.map((failure) => failure.instancePath.split('/')[1]).find(Boolean);
  const fieldSchema = form === undefined ? undefined : schema.properties[form];
  const order = Object.keys((fieldSchema as TObject | undefined)?.properties ?? {});
  const group = (name: string) =>
    name === IDEMPOTENCY_FIELD ? 0 : best.get(name)?.keyword === 'type' ? 1 : 2;
  const names = [...best.keys()].sort(
    (a, b) => group(a) - group(b) || order.indexOf(a) - order.indexOf(b),
  );
  const errors: Record<string, string> = {};
  for (const name of names) {
    const failure = best.get(name);
    if (failure) errors[name] = messageOf(schema, failure) ?? 'This field is not accepted.';
  }
  return errors;
}

function missing(failure: SchemaFailure): string[] {
  const params = failure.params as { requiredProperties?: unknown };
  return Array.isArray(params.requiredProperties) ? params.requiredProperties.map(String) : [];
}

export type Submission =
  | {
      ok: true;
      /** The declared fields that were filled in, trimmed. */
      data: Record<string, string>;
      idempotencyKey: string | undefined;
      /**
       * The honeypot was filled: nothing else was checked, and `data` holds what was sent (each
       * declared field's first value and the honeypot's, cut to their length limits) to be kept
       * as spam for review; answer exactly as if stored.
       */
      spam: boolean;
    }
  | { ok: false; fields: Record<string, string> };

/** Longest honeypot value kept with a caught submission, in characters. */
const MAX_HONEYPOT_LENGTH = 500;

/** The first `limit` characters (code points) of a text. */
function cut(value: string, limit: number): string {
  const characters = [...value];
  return characters.length > limit ? characters.slice(0, limit).join('') : value;
}

/**
 * What a post the honeypot caught is kept as: each declared field's first value and the
 * honeypot's, without control characters, trimmed and cut to their limits, unchecked otherwise
 * (it is shown as text only).
 */
function caughtValues(
  contract: FormContract,
  posted: Readonly<Record<string, readonly string[]>>,
): Record<string, string> {
  const data: Record<string, string> = {};
  const first = (name: string, multiline: boolean) => {
    const value = Object.hasOwn(posted, name) ? posted[name]?.[0] : undefined;
    return value === undefined ? undefined : withoutControls(value, multiline).trim();
  };
  for (const [name, field] of Object.entries(contract)) {
    const value = first(name, field.kind === 'multiline');
    if (value) data[name] = cut(value, field.maxLength);
  }
  const trap = first(HONEYPOT_FIELD, false);
  if (trap) data[HONEYPOT_FIELD] = cut(trap, MAX_HONEYPOT_LENGTH);
  return data;
}

/** The stored data and idempotency key of a post that passed its form's schema. */
export function acceptedPost(fields: Readonly<Record<string, unknown>>): {
  data: Record<string, string>;
  idempotencyKey: string | undefined;
} {
  const data: Record<string, string> = {};
  let idempotencyKey: string | undefined;
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value !== 'string') continue;
    if (name === IDEMPOTENCY_FIELD) idempotencyKey = value;
    else data[name] = value;
  }
  return { data, idempotencyKey };
}

/** A post the honeypot caught, as it is kept. */
export function caughtPost(form: FormName, posted: Posted): Extract<Submission, { ok: true }> {
  return {
    ok: true,
    data: caughtValues(forms[form].fields, posted),
    idempotencyKey: undefined,
    spam: true,
  };
}

const validators = new Map<FormName, { schema: TObject; validator: Validator }>();

function validatorOf(form: FormName) {
  let entry = validators.get(form);
  if (!entry) {
    const schema = formPostBody([form]);
    entry = { schema, validator: Compile(schema) };
    validators.set(form, entry);
  }
  return entry;
}

/**
 * Checks posted values against a form's contract, as the API's form routes do. Each name maps
 * to every value sent under it; undeclared names are ignored. Errors name each field once
 * (`{ field: message }`), as the API answers them.
 */
export function validateSubmission(form: FormName, posted: Posted): Submission {
  if (caughtByHoneypot(posted)) return caughtPost(form, posted);
  const { schema, validator } = validatorOf(form);
  const body = { [form]: normalisedFields(forms[form].fields, posted) };
  const failures = validator.Errors(body);
  if (failures.length > 0) return { ok: false, fields: fieldErrors(schema, failures) };
  return { ok: true, ...acceptedPost(body[form] ?? {}), spam: false };
}
