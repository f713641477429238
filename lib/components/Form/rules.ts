/**
 * The rules of the field kinds, shared by the forms (which check before sending) and a server
 * that checks what they post (ours registers them as schema formats), so both accept and refuse
 * the same values: an e-mail address whose domain has a dot, a web address with or without its
 * `https://`, a whole number. Plain functions, no React and no DOM: a server imports them as is.
 */

/**
 * The WHATWG `type=email` rule, but with at least one dot in the domain: `dana@harborgoods`
 * is a valid address on a local network only, never a prospect's.
 */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Whether a text is an e-mail address with a domain that has a dot (`dana@harborgoods.example`). */
export function isEmailAddress(value: string): boolean {
  return emailPattern.test(value);
}

/** A scheme at the start of an address (`https:`, `mailto:`, `ftp:` …). */
const scheme = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A web address as it is kept: `https://` added to a bare domain (`harborgoods.example` →
 * `https://harborgoods.example`), an `http://` or `https://` one as typed; `undefined` for
 * anything else (another scheme, no host, a host without a dot, spaces).
 */
export function webAddressOf(value: string): string | undefined {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return undefined;
  const address = scheme.test(text) && !/^[^/:]+:\d/.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const host = url.hostname;
    if (!host.includes('.') || host.startsWith('.') || host.endsWith('.')) return undefined;
    return address;
  } catch {
    return undefined;
  }
}

/** Whether a text is a web address as it is kept: http:// or https:// and a host with a dot. */
export function isWebAddress(value: string): boolean {
  return webAddressOf(value) === value;
}

/** Whether a text is a whole number, 0 or more, in digits. */
export function isWholeNumber(value: string): boolean {
  return /^\d+$/.test(value);
}

/** Why a field's value is refused. */
export type FieldProblem = 'missing' | 'email' | 'url' | 'count' | 'other';

/** A field's label as it reads inside a sentence: lower case but for a word in capitals (SKUs). */
function inSentence(label: string): string {
  return label.replace(/\b[A-Z](?=[a-z])/g, (letter) => letter.toLowerCase());
}

/**
 * What a form says about a refused field, in the field's own words: one sentence that names it
 * and says what to do (`Enter your company.`, `Choose your service.`).
 */
export function fieldProblemMessage(
  problem: FieldProblem,
  field: { label: string; kind: 'text' | 'select' | 'email' | 'url' | 'count' | 'other' },
): string {
  const words = inSentence(field.label);
  switch (problem) {
    case 'missing':
      if (field.kind === 'select') return `Choose your ${words}.`;
      if (field.kind === 'email') return 'Enter your e-mail address.';
      return `Enter your ${words}.`;
    case 'email':
      return 'Enter an e-mail address with a full domain, like dana@harborgoods.example.';
    case 'url':
      return 'Enter a web address, like harborgoods.example.';
    case 'count':
      return `Enter the ${words} as a whole number, like 120.`;
    default:
      return `Check your ${words}.`;
  }
}
