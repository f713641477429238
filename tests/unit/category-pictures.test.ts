import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  categoryPictureFolder,
  categoryPictures,
  drawCategoryPicture,
} from '../../scripts/category-pictures.mjs';

describe('the workwear home’s category pictures', () => {
  it('are the storefront’s drawings of a product of each collection', () => {
    for (const picture of categoryPictures) {
      const file = readFileSync(`${categoryPictureFolder}${picture.file}`, 'utf8');
      expect(file, `${picture.file}: run npx node scripts/category-pictures.mjs`).toBe(
        drawCategoryPicture(picture),
      );
    }
  });

  it('refuse a product the shop does not sell, or a colour it does not come in', () => {
    expect(() => drawCategoryPicture({ product: 'Sailing Smock', colour: 'Navy' })).toThrow(
      /No workwear product is called Sailing Smock/,
    );
    expect(() =>
      drawCategoryPicture({ product: 'Class 3 Hi-Vis Bomber Jacket', colour: 'Pink' }),
    ).toThrow(/does not come in Pink/);
  });
});
