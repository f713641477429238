// Build-time font narrowing: the sites' variable fonts (@fontsource-variable, Latin files) are
// subset to the characters their @font-face rules cover and, where it makes the file smaller,
// to the weight range the design system uses. Every glyph, kerning pair and OpenType feature
// a page can reach stays; only what no page asks for goes (weights outside the range, tables
// harfbuzz drops from a subset). Results are cached by content, so only the first build pays.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * The code points of fontsource's Latin files: the `unicode-range` every site's @font-face
 * rule for them declares (sites/∗/fonts.css), so the browser never asks these files for more.
 */
export const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** The weights the design system's tokens and components use (body 400 to heading 800). */
export const DESIGN_WEIGHTS = { min: 400, max: 800 };

/** The Latin variable files this narrows; any other font is left as it is. */
const FONT_FILE = /@fontsource-variable\/[^/]+\/files\/[a-z0-9-]+-latin-wght-normal\.woff2$/;

/** Every code point of a CSS `unicode-range` value, as a string to subset to. */
export function unicodeRangeText(range) {
  let text = '';
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match) throw new Error(`Not a unicode-range part: ${JSON.stringify(part)}`);
    const first = Number.parseInt(match[1], 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    for (let code = first; code <= last; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

/**
 * The narrowed file for one source font: the smaller of its Latin subset with every weight and
 * the same subset limited to `weights` (limiting an axis can add data to some fonts).
 */
export async function narrowFont(source, { weights = DESIGN_WEIGHTS, range = LATIN_RANGE } = {}) {
  const text = unicodeRangeText(range);
  const allWeights = await subsetFont(source, text, { targetFormat: 'woff2' });
  const limited = await subsetFont(source, text, {
    targetFormat: 'woff2',
    // harfbuzz clamps the range (and the default weight) to what the font's axis offers.
    variationAxes: { wght: { min: weights.min, max: weights.max } },
  });
  const best = limited.length < allWeights.length ? limited : allWeights;
  return best.length < source.length ? best : source;
}

const require = createRequire(import.meta.url);
const toolVersion = [require('subset-font/package.json').version, 'v1'].join('-');

/** The narrowed copy of one font file in `cacheDir`, made once for its content and options. */
async function narrowedCopy(file, cacheDir, weights) {
  const source = await readFile(file);
  const key = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ weights, LATIN_RANGE, toolVersion }))
    .digest('hex')
    .slice(0, 16);
  const target = path.join(cacheDir, key, path.basename(file));
  if (existsSync(target)) return target;
  const output = await narrowFont(source, { weights });
  await mkdir(path.dirname(target), { recursive: true });
  // Written whole, then renamed: a build that stops half-way leaves no broken font.
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, output);
  await rename(partial, target);
  return target;
}

/** The Latin variable files of the installed `@fontsource-variable` packages, by import path. */
async function installedFonts(root) {
  const scope = path.join(root, 'node_modules', '@fontsource-variable');
  const fonts = new Map();
  for (const name of await readdir(scope).catch(() => [])) {
    const files = path.join(scope, name, 'files');
    for (const file of await readdir(files).catch(() => [])) {
      const specifier = `@fontsource-variable/${name}/files/${file}`;
      if (FONT_FILE.test(specifier)) fonts.set(specifier, path.join(files, file));
    }
  }
  return fonts;
}

/**
 * Vite plugin (builds only): the `url()`s of the Latin variable fonts resolve, by alias, to
 * narrowed copies in `cacheDir`, so the emitted files' names hash what they hold.
 */
export function fontSubset({ cacheDir, weights = DESIGN_WEIGHTS } = {}) {
  return {
    name: 'zc-font-subset',
    apply: 'build',
    async config(config) {
      const root = path.resolve(config.root ?? process.cwd());
      const fonts = await installedFonts(root);
      const alias = await Promise.all(
        [...fonts].map(async ([find, file]) => ({
          find,
          replacement: await narrowedCopy(file, cacheDir, weights),
        })),
      );
      return { resolve: { alias } };
    },
  };
}
