/**
 * Text shown on an operator's terminal: characters a terminal could act on (C0 and C1 controls:
 * escape, bell, …) or that reorder what is shown (bidirectional overrides and marks) are never
 * written raw.
 */

/** Every character a terminal could act on, or that reorders text, tab and line breaks included. */
export const TERMINAL_UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** Whether the text holds any of them. */
export function hasTerminalControls(text: string): boolean {
  return new RegExp(TERMINAL_UNSAFE.source, 'u').test(text);
}

/** The text with each of them shown as its code point, `\u{1b}`: one line, inert. */
export function forTerminal(text: string): string {
  return text.replace(
    TERMINAL_UNSAFE,
    (character) => `\\u{${character.codePointAt(0)?.toString(16)}}`,
  );
}

/**
 * JSON for a terminal: the same characters written as JSON escapes (`\u0085`). JSON.stringify
 * escapes the C0 controls itself; those left raw in its output are its own line breaks.
 */
export function jsonForTerminal(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
