import { describe, expect, it } from 'vitest';
import {
  allBrands,
  componentBrands,
  type StoryEntry,
  storyShotName,
  storyShots,
} from '../visual/matrix';

const story = (title: string, globals: StoryEntry['globals'] = {}): StoryEntry => ({
  id: `${title.toLowerCase().replace(/\W+/g, '-')}--default`,
  title,
  name: 'Default',
  globals,
});

describe('visual snapshot matrix', () => {
  it('knows which brands render each component from the sites’ imports', () => {
    const usage = componentBrands();
    expect([...(usage.get('QuoteForm') ?? [])]).toEqual(['agency']);
    // The shops and the agency render the package's header; the placeholders draw their own.
    const header = usage.get('Header') ?? new Set();
    for (const brand of ['agency', 'sailing', 'workwear'] as const) {
      expect(header.has(brand), brand).toBe(true);
    }
    for (const brand of ['stub-1', 'stub-2', 'stub-3'] as const) {
      expect(header.has(brand), brand).toBe(false);
    }
    expect([...(usage.get('PageMeta') ?? [])].toSorted()).toEqual(allBrands.toSorted());
  });

  it('follows the shop kit through the shared modules that import it, to the shops alone', () => {
    const usage = componentBrands();
    // The size-run grid is imported by a shared module of the product page, which only the
    // shops' folders import: the agency and the placeholders never show it.
    expect([...(usage.get('SizeRunGrid') ?? [])].toSorted()).toEqual(['sailing', 'workwear']);
    expect([...(usage.get('CollectionGrid') ?? [])].toSorted()).toEqual(['sailing', 'workwear']);
  });

  it('shoots a component story in the brands that use it, at 390 and 1280 px', () => {
    const shots = storyShots([story('Components/QuoteForm')]);
    expect(shots.map(storyShotName)).toEqual([
      'components-quoteform--default--agency--390.png',
      'components-quoteform--default--agency--1280.png',
    ]);
  });

  it('shoots foundations in every brand', () => {
    const shots = storyShots([story('Foundations/Base styles')]);
    expect(new Set(shots.map((shot) => shot.brand))).toEqual(new Set(allBrands));
  });

  it('keeps to the brand and viewport a story pins', () => {
    const shots = storyShots([
      story('Components/Header', { brand: 'workwear', viewport: { value: 'belowDesktop' } }),
    ]);
    expect(shots.map(({ brand, width }) => ({ brand, width }))).toEqual([
      { brand: 'workwear', width: 991 },
    ]);
  });
});
