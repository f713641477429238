/**
 * The text of a reply or a note as staff wrote it, made safe to keep and to send: line ends as
 * `\n`, no bidirectional controls (which show text in another order than it is stored), no
 * spaces or blank lines around it. Any other control character (but the tab) is refused, as
 * the forms refuse it: it has no place in a message and could only hide something.
 */

import { MULTI_LINE_CONTROLS } from './field-rules.ts';

const bidiControls = /[\u202a-\u202e\u2066-\u2069]/g;
/** C0 and C1 controls and DEL but the tab and the line break (carriage returns are gone by then). */
const controlButTabAndNewline = new RegExp(`[${MULTI_LINE_CONTROLS}]`);

export type MessageText = { ok: true; text: string } | { ok: false; error: string };

/** The text as kept, or why it is refused (`what` names it: "Reply", "Note"). */
export function messageText(value: string, what: string, maxLength: number): MessageText {
  const text = value.replace(/\r\n?/g, '\n').replace(bidiControls, '').trim();
  if (controlButTabAndNewline.test(text)) {
    return { ok: false, error: `${what} must not contain control characters.` };
  }
  if (text === '') return { ok: false, error: `Write the ${what.toLowerCase()} first.` };
  const length = [...text].length;
  if (length > maxLength) {
    return {
      ok: false,
      error: `${what} must be at most ${maxLength.toLocaleString('en-US')} characters (it has ${length.toLocaleString('en-US')}).`,
    };
  }
  return { ok: true, text };
}
