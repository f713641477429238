/**
 * CSV (RFC 4180) for the inbox export. Every cell is quoted, a quote inside is doubled, lines
 * end with CRLF, and the file starts with a UTF-8 byte order mark so spreadsheets read accents
 * and emoji right. A cell a spreadsheet would run as a formula (its text starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return) gets a leading `'`, so it opens as the text it is. A
 * control or bidirectional-override character is written as `�`.
 */

/** Text a spreadsheet treats as the start of a formula. */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1) and bidirectional
 * embeddings, overrides and isolates: a terminal or an editor would act on them (colours, a
 * cleared screen, text shown in another order), so a cell shows each as `�`. The form API
 * never stores them; this is for rows stored before it removed them.
 */
const unsafeCharacters =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters replaced
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** One cell: control characters shown as `�`, neutralised against formula injection, quoted. */
export function csvCell(value: string): string {
  const shown = value.replace(unsafeCharacters, '\uFFFD');
  const text = formulaStart.test(shown) ? `'${shown}` : shown;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One record: its cells joined with commas (no line end). */
export function csvRecord(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}

/** A whole document: the byte order mark, then each record followed by CRLF. */
export function csvDocument(records: readonly (readonly string[])[]): string {
  return `\uFEFF${records.map((record) => `${csvRecord(record)}\r\n`).join('')}`;
}

/** What a document streamed record by record starts with (the byte order mark). */
export const CSV_START = '\uFEFF';

/** One record with its line end, for a document written a record at a time. */
export function csvLine(cells: readonly string[]): string {
  return `${csvRecord(cells)}\r\n`;
}
