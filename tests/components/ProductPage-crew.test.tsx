import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductPageData } from '@zcomm/site-data/product';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { addLinesToCart } from '@zcomm/storefront-ui/collection-grid';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductStateProvider } from '../../sites/shared/shell/product-state';
import { SiteInfoProvider } from '../../sites/shared/shell/site-info';
import { findCartShop } from '../../sites/shared/shop/collections';
import { sizeRunOf } from '../../sites/shared/shop/crew-order-grid';
import { ProductPage } from '../../sites/shared/shop/ProductPage';
import { purchasePromise } from '../../sites/workwear/content/policies';
import { jacketIn, variantId, workwearSiteInfo } from './products';

vi.mock('@zcomm/storefront-ui/collection-grid', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@zcomm/storefront-ui/collection-grid')>()),
  addLinesToCart: vi.fn(async () => {}),
}));
vi.mock('../../sites/shared/shop/collections', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../sites/shared/shop/collections')>()),
  findCartShop: vi.fn(async () => cartShop),
}));

const cartShop = { domain: 'beacon-demo.myshopify.com', storefrontAccessToken: 'token' };
/** A jacket in two colours and five sizes; Orange 2XL is sold out, 2XL costs more. */
const jacket = jacketIn({
  colours: ['Yellow', 'Orange'],
  sizes: ['S', 'M', 'L', 'XL', '2XL'],
  priceOf: (size) => (size === '2XL' ? '139.99' : '129.99'),
  soldOut: (colour, size) => colour === 'Orange' && size === '2XL',
});

function page(product: ProductPageData, path = '/products/jacket') {
  return (
    <SiteInfoProvider value={workwearSiteInfo}>
      <ProductStateProvider value={{ kind: 'product', product }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/products/:handle"
              element={<ProductPage shop={workwearShop} options={{}} promise={purchasePromise} />}
            />
          </Routes>
        </MemoryRouter>
      </ProductStateProvider>
    </SiteInfoProvider>
  );
}

/** Opens “Order for a crew” and waits for its grid; the panel it opened and the grid. */
async function openGrid(user: ReturnType<typeof userEvent.setup>) {
  const toggle = screen.getByRole('button', { name: 'Order for a crew' });
  await user.click(toggle);
  const grid = await screen.findByRole('table', {
    name: 'Class 3 Jacket: quantities by size and color',
  });
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The toggle controls no panel.');
  return { toggle, panel, grid };
}

beforeEach(() => vi.mocked(addLinesToCart).mockClear());

describe('a product page’s order for a crew', () => {
  it('opens a size run on the page’s colour when first pressed, and keeps it while closed', async () => {
    const user = userEvent.setup();
    render(page(jacket, '/products/jacket?color=orange'));
    const toggle = screen.getByRole('button', { name: 'Order for a crew' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();

    const { panel, grid } = await openGrid(user);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toContainElement(grid);
    expect(within(panel).getByRole('radio', { name: 'Orange' })).toBeChecked();
    expect(within(panel).getByRole('group', { name: 'Color' })).toBeInTheDocument();
    expect(
      within(grid).getByRole('textbox', { name: 'Orange, size 2XL, quantity' }),
    ).toBeDisabled();
    expect(
      within(grid).getByRole('textbox', { name: 'Yellow, size 2XL, quantity' }),
    ).toHaveAccessibleDescription('$139.99 · In stock');

    await user.type(within(grid).getByRole('textbox', { name: 'Yellow, size S, quantity' }), '2');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    await user.click(toggle);
    expect(panel).toBeVisible();
    expect(within(grid).getByRole('textbox', { name: 'Yellow, size S, quantity' })).toHaveValue(
      '2',
    );
  });

  it('adds 12 pieces in five sizes and two colours to the cart in one call', async () => {
    const user = userEvent.setup();
    render(page(jacket));
    const { panel, grid } = await openGrid(user);
    const cells: [string, string, string][] = [
      ['Yellow', 'S', '2'],
      ['Yellow', 'M', '3'],
      ['Yellow', 'L', '2'],
      ['Orange', 'XL', '3'],
      ['Orange', 'L', '1'],
      ['Yellow', '2XL', '1'],
    ];
    for (const [colour, size, quantity] of cells) {
      await user.type(
        within(grid).getByRole('textbox', { name: `${colour}, size ${size}, quantity` }),
        quantity,
      );
    }
    expect(within(panel).getByText('12 pieces, $1569.88')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Add to cart' }));

    expect(findCartShop).toHaveBeenCalledWith(workwearShop.store);
    expect(addLinesToCart).toHaveBeenCalledTimes(1);
    expect(addLinesToCart).toHaveBeenCalledWith(
      expect.objectContaining({
        shop: cartShop,
        options: {},
        lines: [
          { variantId: variantId('Yellow', 'S'), quantity: 2 },
          { variantId: variantId('Yellow', 'M'), quantity: 3 },
          { variantId: variantId('Yellow', 'L'), quantity: 2 },
          { variantId: variantId('Yellow', '2XL'), quantity: 1 },
          { variantId: variantId('Orange', 'L'), quantity: 1 },
          { variantId: variantId('Orange', 'XL'), quantity: 3 },
        ],
      }),
    );
    expect(await within(panel).findByText('Added 12 pieces to your cart.')).toBeInTheDocument();
  });

  it('lays out a one-size product by colour, and offers no grid without options', () => {
    const cap = {
      ...jacket,
      options: [{ name: 'Color', values: [{ name: 'Navy', available: true }] }],
      variants: [{ ...jacket.variants[0]!, id: 'cap-navy', options: { Color: 'Navy' } }],
    };
    expect(sizeRunOf(cap)).toMatchObject({
      colours: ['Navy'],
      sizes: [''],
      cells: [{ variantId: 'cap-navy', colour: 'Navy', size: '', unitPrice: 12999 }],
    });
    const plain = { ...jacket, options: [], variants: [{ ...jacket.variants[0]!, options: {} }] };
    expect(sizeRunOf(plain)).toBeNull();
    render(page(plain));
    expect(screen.queryByRole('button', { name: 'Order for a crew' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });
});
