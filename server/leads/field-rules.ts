/**
 * The rules of the form fields' kinds, the ones the forms apply before sending (the package's
 * contracts): an e-mail address whose domain has a dot, a web address (http or https, a host
 * with a dot; a bare domain is given `https://` when the post is read), a whole number; and the
 * control characters no posted value may hold. Registered as schema formats
 * (`form-email`, `web-address`, `whole-number`), so the form schemas can name them.
 */
import { isEmailAddress, isWebAddress, isWholeNumber } from '@zcomm/storefront-ui/contracts';
import Format from 'typebox/format';

export { isEmailAddress, isWebAddress };

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
Format.Set(fieldFormats.count, isWholeNumber);
