/**
 * A product's description read into the page's text: its paragraphs, its bullet points and its
 * size chart, from the shop's HTML (never injected into the page). It runs in the event loop
 * while a product page waits, so it reads in one pass over at most MAX_DESCRIPTION_LENGTH
 * characters, whatever the HTML holds: no regular expression that could scan to the end from
 * every tag.
 */
import type { SizeChart } from '@zcomm/site-data/product';

/**
 * The most characters of a description read (its HTML, or its plain text when it has no
 * paragraph); the rest is left out. A few milliseconds of work at most.
 */
export const MAX_DESCRIPTION_LENGTH = 100_000;

/** A tag of the HTML: its lower-case name, whether it closes, and where it starts and ends. */
interface Tag {
  name: string;
  closing: boolean;
  start: number;
  end: number;
}

/** Whether a character code may be in a tag's name (a letter; a digit after the first). */
const nameCharacter = (code: number, first: boolean): boolean =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (!first && code >= 48 && code <= 57);

/**
 * The tags of an HTML fragment, in order: each from a `<` to the next `>` (what `<[^>]*>`
 * matches). One pass: once no `>` follows, nothing after can be a tag.
 */
function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  let from = 0;
  for (;;) {
    const start = html.indexOf('<', from);
    if (start === -1) break;
    const close = html.indexOf('>', start + 1);
    if (close === -1) break;
    const closing = html.charCodeAt(start + 1) === 0x2f; // `/`
    // The name, as `<name\b` would find it.
    const nameStart = start + (closing ? 2 : 1);
    let nameEnd = nameStart;
    while (nameEnd < close && nameCharacter(html.charCodeAt(nameEnd), nameEnd === nameStart)) {
      nameEnd += 1;
    }
    const name = html.slice(nameStart, nameEnd).toLowerCase();
    tags.push({ name, closing, start, end: close + 1 });
    from = close + 1;
  }
  return tags;
}

/**
 * The inner HTML of each element named in `names` (an opening tag up to the next closing tag of
 * the same name, as a lazy `<p\b[^>]*>([\s\S]*?)</p>` would match), with where each starts and
 * ends; another opening tag inside belongs to the inner HTML.
 */
function elementsOf(
  html: string,
  names: readonly string[],
  tags = tagsOf(html),
): { inner: string; start: number; end: number }[] {
  const found: { inner: string; start: number; end: number }[] = [];
  let open: Tag | undefined;
  for (const tag of tags) {
    if (!names.includes(tag.name)) continue;
    if (!open) {
      if (!tag.closing) open = tag;
    } else if (tag.closing && tag.name === open.name) {
      found.push({ inner: html.slice(open.end, tag.start), start: open.start, end: tag.end });
      open = undefined;
    }
  }
  return found;
}

const entities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** A named, decimal or hexadecimal character reference (a bounded pattern: no backtracking). */
const ENTITY = /&(?:([a-z]{2,6})|#(\d{1,8})|#x([\da-f]{1,6}));/gi;

/** The character a numeric reference names, or U+FFFD when it names none. */
function character(code: number): string {
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
    ? String.fromCodePoint(code)
    : '\uFFFD';
}

/** The text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
function plainText(html: string): string {
  let text = '';
  let from = 0;
  for (const tag of tagsOf(html)) {
    text += `${html.slice(from, tag.start)} `;
    from = tag.end;
  }
  text += html.slice(from);
  return text
    .replace(ENTITY, (entity, name?: string, decimal?: string, hex?: string) => {
      if (name !== undefined) return entities[name.toLowerCase()] ?? entity;
      return character(decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16));
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The size chart of a description, read from its first table with a caption naming one. */
function sizeChartOf(tables: readonly string[]): SizeChart | null {
  for (const table of tables) {
    const caption = plainText(elementsOf(table, ['caption'])[0]?.inner ?? '');
    if (!/size/i.test(caption)) continue;
    const rows = elementsOf(table, ['tr']).map(({ inner }) =>
      elementsOf(inner, ['th', 'td']).map((cell) => plainText(cell.inner)),
    );
    const [columns, ...body] = rows;
    if (!columns || body.length === 0) continue;
    return { caption, columns, rows: body.filter((row) => row.length === columns.length) };
  }
  return null;
}

/**
 * The description's paragraphs and bullet points as plain text (a shop's HTML is never
 * injected into the page), and its size chart; `fallback` (the plain-text description) when
 * the HTML has no paragraph. Reads the first MAX_DESCRIPTION_LENGTH characters of each.
 */
export function readDescription(
  html: string,
  fallback: string,
): { description: string[]; features: string[]; sizeChart: SizeChart | null } {
  const read = html.slice(0, MAX_DESCRIPTION_LENGTH);
  const tables = elementsOf(read, ['table']);
  // The paragraphs and bullet points outside the tables.
  let outside = '';
  let from = 0;
  for (const table of tables) {
    outside += read.slice(from, table.start);
    from = table.end;
  }
  outside += read.slice(from);
  const tags = tagsOf(outside);
  const texts = (name: string) =>
    elementsOf(outside, [name], tags)
      .map(({ inner }) => plainText(inner))
      .filter(Boolean);
  const paragraphs = texts('p');
  const description =
    paragraphs.length > 0
      ? paragraphs
      : [plainText(fallback.slice(0, MAX_DESCRIPTION_LENGTH))].filter(Boolean);
  return {
    description,
    features: texts('li'),
    sizeChart: sizeChartOf(tables.map(({ inner }) => inner)),
  };
}
