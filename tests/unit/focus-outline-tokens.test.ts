import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

async function cssFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
}

/** Custom properties whose value is box-shadow syntax: in an `outline` the browser drops it. */
async function shadowTokens(files: string[]): Promise<Set<string>> {
  const tokens = new Set<string>();
  for (const file of files) {
    const css = await readFile(file, 'utf8');
    for (const [, name = '', value = ''] of css.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      // Offsets before a colour (`0 0 0 3px …`), or a list of shadows: never an outline.
      if (
        /^\s*(?:inset\s+)?-?\d[\w.]*\s+-?\d[\w.]*\s+-?\d/.test(value) ||
        /-?\dpx[^,]*,/.test(value)
      ) {
        tokens.add(name);
      }
    }
  }
  return tokens;
}

describe('focus indicators in the style sheets', () => {
  it('never give an outline a box-shadow token (the declaration would be dropped)', async () => {
    const files = [
      ...(await cssFiles(path.join(root, 'lib'))),
      ...(await cssFiles(path.join(root, 'sites'))),
    ].filter((file) => !file.includes(`${path.sep}dist${path.sep}`));
    const tokens = await shadowTokens(files);
    expect(tokens).toContain('--zc-focus-ring');
    const misuses: string[] = [];
    for (const file of files) {
      const css = await readFile(file, 'utf8');
      for (const [declaration] of css.matchAll(/\boutline(?:-[a-z]+)?\s*:[^;}]*/g)) {
        const used = [...declaration.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name);
        if (used.some((name) => name && tokens.has(name))) {
          misuses.push(`${path.relative(root, file)}: ${declaration.trim()}`);
        }
      }
    }
    expect(misuses).toEqual([]);
  });
});
