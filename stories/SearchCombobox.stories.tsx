import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchCombobox, type SearchSuggestion } from '@zcomm/storefront-ui';
import { expect, fn, userEvent, within } from 'storybook/test';

/** A square swatch as the product picture, so the story needs no network. */
const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${colour}"/></svg>`,
  )}`;

const products: SearchSuggestion[] = [
  {
    id: '1',
    title: 'Class 3 Waterproof Rain Jacket',
    href: '/products/class-3-waterproof-rain-jacket',
    price: '$89.99',
    image: { src: picture('#d7f20a') },
  },
  {
    id: '2',
    title: 'Class 3 Insulated Parka',
    href: '/products/class-3-insulated-parka',
    price: '$159.99',
    image: { src: picture('#ff7a00') },
  },
  {
    id: '3',
    title: 'Class 3 Soft Shell Jacket',
    href: '/products/class-3-soft-shell-jacket',
    price: '$99.99',
    image: { src: picture('#d7f20a') },
  },
];

/** Answers like a shop: the products whose name holds every word typed. */
async function search(query: string): Promise<SearchSuggestion[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) =>
    words.every((word) => product.title.toLowerCase().includes(word)),
  );
}

const meta = {
  title: 'Components/SearchCombobox',
  component: SearchCombobox,
  tags: ['autodocs'],
  args: { search, onNavigate: fn(), debounce: 0 },
  argTypes: { search: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 420, minHeight: 360 }}>
      <SearchCombobox {...args} />
    </div>
  ),
} satisfies Meta<typeof SearchCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field before anything is typed. */
export const Empty: Story = {};

/** Suggestions from the first character: picture, name, price, and “See all results”. */
export const Suggestions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(field, 'class 3');
    const list = await canvas.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[0]?.id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/products/class-3-waterproof-rain-jacket');
    await userEvent.click(field);
  },
};

/** Nothing matches: exactly “No results found”. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'sailboat');
    await expect(
      await canvas.findByText('No results found', { selector: '[data-slot="search-empty"]' }),
    ).toBeVisible();
  },
};
