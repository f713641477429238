import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion, type AccordionItem } from '@zcomm/storefront-ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { whenEnhanced } from './enhanced';

const questions: AccordionItem[] = [
  {
    question: 'How long does shipping take?',
    answer: (
      <p>
        Orders ship within 1–3 business days. Standard U.S. shipping then takes 3–7 business days;
        you receive a tracking number as soon as your order leaves our warehouse.
      </p>
    ),
  },
  {
    question: 'What is your return policy?',
    answer: (
      <p>
        Returns and exchanges are accepted within 30 days of delivery. Items must be unworn, with
        tags attached. Refunds go back to the original payment method.
      </p>
    ),
  },
  {
    question: 'What services do you offer?',
    answer: (
      <>
        <p>We help e-commerce brands from first sketch to doorstep:</p>
        <ul>
          <li>Custom web development on Shopify, WooCommerce or a custom build</li>
          <li>Product fulfillment: print-on-demand, warehousing and shipping</li>
          <li>Full service: both, managed by one team</li>
        </ul>
      </>
    ),
  },
  {
    question: 'Do you ship internationally?',
    answer: <p>Not at the moment: we ship to addresses in the United States only.</p>,
  },
];

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { items: questions },
  decorators: [
    (Story) => (
      <div className="zc-container" style={{ paddingBlock: '2rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Workwear and agency FAQs: nothing open until a question is chosen. */
export const NoneOpen: Story = {
  args: { defaultValue: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const trigger of canvas.getAllByRole('button')) {
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** Sailing FAQ: the first answer starts open. */
export const FirstOpen: Story = {
  args: { defaultValue: '0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /shipping take/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('region', { name: /shipping take/ })).toBeVisible();
  },
};

/** Choosing a question opens it; choosing another closes the first. */
export const OpenedByClick: Story = {
  play: async ({ canvasElement }) => {
    await whenEnhanced(canvasElement);
    const canvas = within(canvasElement);
    const returns = canvas.getByRole('button', { name: /return policy/ });
    await userEvent.click(returns);
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/within 30 days of delivery/)).toBeVisible();

    const international = canvas.getByRole('button', { name: /internationally/ });
    await userEvent.click(international);
    await expect(international).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(returns).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: /return policy/ })).not.toBeInTheDocument(),
    );
  },
};

/** Choosing the open question closes it, leaving none open. */
export const ClosedByClickingTheOpenOne: Story = {
  args: { defaultValue: '0' },
  play: async ({ canvasElement }) => {
    await whenEnhanced(canvasElement);
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /shipping take/ });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
  },
};

/** The agency's third answer carries a bulleted list. */
export const WithBulletedList: Story = {
  args: { defaultValue: '2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answer = canvas.getByRole('region', { name: /services/ });
    const list = within(answer).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toBeVisible();
  },
};

/** Arrow keys move between questions; Enter and Space toggle. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await whenEnhanced(canvasElement);
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('button');
    first!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};
