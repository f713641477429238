/**
 * CSV (RFC 4180) for the inbox export. Every cell is quoted, a quote inside is doubled, lines
 * end with CRLF, and the file starts with a UTF-8 byte order mark so spreadsheets read accents
 * and emoji right. A cell a spreadsheet would run as a formula (its text starts with `=`, `+`,
 * `-`, `@`, a tab or a carriage return) gets a leading `'`, so it opens as the text it is.
 */

/** Text a spreadsheet treats as the start of a formula. */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: neutralised against formula injection, quoted. */
export function csvCell(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
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
