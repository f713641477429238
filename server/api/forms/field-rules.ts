/**
 * The rules of the form fields' kinds, as the browser applies them to the same inputs: an
 * e-mail address (`type=email`), a web address (`type=url`, http or https only), a whole
 * number; and the control characters no posted value may hold. Registered as schema formats
 * (`form-email`, `web-address`, `whole-number`), so the form schemas can name them.
 */
import Format from 'typebox/format';

/** The WHATWG `type=email` rule, the one browsers apply to the same field. */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether a text has the shape of an e-mail address (the browser's `type=email` rule). */
export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value);
}

/** Whether a text is an absolute http:// or https:// address with a host. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The control characters a single-line value may not hold: C0 (tab and newline included), DEL, C1. */
export const SINGLE_LINE_CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f';
/** Those a multi-line value may not hold: the same but tab, newline and carriage return. */
export const MULTI_LINE_CONTROLS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';

/** The schema formats of the field kinds that have one. */
export const fieldFormats = {
  email: 'form-email',
  url: 'web-address',
  count: 'whole-number',
} as const;

Format.Set(fieldFormats.email, isEmailAddress);
Format.Set(fieldFormats.url, isWebAddress);
Format.Set(fieldFormats.count, (value) => /^\d+$/.test(value));
