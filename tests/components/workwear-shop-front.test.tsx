import { render, screen, within } from '@testing-library/react';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { filterParams, QUERY_PARAM } from '../../sites/shared/shop/listing-params';
import { shopByAnsiClass } from '../../sites/workwear/content/shop-front';
import { ShopFront } from '../../sites/workwear/pages/ShopFront';
import { workwearCatalogue } from '../../storefront-simulator/src/catalogue/workwear';

function renderShopFront() {
  return render(
    <MemoryRouter>
      <ShopFront />
    </MemoryRouter>,
  );
}

describe('the workwear home’s shop front', () => {
  it('opens each garment collection from a tile with its picture', () => {
    renderShopFront();
    const section = screen.getByRole('region', { name: 'Shop by category' });
    const links = within(section).getAllByRole('link');
    const wanted = ['Jackets', 'Vests', 'Shirts', 'Pants', 'Hoodies', 'Headwear'];
    expect(links).toHaveLength(wanted.length);
    wanted.forEach((name, index) => {
      const link = links[index] as HTMLElement;
      expect(link).toHaveAccessibleName(expect.stringMatching(new RegExp(`^${name}\\b`)));
      const collection = workwearShop.collections.find((candidate) => candidate.name === name);
      expect(collection, name).toBeDefined();
      expect(link).toHaveAttribute('href', collection?.path);
      const picture = link.querySelector('img');
      expect(picture?.getAttribute('src')).toMatch(new RegExp(`${name.toLowerCase()}\\.svg`));
      // Decorative: the tile's text names it; the size is reserved before it loads.
      expect(picture).toHaveAttribute('alt', '');
      expect(picture).toHaveAttribute('width', '600');
      expect(picture).toHaveAttribute('height', '600');
    });
  });

  it('opens the products of each ANSI class: a search filtered to the class', () => {
    renderShopFront();
    const section = screen.getByRole('region', { name: 'Shop by ANSI class' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.querySelector('span')?.textContent)).toEqual([
      'Class 2',
      'Class 3',
      'Class E',
    ]);
    const tags = new Set(workwearCatalogue.products.flatMap((product) => product.tags));
    for (const link of links) {
      const address = new URL(link.getAttribute('href') ?? '', 'https://shop.example');
      expect(address.pathname).toBe('/search');
      const [[name, tag] = []] = filterParams(address.searchParams);
      expect(name).toBe('standard');
      // A tag the shop's products carry, so the filter has products to show.
      expect(tags.has(tag ?? '')).toBe(true);
      expect(address.searchParams.get(QUERY_PARAM)).toBe(tag);
    }
    expect(shopByAnsiClass.classes.map((ansiClass) => ansiClass.tag)).toEqual([
      'ANSI Class 2',
      'ANSI Class 3',
      'ANSI Class E',
    ]);
  });
});
