import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductPageData, ProductPageState } from '@zcomm/site-data/product';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProductStateProvider } from '../../sites/shared/shell/product-state';
import { SiteInfoProvider } from '../../sites/shared/shell/site-info';
import { ProductPage } from '../../sites/shared/shop/ProductPage';
import { purchasePromise } from '../../sites/workwear/content/policies';
import { workwearSiteInfo } from './products';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' });
const variant = (colour: string, size: string, available: boolean) => ({
  id: `gid://shopify/ProductVariant/${colour}-${size}`,
  title: `${colour} / ${size}`,
  price: usd('129.99'),
  available,
  options: { Color: colour, Size: size },
  image: colour === 'Yellow' ? 0 : 1,
});

const bomber: ProductPageData = {
  id: 'gid://shopify/Product/1',
  handle: 'bomber',
  title: 'Hi-Vis Bomber',
  vendor: 'Beacon Workwear',
  productType: 'Jackets',
  description: ['Warm and seen.'],
  features: ['Meets ANSI Class 3'],
  summary: 'Warm and seen.',
  images: [
    { url: '/img/yellow.svg', alt: 'Bomber in yellow', width: 600, height: 600 },
    { url: '/img/orange.svg', alt: 'Bomber in orange', width: 600, height: 600 },
  ],
  minPrice: usd('129.99'),
  maxPrice: usd('129.99'),
  compareAtPrice: null,
  available: true,
  options: [
    {
      name: 'Color',
      values: [
        { name: 'Yellow', available: true },
        { name: 'Orange', available: true },
      ],
    },
    {
      name: 'Size',
      values: [
        { name: 'S', available: true },
        { name: 'M', available: true },
      ],
    },
  ],
  variants: [
    variant('Yellow', 'S', true),
    variant('Yellow', 'M', true),
    variant('Orange', 'S', true),
    variant('Orange', 'M', false),
  ],
  sizeChart: {
    caption: 'Size chart (inches)',
    columns: ['Size', 'Chest'],
    rows: [
      ['S', '35–37'],
      ['M', '38–40'],
    ],
  },
  collection: { name: 'Jackets', path: '/jackets' },
};

/** The address's query, shown for the tests to read. */
function AddressQuery() {
  return <output aria-label="Address query">{useLocation().search}</output>;
}

function page(state: ProductPageState | undefined, path = '/products/bomber', showQuery = false) {
  return (
    <SiteInfoProvider value={workwearSiteInfo}>
      <ProductStateProvider value={state}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/products/:handle"
              element={<ProductPage shop={workwearShop} options={{}} promise={purchasePromise} />}
            />
          </Routes>
          {showQuery ? <AddressQuery /> : null}
        </MemoryRouter>
      </ProductStateProvider>
    </SiteInfoProvider>
  );
}

/** The bomber with numbered variants, as a shop numbers them: 1 Yellow S … 4 Orange M. */
const numbered: ProductPageData = {
  ...bomber,
  variants: bomber.variants.map((item, index) => ({
    ...item,
    id: `gid://shopify/ProductVariant/${index + 1}`,
  })),
};

