import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from '@zcomm/storefront-ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from './brand-fixtures';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled: the one main action of a view. */
export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveAttribute('data-slot', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Outlined: a second action beside the main one. */
export const Secondary: Story = { args: { variant: 'secondary' } };

/** Text only: the quietest action. */
export const Ghost: Story = { args: { variant: 'ghost' } };

/** 52 px high: hero and form actions. */
export const Large: Story = { args: { size: 'lg' } };

/** Disabled: dimmed and not focusable. */
export const Disabled: Story = { args: { disabled: true } };

/**
 * `ButtonLink`: a call to action that navigates. A path renders through your router's link
 * (`linkComponent`), a URL as a plain `<a>`.
 */
export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--zc-space-3)', flexWrap: 'wrap' }}>
      <ButtonLink href="/quote" linkComponent={StoryLink}>
        Get A Quote
      </ButtonLink>
      <ButtonLink href="https://example.com/" variant="secondary" external>
        Visit the main site
      </ButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quote = canvas.getByRole('link', { name: 'Get A Quote' });
    await expect(quote).toHaveAttribute('href', '/quote');
    await expect(quote).toHaveAttribute('data-variant', 'primary');
    const external = canvas.getByRole('link', { name: 'Visit the main site' });
    await expect(external).toHaveAttribute('data-variant', 'secondary');
  },
};
