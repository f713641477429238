import type { Meta, StoryObj } from '@storybook/react-vite';
import { CollectionGrid } from '@zcomm/storefront-ui/collection-grid';
import { expect, fn, waitFor } from 'storybook/test';
import {
  demoCollection,
  demoStorefrontFetch,
  unreachableCollection,
  unreachableStorefrontFetch,
} from './mocks/storefront';

const meta = {
  title: 'Components/CollectionGrid',
  component: CollectionGrid,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    collection: demoCollection,
    fetch: demoStorefrontFetch,
    onError: fn(),
    'aria-label': 'Featured products',
  },
} satisfies Meta<typeof CollectionGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOAD_TIMEOUT = 20_000;

function gridOf(canvasElement: HTMLElement): HTMLElement {
  const grid = canvasElement.querySelector<HTMLElement>('.zc-collection-grid');
  if (!grid) throw new Error('No collection grid rendered.');
  return grid;
}

/** The product cards the Buy Button rendered into its iframe. */
function productCards(grid: HTMLElement): Element[] {
  const frame = grid.querySelector('iframe');
  return [...(frame?.contentDocument?.querySelectorAll('.shopify-buy__product') ?? [])];
}

/** A whole collection: four products per row, “View product” opens the product modal. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    await waitFor(() => expect(grid).toHaveAttribute('data-state', 'ready'), {
      timeout: LOAD_TIMEOUT,
    });
    await waitFor(() => expect(productCards(grid)).toHaveLength(6));
    const buttons = productCards(grid).map((card) =>
      card.querySelector('.shopify-buy__btn')?.textContent?.trim(),
    );
    await expect(buttons).toEqual(Array(6).fill('View product'));
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** Home page teaser: exactly 460 px high, the first four products, no pagination button. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const grid = gridOf(canvasElement);
    await expect(grid.getBoundingClientRect().height).toBe(460);
    await waitFor(() => expect(grid).toHaveAttribute('data-state', 'ready'), {
      timeout: LOAD_TIMEOUT,
    });
    await waitFor(() => expect(productCards(grid)).toHaveLength(4));
    await expect(grid.getBoundingClientRect().height).toBe(460);
    const frame = grid.querySelector('iframe');
    await expect(
      frame?.contentDocument?.querySelector('.shopify-buy__collection-pagination-button'),
    ).toBeNull();
  },
};

/**
 * A collection longer than a page: `pageSize` products first (twelve unless set), the rest
 * behind the widget's “Next page” button.
 */
export const Paged: Story = {
  args: { pageSize: 4 },
  play: async ({ canvasElement }) => {
    const grid = gridOf(canvasElement);
    await waitFor(() => expect(grid).toHaveAttribute('data-state', 'ready'), {
      timeout: LOAD_TIMEOUT,
    });
    await waitFor(() => expect(productCards(grid)).toHaveLength(4));
    const next = await waitFor(
      () => {
        const button = grid
          .querySelector('iframe')
          ?.contentDocument?.querySelector<HTMLButtonElement>(
            '.shopify-buy__collection-pagination-button',
          );
        if (!button) throw new Error('No Next page button yet.');
        return button;
      },
      { timeout: LOAD_TIMEOUT },
    );
    // The shop pages' end-to-end tests press it; here it stays in the picture.
    await expect(next.textContent?.trim()).toBe('Next page');
  },
};

/** The storefront cannot be reached: the grid shows nothing and reports through onError. */
export const Failed: Story = {
  args: {
    collection: unreachableCollection,
    fetch: unreachableStorefrontFetch,
    'aria-label': 'Unavailable products',
  },
  play: async ({ canvasElement, args }) => {
    const grid = gridOf(canvasElement);
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1), {
      timeout: LOAD_TIMEOUT,
    });
    await expect(grid).toHaveAttribute('data-state', 'error');
    await expect(grid).not.toBeVisible();
    await expect(grid.querySelector('iframe')).toBeNull();
  },
};
