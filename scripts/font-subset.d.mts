import type { Plugin } from 'vite';

export const LATIN_RANGE: string;
export const DESIGN_WEIGHTS: { min: number; max: number };
export function unicodeRangeText(range: string): string;
export function narrowFont(
  source: Uint8Array,
  options?: { weights?: { min: number; max: number }; range?: string },
): Promise<Uint8Array>;
export function fontSubset(options: {
  cacheDir: string;
  weights?: { min: number; max: number };
}): Plugin;
