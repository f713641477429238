import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { workwearShop } from '@zcomm/site-data/tenants/workwear';
import { describe, expect, it, vi } from 'vitest';
import { CrewOrder } from '../../sites/shared/shop/crew-order';

// The grid's module cannot be fetched (offline, or a deployment replaced it).
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../sites/shared/shop/crew-order-grid', () => {
  attempts.count += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

const product = {
  id: 'gid://shopify/Product/1',
  handle: 'tee',
  title: 'Tee',
  vendor: '',
  productType: '',
  description: [],
  features: [],
  summary: '',
  images: [],
  minPrice: { amount: '32.00', currencyCode: 'USD' },
  maxPrice: { amount: '32.00', currencyCode: 'USD' },
  compareAtPrice: null,
  available: true,
  options: [{ name: 'Size', values: [{ name: 'M', available: true }] }],
  variants: [
    {
      id: 'gid://shopify/ProductVariant/1',
      title: 'M',
      price: { amount: '32.00', currencyCode: 'USD' },
      available: true,
      options: { Size: 'M' },
      image: null,
    },
  ],
  sizeChart: null,
  collection: null,
};

describe('Order for a crew without its grid', () => {
  it('says the grid could not be loaded and offers to try again', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CrewOrder shop={workwearShop} options={{}} product={product} chosen={{}} />);
    await user.click(screen.getByRole('button', { name: 'Order for a crew' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The size grid could not be loaded.',
    );
    expect(consoleError).toHaveBeenCalled();
    const before = attempts.count;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(attempts.count).toBeGreaterThan(before);
    consoleError.mockRestore();
  });
});
