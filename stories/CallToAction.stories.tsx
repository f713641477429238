import type { Meta, StoryObj } from '@storybook/react-vite';
import { CallToAction } from '@zcomm/storefront-ui';
import { expect, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Components/CallToAction',
  component: CallToAction,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    text: (
      <p>
        Tell us about your store, your products and your goals. We will put together a plan for your
        site and your fulfillment, with a clear quote.
      </p>
    ),
    action: { label: 'Get A Quote', href: '/quote' },
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Already in view when it mounts: shown at once, no animation. */
export const InView: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Think We Can Help?' });
    await expect(section).toHaveAttribute('data-state', 'visible');
    await expect(canvas.getByRole('link', { name: 'Get A Quote' })).toHaveAttribute(
      'href',
      '/quote',
    );
  },
};

/**
 * Below the fold: hidden after mount, then fades and slides in once (0.8 s, the button 0.2 s
 * later) when 50 px of it has scrolled into view.
 */
export const RevealedOnScroll: Story = {
  decorators: [
    (Story) => (
      <>
        <div
          style={{
            blockSize: '150vh',
            display: 'grid',
            placeItems: 'center',
            color: 'var(--zc-color-text-muted)',
          }}
        >
          Scroll down
        </div>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Think We Can Help?' });

    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await step('never hidden under reduced motion', async () => {
        await expect(section).toHaveAttribute('data-state', 'visible');
      });
      return;
    }

    await step('hidden while below the fold', async () => {
      await expect(section).toHaveAttribute('data-state', 'hidden');
    });

    await step('revealed once scrolled into view', async () => {
      section.scrollIntoView({ block: 'center' });
      await waitFor(() => expect(section).toHaveAttribute('data-state', 'visible'));
    });

    await step('stays revealed after scrolling away', async () => {
      canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await expect(section).toHaveAttribute('data-state', 'visible');
    });
  },
};

/** A different heading and an external destination. */
export const CustomHeading: Story = {
  args: {
    heading: 'Ready to Get Started?',
    text: <p>Our team replies within one business day.</p>,
    action: { label: 'Contact Us', href: 'https://example.com/contact' },
  },
};
