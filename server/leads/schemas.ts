/**
 * The form posts' schemas, generated from the forms' contracts, so a field is declared once, in
 * its contract: a text with the field's length limit, no control characters, and the rule of
 * its kind (a choice's options, an e-mail address, a web address, a whole number). Each rule
 * carries the message the API answers when a value breaks it: for a missing value or a refused
 * kind, the message the form itself shows (the package's `fieldProblemMessage`).
 */

import { apiErrors, NoContent } from '@zcomm/site-data/api/errors';
import { type FormName, forms } from '@zcomm/site-data/forms';
import {
  type ContractField,
  type FieldProblem,
  type FormContract,
  fieldProblemMessage,
  IDEMPOTENCY_FIELD,
  optionValues,
} from '@zcomm/storefront-ui/contracts';
import { type TObject, type TSchema, Type } from 'typebox';
import { Settings } from 'typebox/system';
import { fieldFormats, MULTI_LINE_CONTROLS, SINGLE_LINE_CONTROLS } from './field-rules.ts';

/**
 * A post is answered with every field that needs attention, so the checker gathers all their
 * failures: up to four per field (a repeated value, or its length, characters and kind).
 */
const mostFailures = Math.max(
  ...Object.values(forms).map((form) => (Object.keys(form.fields).length + 1) * 4),
);
if (Settings.Get().maxErrors < mostFailures) Settings.Set({ maxErrors: mostFailures });

/** A field as the forms' messages name it (the words the form shows for the same mistake). */
function messageField(field: ContractField) {
  const kind =
    field.kind === 'select' ||
    field.kind === 'email' ||
    field.kind === 'url' ||
    field.kind === 'count'
      ? field.kind
      : 'text';
  return { label: field.label, kind } as const;
}

/** What the API answers for a field its format refuses: the form's own message. */
const formatProblems: Readonly<Record<keyof typeof fieldFormats, FieldProblem>> = {
  email: 'email',
  url: 'url',
  count: 'count',
};

/** The message of a field sent more than once. */
const SINGLE_VALUE = 'Send a single value.';

function hasFormat(kind: string): kind is keyof typeof fieldFormats {
  return Object.hasOwn(fieldFormats, kind);
}

/** One filled-in field (trimmed, never empty), from its contract. */
export function fieldSchema(field: ContractField): TSchema {
  const multiline = field.kind === 'multiline';
  const choices = field.kind === 'select' ? optionValues(field) : undefined;
  const format = hasFormat(field.kind) ? field.kind : undefined;
  return Type.String({
    title: field.label,
    maxLength: field.maxLength,
    pattern: `^[^${multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS}]*$`,
    ...(choices ? { enum: choices } : {}),
    ...(format ? { format: fieldFormats[format] } : {}),
    errorMessage: {
      type: SINGLE_VALUE,
      required: fieldProblemMessage('missing', messageField(field)),
      maxLength: `Use at most ${field.maxLength} characters.`,
      pattern: multiline ? 'Remove control characters.' : 'Use a single line.',
      ...(choices ? { enum: `Choose one of: ${choices.join(', ')}.` } : {}),
      ...(format
        ? { format: fieldProblemMessage(formatProblems[format], messageField(field)) }
        : {}),
    },
  });
}

/** A form's fields as the route checks them: its idempotency key, then the contract's fields. */
export function formFieldsSchema(contract: FormContract): TObject {
  const properties: Record<string, TSchema> = {
    [IDEMPOTENCY_FIELD]: Type.Optional(
      Type.String({
        pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
        errorMessage: { type: SINGLE_VALUE, pattern: 'Send a UUID.' },
      }),
    ),
  };
  for (const [name, field] of Object.entries(contract)) {
    const schema = fieldSchema(field);
    properties[name] = field.required ? schema : Type.Optional(schema);
  }
  return Type.Object(properties);
}

/**
 * The body of a form post as the route checks it: the posted fields of the one form, read
 * (multipart, urlencoded or JSON), trimmed and with line ends as `\n`, each sent once, under
 * the form's name.
 */
export function formPostBody(names: readonly FormName[]): TObject {
  return Type.Object(
    Object.fromEntries(
      names.map((name) => [name, Type.Optional(formFieldsSchema(forms[name].fields))]),
    ),
    { additionalProperties: false, minProperties: 1, maxProperties: 1 },
  );
}

/**
 * `/forms/:form`: the forms posted there (the workwear form has its own `/contact`, and the
 * shops' bulk orders, with their lines and artwork, their own `/forms/bulk-order`).
 */
export const otherFormNames = (Object.keys(forms) as FormName[]).filter(
  (name) => name !== 'contact' && forms[name].path === undefined,
);

export const FormParams = Type.Object({
  form: Type.Union(
    otherFormNames.map((name) => Type.Literal(name)),
    { errorMessage: 'Unknown form.' },
  ),
});

/** A stored post: its id (201 when new, 200 for a repeat of its idempotency key). */
export const StoredPost = Type.Object({ id: Type.String() });

export const formResponses = {
  200: StoredPost,
  201: StoredPost,
  303: NoContent,
  ...apiErrors,
};
