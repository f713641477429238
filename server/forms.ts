import type { SiteId } from '../sites/tenants.ts';

/** The forms the API stores. `contact` is the workwear shop's form at `/api/contact`. */
export type FormName = 'contact' | 'sailing-contact' | 'agency-contact' | 'quote';

/** Hidden field carrying a UUID that makes a repeated post of one form fill harmless. */
export const IDEMPOTENCY_FIELD = 'idempotency_key';
/** Hidden field people never fill: anything in it marks the post as automated. */
export const HONEYPOT_FIELD = 'contact_me_by_fax_only';

type FieldValues = Readonly<Record<string, string>>;

export interface FieldRule {
  required?: boolean;
  /** Longest accepted value, in characters. */
  maxLength: number;
  /** Line breaks allowed. */
  multiline?: boolean;
  format?: 'email' | 'url' | 'count';
  /** The only accepted values. */
  options?: readonly string[];
  /** The field is only accepted while this holds for the other values. */
  acceptedWhen?: { test: (values: FieldValues) => boolean; message: string };
}

export interface FormDefinition {
  /** The site whose host accepts the form. */
  site: SiteId;
  /** Where a native (no-script) post is sent after success. */
  sentLocation: string;
  fields: Readonly<Record<string, FieldRule>>;
}

const name: FieldRule = { required: true, maxLength: 200 };
const email: FieldRule = { required: true, maxLength: 254, format: 'email' };
const phoneNumber: FieldRule = { maxLength: 40 };
const message: FieldRule = { required: true, maxLength: 5000, multiline: true };

const shopContactFields = { name, email, phone_number: phoneNumber, message };

const includesFulfillment = {
  test: (values: FieldValues) => values.service === 'fulfillment' || values.service === 'both',
  message: 'Only accepted when the service includes product fulfillment.',
};

export const forms: Readonly<Record<FormName, FormDefinition>> = {
  contact: { site: 'workwear', sentLocation: '/contact?sent=1', fields: shopContactFields },
  'sailing-contact': {
    site: 'sailing',
    sentLocation: '/contact?sent=1',
    fields: shopContactFields,
  },
  'agency-contact': {
    site: 'agency',
    sentLocation: '/contact?sent=1',
    fields: {
      name,
      email,
      phone_number: phoneNumber,
      service: {
        required: true,
        maxLength: 40,
        options: ['web-development', 'e-commerce', 'product-fulfillment'],
      },
      message,
    },
  },
  quote: {
    site: 'agency',
    sentLocation: '/quote?sent=1',
    fields: {
      name,
      email,
      company: { required: true, maxLength: 200 },
      phone: { required: true, maxLength: 40 },
      service: {
        required: true,
        maxLength: 40,
        options: ['web-development', 'fulfillment', 'both'],
      },
      'project-details': { required: true, maxLength: 5000, multiline: true },
      platform: {
        required: true,
        maxLength: 40,
        options: [
          'none',
          'shopify',
          'woocommerce',
          'squarespace',
          'wix',
          'bigcommerce',
          'custom',
          'other',
        ],
      },
      website: { maxLength: 2048, format: 'url' },
      'sku-count': { maxLength: 9, format: 'count', acceptedWhen: includesFulfillment },
      'order-volume': {
        maxLength: 40,
        options: ['0-50', '51-200', '201-1000', '1000+'],
        acceptedWhen: includesFulfillment,
      },
      storage: {
        maxLength: 40,
        options: ['yes', 'no', 'unsure'],
        acceptedWhen: includesFulfillment,
      },
      timeline: { maxLength: 40, options: ['now', '1-2 weeks', '1-2 months', 'flexible'] },
      budget: { maxLength: 40, options: ['<2000', '2000-5000', '5000-10000', '10000+'] },
      message,
      referral: { maxLength: 200 },
    },
  },
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

function checkField(rule: FieldRule, value: string): string | undefined {
  if ([...value].length > rule.maxLength) return `Use at most ${rule.maxLength} characters.`;
  if ((rule.multiline ? multiLineControl : singleLineControl).test(value)) {
    return rule.multiline ? 'Remove control characters.' : 'Use a single line.';
  }
  if (rule.options && !rule.options.includes(value)) {
    return `Choose one of: ${rule.options.join(', ')}.`;
  }
  if (rule.format === 'email' && !isEmailAddress(value)) return 'Enter a valid e-mail address.';
  if (rule.format === 'url' && !isWebAddress(value)) {
    return 'Enter a web address starting with http:// or https://.';
  }
  if (rule.format === 'count' && !/^\d+$/.test(value)) return 'Enter a whole number (0 or more).';
  return undefined;
}

export type Submission =
  | {
      ok: true;
      /** The declared fields that were filled in, trimmed. */
      data: Record<string, string>;
      idempotencyKey: string | undefined;
      /** The honeypot was filled: nothing else was checked; answer as if stored, store nothing. */
      spam: boolean;
    }
  | { ok: false; fields: Record<string, string> };

/**
 * Checks posted values against a form's rules, as the browser does for the same form, plus
 * length limits. Each name maps to every value sent under it; undeclared names are ignored.
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
    const value = (values[0] ?? '').replace(/\r\n?/g, '\n').trim();
    return value === '' ? undefined : value;
  };

  const honeypot = Object.hasOwn(posted, HONEYPOT_FIELD) ? posted[HONEYPOT_FIELD] : undefined;
  if (honeypot?.some((value) => value.trim() !== '')) {
    return { ok: true, data: {}, idempotencyKey: undefined, spam: true };
  }

  const idempotencyKey = single(IDEMPOTENCY_FIELD)?.toLowerCase();
  if (idempotencyKey !== undefined && !uuidPattern.test(idempotencyKey)) {
    errors[IDEMPOTENCY_FIELD] = 'Send a UUID.';
  }

  const data: Record<string, string> = {};
  for (const [field, rule] of Object.entries(definition.fields)) {
    const value = single(field);
    if (value === undefined) {
      if (rule.required && !errors[field]) errors[field] = 'This field is required.';
      continue;
    }
    const problem = checkField(rule, value);
    if (problem) errors[field] = problem;
    else data[field] = value;
  }
  for (const [field, rule] of Object.entries(definition.fields)) {
    if (rule.acceptedWhen && data[field] !== undefined && !rule.acceptedWhen.test(data)) {
      errors[field] = rule.acceptedWhen.message;
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, fields: errors };
  return { ok: true, data, idempotencyKey, spam: false };
}
