import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SiteId, siteIds, tenantOf } from '@zcomm/site-data/tenants';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../..');
const themesDirectory = path.join(root, 'lib/themes');
/** Every tenant's theme: a new tenant record brings its theme under these checks. */
const brands = siteIds;

type Rgb = [number, number, number];

/** Token pairs that carry text: WCAG AA asks for 4.5:1. */
const textPairs: [foreground: string, background: string][] = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text', 'surface-strong'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['link', 'bg'],
  ['link', 'surface'],
  ['primary', 'bg'],
  ['primary', 'surface'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['on-accent', 'accent'],
  ['danger', 'bg'],
  ['danger', 'danger-surface'],
  ['success', 'bg'],
  ['success', 'success-surface'],
  ['header-text', 'header-bg'],
  ['footer-text', 'footer-bg'],
  ['footer-muted', 'footer-bg'],
  ['announcement-text', 'announcement-bg'],
];

/** Controls, focus indicators and meaningful graphics: WCAG AA asks for 3:1. */
const interfacePairs: [foreground: string, background: string][] = [
  ['primary', 'header-bg'],
  ['primary-hover', 'bg'],
  ['focus', 'bg'],
  ['focus', 'header-bg'],
  ['border', 'bg'],
  ['badge-icon', 'bg'],
  ['badge-icon', 'surface'],
];

function readTheme(name: string): string {
  return readFileSync(path.join(themesDirectory, `${name}.css`), 'utf8');
}

/** The custom properties declared in the first rule whose selector matches. */
function declarations(css: string, selector: RegExp): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const match = new RegExp(`${selector.source}[^{]*\\{([^}]*)\\}`).exec(withoutComments);
  if (!match?.[1]) throw new Error(`No rule matching ${selector}`);
  const result = new Map<string, string>();
  for (const [, name, value] of match[1].matchAll(/(--zc-[\w-]+)\s*:\s*([^;]+);/g)) {
    if (name && value) result.set(name, value.replace(/\s+/g, ' ').trim());
  }
  return result;
}

const defaults = declarations(readTheme('tokens'), /:root,\s*\[data-brand\]\s*/);

function tokensFor(brand: string): Map<string, string> {
  const selector = new RegExp(`\\[data-brand="${brand}"\\]\\s*`);
  return new Map([...defaults, ...declarations(readTheme(brand), selector)]);
}

function resolve(tokens: Map<string, string>, name: string, depth = 0): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`Unknown token ${name}`);
  if (depth > 10) throw new Error(`Circular token ${name}`);
  const reference = /^var\((--zc-[\w-]+)\)$/.exec(value);
  return reference?.[1] ? resolve(tokens, reference[1], depth + 1) : value;
}

function parseColor(value: string): Rgb {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (!hex) throw new Error(`Themes write colours as opaque hex, got ${value}`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as Rgb;
}

function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function ratioFor(tokens: Map<string, string>, foreground: string, background: string): number {
  return contrastRatio(
    parseColor(resolve(tokens, `--zc-color-${foreground}`)),
    parseColor(resolve(tokens, `--zc-color-${background}`)),
  );
}

/**
 * A colour token as an sRGB triple: an opaque hex colour, a reference to another token, or a
 * `color-mix(in srgb, A P%, B)` of two of those (the banner's hover colour is one).
 */
function colorOf(tokens: Map<string, string>, value: string, depth = 0): Rgb {
  if (depth > 10) throw new Error(`Circular colour ${value}`);
  const reference = /^var\((--zc-[\w-]+)\)$/.exec(value)?.[1];
  if (reference) {
    const referenced = tokens.get(reference);
    if (referenced === undefined) throw new Error(`Unknown token ${reference}`);
    return colorOf(tokens, referenced, depth + 1);
  }
  const mix =
    /^color-mix\(in srgb, (.+?)(?: (\d+(?:\.\d+)?)%)?, (.+?)(?: (\d+(?:\.\d+)?)%)?\)$/.exec(value);
  if (mix) {
    const [, first = '', firstShare, second = '', secondShare] = mix;
    const share =
      firstShare !== undefined
        ? Number(firstShare) / 100
        : secondShare !== undefined
          ? 1 - Number(secondShare) / 100
          : 0.5;
    const a = colorOf(tokens, first, depth + 1);
    const b = colorOf(tokens, second, depth + 1);
    return a.map((channel, index) =>
      Math.round(channel * share + (b[index] ?? 0) * (1 - share)),
    ) as Rgb;
  }
  return parseColor(value);
}

function tokenRatio(tokens: Map<string, string>, foreground: string, background: string): number {
  return contrastRatio(
    colorOf(tokens, `var(--zc-${foreground})`),
    colorOf(tokens, `var(--zc-${background})`),
  );
}

/** The banner's filled button on its scrim: its text on its colour, at rest and on hover. */
const bannerActionPairs: [foreground: string, background: string][] = [
  ['banner-on-action', 'banner-action'],
  ['banner-on-action', 'banner-action-hover'],
];

function firstFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '');
}

