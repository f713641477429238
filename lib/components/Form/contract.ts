/**
 * Form contracts: each form's fields as data, read by the form components (labels, options,
 * required flags, length limits) and by a server that validates what the form posts (ours
 * builds its schemas from them). Plain data, no React: a server imports it as is.
 */

/** Hidden field people never fill: anything in it marks a post as automated. */
export const HONEYPOT_FIELD = 'contact_me_by_fax_only';
/** Hidden field carrying a UUID that makes a repeated post of one form fill harmless. */
export const IDEMPOTENCY_FIELD = 'idempotency_key';

export interface ContractOption {
  /** The value posted. */
  value: string;
  /** What the visitor reads. */
  label: string;
}

/** What a field accepts: its input type, and what the server checks. */
export type ContractFieldKind = 'text' | 'email' | 'tel' | 'url' | 'count' | 'multiline' | 'select';

export interface ContractField {
  /** The label the form shows. */
  label: string;
  kind: ContractFieldKind;
  /** @default false */
  required?: boolean;
  /** Longest accepted value, in characters (checked by the server). */
  maxLength: number;
  /** The only accepted values, in the order the form lists them (`kind: 'select'`). */
  options?: readonly ContractOption[];
  /** The field exists (is shown, and accepted) only while another field has one of these values. */
  onlyWhen?: { field: string; values: readonly string[] };
}

export type FormContract = Readonly<Record<string, ContractField>>;

/** The fields every form of the package asks for, with the same rules wherever they appear. */
export const nameField = { label: 'Name', kind: 'text', required: true, maxLength: 200 } as const;
export const emailField = {
  label: 'Email',
  kind: 'email',
  required: true,
  maxLength: 254,
} as const;
export const messageField = {
  label: 'Message',
  kind: 'multiline',
  required: true,
  maxLength: 5000,
} as const;

/** The values of a field's options. */
export function optionValues(field: ContractField): string[] {
  return (field.options ?? []).map((option) => option.value);
}

/**
 * The props a field component takes from its contract: name, label and required flag. Length
 * limits stay on the server: the form's only rules are the browser's, as the spec sets them.
 */
export function fieldProps<Contract extends FormContract>(
  contract: Contract,
  name: keyof Contract & string,
): { name: string; label: string; required: boolean } {
  const field = contract[name] as ContractField;
  return { name, label: field.label, required: field.required ?? false };
}
