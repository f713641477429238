import {
  type ContractField,
  contactFormContract,
  type FormContract,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  optionValues,
  quoteFormContract,
  serviceContactFormContract,
} from '@zcomm/storefront-ui/contracts';
import { z } from 'zod';
import type { SiteId } from '../../../sites/tenants.ts';

export { HONEYPOT_FIELD, IDEMPOTENCY_FIELD };

/** The forms the API stores. `contact` is the workwear shop's form at `/api/contact`. */
export type FormName = 'contact' | 'sailing-contact' | 'agency-contact' | 'quote';

export interface FormDefinition {
  /** The site whose host accepts the form. */
  site: SiteId;
  /** Where a native (no-script) post is sent after success. */
  sentLocation: string;
  /** The form's fields, as the form component shows them (the package's contract). */
  fields: FormContract;
}

export const forms: Readonly<Record<FormName, FormDefinition>> = {
  contact: { site: 'workwear', sentLocation: '/contact?sent=1', fields: contactFormContract },
  'sailing-contact': {
    site: 'sailing',
    sentLocation: '/contact?sent=1',
    fields: contactFormContract,
  },
  'agency-contact': {
    site: 'agency',
    sentLocation: '/contact?sent=1',
    fields: serviceContactFormContract,
  },
  quote: { site: 'agency', sentLocation: '/quote?sent=1', fields: quoteFormContract },
};

export function isFormName(value: string): value is FormName {
  return Object.hasOwn(forms, value);
}

/** The WHATWG `type=email` rule, the one browsers apply to the same field. */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const singleLineControl = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const multiLineControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

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

/** Whether a text has the shape of an e-mail address (the browser's `type=email` rule). */
export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value);
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The schema of one filled-in field (trimmed, never empty), from its contract: the browser's
 * rules for the same input (type, options) plus length and control-character limits. Only the
 * first problem of a value is reported, so the checks stop at the first failure.
 */
function fieldSchema(field: ContractField): z.ZodType<string> {
  const multiline = field.kind === 'multiline';
  const values = optionValues(field);
  const checks: [(value: string) => boolean, string][] = [
    [(value) => [...value].length <= field.maxLength, `Use at most ${field.maxLength} characters.`],
    [
      (value) => !(multiline ? multiLineControl : singleLineControl).test(value),
      multiline ? 'Remove control characters.' : 'Use a single line.',
    ],
  ];
  if (field.kind === 'select') {
    checks.push([(value) => values.includes(value), `Choose one of: ${values.join(', ')}.`]);
  }
  if (field.kind === 'email') checks.push([isEmailAddress, 'Enter a valid e-mail address.']);
  if (field.kind === 'url') {
    checks.push([isWebAddress, 'Enter a web address starting with http:// or https://.']);
  }
  if (field.kind === 'count') {
    checks.push([(value) => /^\d+$/.test(value), 'Enter a whole number (0 or more).']);
  }
  return checks.reduce<z.ZodType<string>>(
    (schema, [test, message]) => schema.refine(test, { message, abort: true }),
    z.string(),
  );
}

/** A form's schema, from its contract: required fields and each field's rules. */
function formSchema(contract: FormContract) {
  const shape = Object.fromEntries(
    Object.entries(contract).map(([name, field]) => {
      const schema = fieldSchema(field);
      return [name, field.required ? schema : schema.optional()];
    }),
  );
  return z.object(shape);
}

const schemas = new Map(
  Object.entries(forms).map(([form, definition]) => [form, formSchema(definition.fields)]),
);

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

/**
 * Checks posted values against a form's contract, as the browser does for the same form, plus
 * length limits. Each name maps to every value sent under it; undeclared names are ignored.
 * Errors name each field once (`{ field: message }`), as the API answers them.
 */
export function validateSubmission(
  form: FormName,
  posted: Readonly<Record<string, readonly string[]>>,
): Submission {
  const definition = forms[form];
  const errors: Record<string, string> = {};
  const single = (field: string): string | undefined => {
    const values = Object.hasOwn(posted, field) ? posted[field] : undefined;
    if (!values || values.length === 0) return undefined;
    if (values.length > 1) {
      errors[field] = 'Send a single value.';
      return undefined;
    }
    const value = normalise(values[0] ?? '').trim();
    return value === '' ? undefined : value;
  };

  const honeypot = Object.hasOwn(posted, HONEYPOT_FIELD) ? posted[HONEYPOT_FIELD] : undefined;
  if (honeypot?.some((value) => value.trim() !== '')) {
    return {
      ok: true,
      data: caughtValues(definition.fields, posted),
      idempotencyKey: undefined,
      spam: true,
    };
  }

  const idempotencyKey = single(IDEMPOTENCY_FIELD)?.toLowerCase();
  if (idempotencyKey !== undefined && !uuidPattern.test(idempotencyKey)) {
    errors[IDEMPOTENCY_FIELD] = 'Send a UUID.';
  }

  const values: Record<string, string> = {};
  for (const field of Object.keys(definition.fields)) {
    const value = single(field);
    if (value !== undefined) values[field] = value;
  }
  // A field that exists only with some values of another (the quote's Fulfillment Details) is
  // left out when sent without them: a form posted before its script ran sends every field the
  // visitor filled in, also after changing the service back.
  for (const [field, rule] of Object.entries(definition.fields)) {
    const when = rule.onlyWhen;
    if (when && !when.values.includes(values[when.field] ?? '')) delete values[field];
  }
  const result = schemas.get(form)?.safeParse(values);
  if (result && !result.success) {
    for (const issue of result.error.issues) {
      const [field] = issue.path;
      if (typeof field !== 'string' || errors[field]) continue;
      errors[field] = issue.code === 'invalid_type' ? 'This field is required.' : issue.message;
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, fields: errors };
  return { ok: true, data: values, idempotencyKey, spam: false };
}

/** One stored field as staff see it, in the inbox and in the lead e-mail. */
export interface ShownField {
  name: string;
  /** The form's label for it (`Number of products (SKUs)`). */
  label: string;
  value: string;
  /** The label of the chosen option, for a choice. */
  option?: string;
}

/** How the honeypot's value is labelled where staff see a caught submission. */
export const HONEYPOT_LABEL = 'Hidden trap field (filled in by a bot)';

/**
 * A submission's fields in the form's order under the form's labels (a choice with its
 * option's label), then anything else it holds (the honeypot's value) under its name.
 */
export function shownFields(form: string, data: Readonly<Record<string, string>>): ShownField[] {
  const contract: FormContract = isFormName(form) ? forms[form].fields : {};
  const rest = new Map(Object.entries(data));
  const fields: ShownField[] = [];
  for (const [name, field] of Object.entries(contract)) {
    const value = rest.get(name);
    if (value === undefined) continue;
    rest.delete(name);
    const option = field.options?.find((choice) => choice.value === value)?.label;
    fields.push(
      option ? { name, label: field.label, value, option } : { name, label: field.label, value },
    );
  }
  for (const [name, value] of rest) {
    fields.push({ name, label: name === HONEYPOT_FIELD ? HONEYPOT_LABEL : name, value });
  }
  return fields;
}
