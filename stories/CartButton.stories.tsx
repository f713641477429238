import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '@zcomm/storefront-ui';
import { CartButton, type CartShop } from '@zcomm/storefront-ui/collection-grid';
import { expect, within } from 'storybook/test';
import { BrandLogo, brandNames, brandOf, StoryLink, workwearLinks } from './brand-fixtures';

const shop: CartShop = {
  domain: 'beacon-workwear-demo.myshopify.com',
  storefrontAccessToken: 'demo-storefront-token-beacon-workwear',
};

/** Stores a cart of `count` items the way the shop's grids do, for the story's lifetime. */
function storedCart(count: number) {
  return () => {
    const checkoutKey = `${shop.storefrontAccessToken}.${shop.domain}.checkoutId`;
    const checkoutId = 'gid://shopify/Checkout/story';
    localStorage.setItem(checkoutKey, checkoutId);
    localStorage.setItem('zc-cart', JSON.stringify({ shop, count, checkoutId }));
    return () => {
      localStorage.removeItem(checkoutKey);
      localStorage.removeItem('zc-cart');
    };
  };
}

const meta = {
  title: 'Components/CartButton',
  component: CartButton,
  tags: ['autodocs'],
  args: { shop },
  argTypes: { shop: { control: false }, options: { control: false } },
  render: (args, { globals }) => {
    const brand = brandOf(globals);
    return (
      <div style={{ minHeight: 120 }}>
        <Header
          logo={<BrandLogo brand={brand} />}
          logoLabel={`${brandNames[brand]} home`}
          links={workwearLinks}
          linkComponent={StoryLink}
        >
          <CartButton {...args} />
        </Header>
      </div>
    );
  },
  globals: { brand: 'workwear' },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the header, beside the navigation (or the menu button on phones): an empty cart. */
export const Empty: Story = {
  beforeEach: storedCart(0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cart' })).toBeVisible();
  },
};

/**
 * The count of the visitor's cart, read from storage: the Buy Button library loads only when
 * the cart is opened.
 */
export const WithItems: Story = {
  beforeEach: storedCart(3),
  globals: { brand: 'sailing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Cart, 3 items' });
    await expect(button).toBeVisible();
    await expect(within(button).getByText('3')).toBeVisible();
  },
};
