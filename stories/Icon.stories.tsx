import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames } from '@zcomm/storefront-ui';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'truck', size: 24 },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: { type: 'number', min: 12, max: 96, step: 4 } },
  },
  decorators: [
    (Story) => (
      <div className="zc-container" style={{ paddingBlock: 'var(--zc-space-6)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A decorative icon: hidden from assistive technology. */
export const Default: Story = {};

/** With a title the icon becomes an image with that accessible name. */
export const Labelled: Story = {
  args: { name: 'shield-check', title: 'Quality certified', size: 32 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Quality certified' })).toBeVisible();
  },
};

/** Icons draw in the current text colour at any size. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'end', gap: 'var(--zc-space-5)' }}>
      {[16, 20, 24, 32, 48].map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
      <span style={{ color: 'var(--zc-color-primary)' }}>
        <Icon {...args} size={48} />
      </span>
    </div>
  ),
};

/** Every icon in the set. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
        gap: 'var(--zc-space-3)',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {iconNames.map((name) => (
        <li
          key={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: 'var(--zc-space-2)',
            padding: 'var(--zc-space-4) var(--zc-space-2)',
            borderRadius: 'var(--zc-radius)',
            backgroundColor: 'var(--zc-color-surface)',
            fontSize: 'var(--zc-text-sm)',
          }}
        >
          <Icon name={name} size={28} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg.zc-icon')).toHaveLength(iconNames.length);
  },
};