describe('ProductPage', () => {
  it('asks the storefront for the picture widths the screen needs', () => {
    render(page({ kind: 'product', product: bomber }));
    const main = screen.getByRole('img', { name: 'Bomber in yellow' });
    expect(main).toHaveAttribute('src', '/img/yellow.svg');
    expect(main.getAttribute('srcset')).toBe(
      [64, 128, 192, 256, 384, 512]
        .map((width) => `/img/yellow.svg?width=${width} ${width}w`)
        .concat('/img/yellow.svg 600w')
        .join(', '),
    );
    expect(main.getAttribute('sizes')).toMatch(
      /^\(min-width: 1280px\) 650px, .*calc\(100vw - 2rem\)$/,
    );
    const thumbnail = within(
      screen.getByRole('button', { name: /show picture 2: bomber in orange/i }),
    ).getByRole('presentation', { hidden: true });
    expect(thumbnail).toHaveAttribute('src', '/img/orange.svg?width=128');
    expect(thumbnail).toHaveAttribute(
      'srcset',
      '/img/orange.svg?width=64 64w, /img/orange.svg?width=128 128w, /img/orange.svg?width=192 192w',
    );
    expect(thumbnail).toHaveAttribute('sizes', '56px');
  });

  it('shows the name, price, pictures, description and breadcrumbs to its collection', () => {
    render(page({ kind: 'product', product: bomber }));
    expect(screen.getByRole('heading', { level: 1, name: 'Hi-Vis Bomber' })).toBeInTheDocument();
    expect(screen.getByText('$129.99', { selector: '.shell-product__amount' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bomber in yellow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /show picture 2: bomber in orange/i })).toBeVisible();
    expect(screen.getByText('Warm and seen.')).toBeInTheDocument();
    expect(screen.getByText('Meets ANSI Class 3')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Jackets' })).toHaveAttribute(
      'href',
      '/jackets',
    );
    expect(within(crumbs).getByText('Hi-Vis Bomber')).toHaveAttribute('aria-current', 'page');
  });

  it('chooses the colour in stock, leaves the size to the shopper and marks sold-out sizes', async () => {
    const user = userEvent.setup();
    render(page({ kind: 'product', product: bomber }));
    expect(screen.getByRole('radio', { name: 'Yellow' })).toBeChecked();
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).queryByRole('radio', { checked: true })).toBeNull();
    expect(within(sizes).getByRole('radio', { name: 'M' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Orange' }));
    expect(within(sizes).getByRole('radio', { name: 'M Sold out' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Bomber in orange' })).toBeInTheDocument();

    await user.click(within(sizes).getByRole('radio', { name: 'M Sold out' }));
    expect(screen.getByRole('group', { name: 'Size: M' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });

  it('opens on the colour of the address and leaves the size open; a whole variant by its number', () => {
    const { unmount } = render(
      page({ kind: 'product', product: numbered }, '/products/bomber?color=orange'),
    );
    expect(screen.getByRole('radio', { name: 'Orange' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Bomber in orange' })).toBeInTheDocument();
    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(within(sizes).queryByRole('radio', { checked: true })).toBeNull();
    unmount();

    render(page({ kind: 'product', product: numbered }, '/products/bomber?variant=3'));
    expect(screen.getByRole('radio', { name: 'Orange' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
  });

  it('keeps the choice in the address; a picture of another colour chooses that colour', async () => {
    const user = userEvent.setup();
    render(page({ kind: 'product', product: numbered }, '/products/bomber', true));
    const query = screen.getByRole('status', { name: 'Address query' });
    expect(query).toHaveTextContent(/^$/);

    await user.click(screen.getByRole('button', { name: /show picture 2: bomber in orange/i }));
    expect(screen.getByRole('radio', { name: 'Orange' })).toBeChecked();
    expect(screen.getByRole('img', { name: 'Bomber in orange' })).toBeInTheDocument();
    expect(query).toHaveTextContent('?color=Orange');

    await user.click(screen.getByRole('radio', { name: 'S' }));
    expect(query).toHaveTextContent('?variant=3');
    await user.click(screen.getByRole('button', { name: /show picture 1: bomber in yellow/i }));
    expect(screen.getByRole('radio', { name: 'Yellow' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
    expect(query).toHaveTextContent('?variant=1');
  });

  it('puts the size chart beside the size choice', async () => {
    const user = userEvent.setup();
    render(page({ kind: 'product', product: bomber }));
    const sizes = screen.getByRole('group', { name: 'Size' });
    await user.click(within(sizes).getByText('Size chart'));
    const table = within(sizes).getByRole('table', { name: 'Size chart (inches)' });
    expect(within(table).getByRole('rowheader', { name: 'M' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '38–40' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: /^Color/ })).queryByText('Size chart'),
    ).toBeNull();
  });

  it('asks for a size before adding to the cart', async () => {
    const user = userEvent.setup();
    render(page({ kind: 'product', product: bomber }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('status')).toHaveTextContent('Choose a size first.');
  });

  it('shows the shop’s delivery and returns promise under Add to cart', () => {
    render(page({ kind: 'product', product: bomber }));
    const promise = screen.getByRole('list', { name: 'Delivery and returns' });
    expect(
      within(promise)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Standard U.S. shipping in 3–7 business days',
      'Returns within 30 days of delivery',
    ]);
    // After the button, in the same block.
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add.compareDocumentPosition(promise) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(add.closest('.shell-product__buy')).toContainElement(promise);
  });

  it('gives the sticky bar the name, the choice and the price; its button adds as the page’s', async () => {
    const user = userEvent.setup();
    render(page({ kind: 'product', product: bomber }, '/products/bomber?color=Orange'));
    // The bar is in the page, hidden until the page's button scrolls away (no observer here).
    const bar = document.querySelector<HTMLElement>('[data-slot="sticky-buy"]');
    if (!bar) throw new Error('no sticky bar');
    expect(bar).toHaveTextContent('Hi-Vis Bomber');
    expect(bar).toHaveTextContent('Orange · $129.99');
    await user.click(within(bar).getByRole('button', { name: 'Add to cart', hidden: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Choose a size first.');
  });

  it('offers what completes the kit: each a link to its page with its picture, name and price', () => {
    const kit = [
      {
        handle: 'mesh-vest',
        title: 'Mesh Safety Vest',
        price: usd('12.99'),
        image: { url: '/img/vest.svg', alt: 'Mesh Safety Vest in yellow' },
      },
      { handle: 'work-gloves', title: 'Work Gloves', price: usd('24'), image: null },
    ];
    const html = renderToString(page({ kind: 'product', product: { ...bomber, kit } }));
    expect(html).toContain('Complete the kit');
    render(page({ kind: 'product', product: { ...bomber, kit } }));
    const section = screen.getByRole('region', { name: 'Complete the kit' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mesh Safety Vest$12.99', '/products/mesh-vest'],
      ['Work Gloves$24.00', '/products/work-gloves'],
    ]);
    const picture = section.querySelector('img');
    expect(picture).toHaveAttribute('src', '/img/vest.svg?width=384');
    expect(picture?.getAttribute('srcset')?.split(', ')).toEqual(
      [128, 192, 256, 384, 512, 768, 1024].map((width) => `/img/vest.svg?width=${width} ${width}w`),
    );
    expect(picture?.getAttribute('sizes')).toMatch(/calc\(50vw - 1\.5rem\)$/);
  });

  it('offers no kit when the storefront recommends nothing', () => {
    render(page({ kind: 'product', product: { ...bomber, kit: [] } }));
    expect(screen.queryByRole('region', { name: 'Complete the kit' })).toBeNull();
    expect(screen.queryByText('Complete the kit')).toBeNull();
  });

  it('renders its metadata and structured data on the server', () => {
    const html = renderToString(page({ kind: 'product', product: bomber }));
    expect(html).toContain('<title>Hi-Vis Bomber | Beacon Workwear</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://beaconworkwear.example/products/bomber"/>',
    );
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain(
      '<meta property="og:image" content="https://beaconworkwear.example/img/yellow.svg"/>',
    );
    expect(html).toContain('<meta property="product:price:amount" content="129.99"/>');
    expect(html).toContain('<meta name="twitter:data1" content="$129.99"/>');
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    const items = JSON.parse(jsonLd ?? '[]') as { '@type': string }[];
    expect(items.map((item) => item['@type'])).toEqual(['Product', 'BreadcrumbList']);
  });

  it('shows the branded unavailable page when the storefront could not answer', () => {
    render(page({ kind: 'unavailable', handle: 'bomber' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'This product cannot be shown right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/products/bomber',
    );
  });
});
