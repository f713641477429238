import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteForm } from '@zcomm/storefront-ui';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Components/QuoteForm',
  component: QuoteForm,
  tags: ['autodocs'],
  args: {
    action: '/api/forms/quote',
    onSubmit: fn(async () => {}),
    onSubmitted: fn(),
  },
  decorators: [
    (Story) => (
      <div
        style={{
          minBlockSize: '100vh',
          padding: 'var(--zc-space-7) var(--zc-gutter)',
          background: 'var(--zc-color-surface)',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuoteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillIn(canvas: Canvas, service = 'web-development') {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Grace Hopper');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Company' }), 'Harbor Goods Co.');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone' }), '(203) 555-0142');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Service' }), service);
  await userEvent.selectOptions(
    canvas.getByRole('combobox', { name: 'Current platform' }),
    'woocommerce',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: /^Project details/ }),
    'Move our WooCommerce store of 120 products to Shopify before the holiday season.',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: /^Message/ }),
    'Mornings are best for a call.',
  );
}

/** The form as it first appears: no service chosen, so no fulfillment questions. */
export const WithoutFulfillment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Fulfillment Details' })).toBeNull();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Service' }),
      'web-development',
    );
    await expect(canvas.queryByRole('group', { name: 'Fulfillment Details' })).toBeNull();
  },
};

/** Choosing Product Fulfillment or Both (Full Service) adds the Fulfillment Details group. */
export const WithFulfillment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Service' }), 'both');
    const group = canvas.getByRole('group', { name: 'Fulfillment Details' });
    await waitFor(() => expect(group).toBeVisible());
    await expect(
      within(group).getByRole('spinbutton', { name: 'Number of products (SKUs)' }),
    ).not.toBeRequired();
    await expect(
      within(group).getByRole('combobox', { name: 'Monthly order volume' }),
    ).toBeInTheDocument();
    await expect(
      within(group).getByRole('combobox', { name: 'Do you need warehouse storage?' }),
    ).toBeInTheDocument();
  },
};

/** Submit pressed on an empty form: the browser's own validation stops it and marks the fields. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'editing');
    for (const name of ['Name', 'Email', 'Company', 'Phone']) {
      await expect(canvas.getByRole('textbox', { name })).toBeInvalid();
    }
    await expect(canvas.getByRole('combobox', { name: 'Service' })).toBeInvalid();
    await expect(canvas.getByRole('combobox', { name: 'Current platform' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: /^Website/ })).toBeValid();
  },
};

/** Sending: the button is disabled and busy until the submission settles. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const button = canvas.getByRole('button', { name: 'Submit' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'submitting');
  },
};

/** Sent: the thank-you view replaces the fields and takes focus. */
export const Submitted: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, 'fulfillment');
    await userEvent.type(
      canvas.getByRole('spinbutton', { name: 'Number of products (SKUs)' }),
      '120',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const status = await canvas.findByRole('status');
    await expect(within(status).getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(status).toHaveFocus();
    await expect(args.onSubmitted).toHaveBeenCalledTimes(1);
    const data = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    await expect(data.get('sku-count')).toBe('120');
  },
};

/** The submission failed: an alert explains, and every value is still there to send again. */
export const Failed: Story = {
  args: {
    errorMessage: 'There was an error submitting your quote request. Please try again later.',
    onSubmit: fn(async () => {
      throw new Error('Network response was not ok.');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, 'both');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There was an error submitting your quote request. Please try again later.',
    );
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'failed');
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveValue('Harbor Goods Co.');
    await expect(canvas.getByRole('group', { name: 'Fulfillment Details' })).toBeVisible();
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** `fallback="native"`: after a failed background post the form posts the ordinary browser way (intercepted here). */
export const NativeFallback: Story = {
  args: {
    fallback: 'native',
    onSubmit: fn(async () => {
      throw new Error('Network response was not ok.');
    }),
  },
  beforeEach: () => {
    const submit = spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    return () => submit.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const submit = HTMLFormElement.prototype.submit as unknown as ReturnType<typeof spyOn>;
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