/** The family a font package declares: `@fontsource-variable/inter` is `Inter Variable`. */
function familyOf(fontPackage: string): string {
  const css = readFileSync(path.join(root, 'node_modules', fontPackage, 'index.css'), 'utf8');
  const family = /font-family:\s*['"]([^'"]+)['"]/.exec(css)?.[1];
  if (!family) throw new Error(`No font-family in ${fontPackage}/index.css`);
  return family;
}

describe('contrast ratio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
    expect(contrastRatio(parseColor('#767676'), parseColor('#fff'))).toBeCloseTo(4.54, 2);
  });

  it('mixes colours in sRGB as color-mix does', () => {
    const tokens = new Map([
      ['--zc-a', '#000000'],
      ['--zc-b', '#ffffff'],
    ]);
    expect(colorOf(tokens, 'color-mix(in srgb, var(--zc-a) 80%, var(--zc-b))')).toEqual([
      51, 51, 51,
    ]);
    expect(colorOf(tokens, 'color-mix(in srgb, var(--zc-a), var(--zc-b) 25%)')).toEqual([
      64, 64, 64,
    ]);
  });
});

describe.each(brands)('theme %s', (brand) => {
  const tokens = tokensFor(brand);
  const own = declarations(readTheme(brand), new RegExp(`\\[data-brand="${brand}"\\]\\s*`));

  it('only sets tokens that tokens.css defines', () => {
    for (const name of own.keys()) expect(defaults.has(name), name).toBe(true);
  });

  it('sets its own colour palette and type', () => {
    for (const name of defaults.keys()) {
      if (name.startsWith('--zc-color-')) expect(own.has(name), name).toBe(true);
    }
    expect(own.has('--zc-font-body')).toBe(true);
    expect(own.has('--zc-font-heading')).toBe(true);
  });

  it('sets its text in fonts its site self-hosts, each stack ending in a generic family', () => {
    const selfHosted = tenantOf(brand).fonts.map(familyOf);
    for (const token of ['--zc-font-body', '--zc-font-heading']) {
      const stack = resolve(tokens, token);
      expect(selfHosted, token).toContain(firstFamily(stack));
      expect(stack, token).toMatch(/(sans-serif|serif)$/);
    }
  });

  it.each(textPairs)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(ratioFor(tokens, foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(interfacePairs)('%s against %s reaches 3:1', (foreground, background) => {
    expect(ratioFor(tokens, foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it.each(bannerActionPairs)('%s on %s reaches 4.5:1', (foreground, background) => {
    expect(tokenRatio(tokens, foreground, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('brand specifics', () => {
  it('gives each brand its body and heading families, with generic fallbacks', () => {
    const families: Partial<Record<SiteId, [body: string, heading: string]>> = {
      workwear: ['Inter Variable', 'Oswald Variable'],
      sailing: ['Montserrat Variable', 'Montserrat Variable'],
      agency: ['Inter Variable', 'Inter Variable'],
      'stub-1': ['Inter Variable', 'Inter Variable'],
      'stub-2': ['Inter Variable', 'Montserrat Variable'],
      'stub-3': ['Inter Variable', 'Source Serif 4 Variable'],
    };
    for (const [brand, [body, heading]] of Object.entries(families)) {
      const tokens = tokensFor(brand);
      const bodyStack = resolve(tokens, '--zc-font-body');
      const headingStack = resolve(tokens, '--zc-font-heading');
      expect(firstFamily(bodyStack), brand).toBe(body);
      expect(firstFamily(headingStack), brand).toBe(heading);
      expect(bodyStack).toMatch(/(sans-serif|serif)$/);
      expect(headingStack).toMatch(/(sans-serif|serif)$/);
    }
  });

  it('keeps workwear yellow behind dark text only', () => {
    const tokens = tokensFor('workwear');
    const yellow = resolve(tokens, '--zc-color-accent');
    expect(resolve(tokens, '--zc-color-header-bg')).toBe(yellow);
    const textRoles = ['text', 'text-muted', 'link', 'on-primary', 'primary', 'footer-text'];
    for (const role of textRoles) {
      expect(resolve(tokens, `--zc-color-${role}`), role).not.toBe(yellow);
    }
    expect(ratioFor(tokens, 'on-accent', 'accent')).toBeGreaterThanOrEqual(7);
  });

  it('gives sailing navy buttons a lighter hover and focus colour and 5 px corners', () => {
    const tokens = tokensFor('sailing');
    const luminanceOf = (role: string) =>
      relativeLuminance(parseColor(resolve(tokens, `--zc-color-${role}`)));
    expect(luminanceOf('primary-hover')).toBeGreaterThan(luminanceOf('primary'));
    expect(resolve(tokens, '--zc-color-focus')).toBe(resolve(tokens, '--zc-color-primary-hover'));
    expect(resolve(tokens, '--zc-radius-button')).toBe('5px');
  });
});
