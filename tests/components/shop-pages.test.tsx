import { render, screen } from '@testing-library/react';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site as sailingSite } from '../../sites/sailing';
import { ProductStateProvider } from '../../sites/shared/shell/product-state';
import { SiteInfoProvider } from '../../sites/shared/shell/site-info';
import { type ShopKit, shopPages } from '../../sites/shared/shop/shop-pages';
import { site as workwearSite } from '../../sites/workwear';
import { jacketIn, workwearSiteInfo } from './products';

const jackets = {
  id: workwearShop.collections[0]?.id ?? '',
  path: '/jackets',
  title: 'Jackets you are seen in',
  description: 'Waterproof hi-vis jackets.',
  keywords: ['hi-vis jacket'],
  image: '/share/jackets.jpg',
};

/** A kit whose every value is the test's own, so the pages can only show it by being given it. */
function kit(overrides: Partial<ShopKit> = {}): ShopKit {
  return {
    shop: workwearShop,
    options: {},
    classPrefix: 'testshop',
    promise: {
      delivery: 'Delivered by the test in 2 days',
      returns: 'Returns within 99 days',
      cartNotice: 'Delivered by the test in 2 days. Returns within 99 days.',
    },
    collectionPages: async () => [jackets],
    ...overrides,
  };
}

const jacket = jacketIn({ colours: ['Yellow'], sizes: ['M'] });

function renderAt(path: string, route: string, Page: ComponentType) {
  return render(
    <SiteInfoProvider value={workwearSiteInfo}>
      <ProductStateProvider value={{ kind: 'product', product: jacket }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={<Page />} />
          </Routes>
        </MemoryRouter>
      </ProductStateProvider>
    </SiteInfoProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shopPages', () => {
  it('gives a shop its search, one route per collection, product pages and crew lists', () => {
    const pages = shopPages(kit());
    expect(pages.search).toMatchObject({ path: '/search', unlisted: true });
    expect(pages.collections.map((page) => page.path)).toEqual(
      workwearShop.collections.map((collection) => collection.path),
    );
    // Every collection shares one loader: one component, whichever collection loads first.
    expect(new Set(pages.collections.map((page) => page.load)).size).toBe(1);
    expect(pages.product).toMatchObject({ path: '/products/:handle', paths: [] });
    expect(pages.crew).toMatchObject({ path: '/crew', unlisted: true });
  });

  it('loads one component per page however often the page loads', async () => {
    const pages = shopPages(kit());
    for (const page of [pages.search, pages.product, pages.crew, ...pages.collections]) {
      expect(await page.load()).toBe(await page.load());
    }
  });

  it("renders the product page with the kit's own promise", async () => {
    const Page = await shopPages(kit()).product.load();
    renderAt('/products/jacket', '/products/:handle', Page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Class 3 Jacket' })).toBeVisible();
    expect(screen.getByText('Delivered by the test in 2 days')).toBeVisible();
    expect(screen.getByText('Returns within 99 days')).toBeVisible();
  });

  it("loads the collection pages' content with the first collection, and finds its page there", async () => {
    // The collection's record stays on its way: the page's head is there before it.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const collectionPages = vi.fn(async () => [jackets]);
    const pages = shopPages(kit({ collectionPages }));
    expect(collectionPages).not.toHaveBeenCalled();
    const Page = await pages.collections[0]!.load();
    expect(collectionPages).toHaveBeenCalledOnce();
    renderAt('/jackets', '/jackets', Page);
    await vi.waitFor(() =>
      expect(document.title).toBe('Jackets you are seen in | Beacon Workwear'),
    );
  });

  it('shows the not-found page at a collection path the content does not have', async () => {
    const Page = await shopPages(kit({ collectionPages: async () => [] })).collections[0]!.load();
    renderAt('/jackets', '/jackets', Page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it.each([
    ['workwear', workwearSite],
    ['sailing', sailingSite],
  ])('gives the %s shop its pages, written by no page module of its own', (_, shopSite) => {
    const paths = shopSite.pages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/search', '/products/:handle', '/crew']));
    const modules = import.meta.glob('../../sites/*/pages/*.tsx');
    const wrappers = Object.keys(modules).filter((file) =>
      /\/(CollectionPage|SearchPage|ProductPage|CrewListPage)\.tsx$/.test(file),
    );
    expect(wrappers).toEqual([]);
  });
});
