import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm } from '@zcomm/storefront-ui';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Components/ContactForm',
  component: ContactForm,
  tags: ['autodocs'],
  args: {
    action: '/api/contact',
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
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillIn(canvas: Canvas, { service }: { service?: string } = {}) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Ada Lovelace');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '(203) 555-0100');
  if (service) {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Service' }), service);
  }
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'Message' }),
    'We are launching a new apparel line in the spring and would like to talk about a store.',
  );
}

/** The shops' form (workwear, sailing): name, email, optional phone and message. */
export const Shop: Story = {
  args: { variant: 'basic', onSubmit: fn(async () => {}) },
};

/** The agency's form adds a required service choice. */
export const Agency: Story = {
  args: {
    variant: 'with-service',
    action: '/api/forms/agency-contact',
    onSubmit: fn(async () => {}),
  },
};

/** Submit pressed on an empty form: the browser's own validation stops it and marks the fields. */
export const ValidationErrors: Story = {
  args: {
    variant: 'with-service',
    action: '/api/forms/agency-contact',
    onSubmit: fn(async () => {}),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'editing');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    await expect(canvas.getByRole('combobox', { name: 'Service' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeValid();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

/** Sending: the button is disabled and busy until the submission settles. */
export const Submitting: Story = {
  args: {
    variant: 'with-service',
    action: '/api/forms/agency-contact',
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { service: 'web-development' });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const button = canvas.getByRole('button', { name: 'Submit' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'submitting');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Sent: the thank-you view replaces the fields and takes focus. */
export const Submitted: Story = {
  args: {
    variant: 'with-service',
    action: '/api/forms/agency-contact',
    onSubmit: fn(async () => {}),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { service: 'product-fulfillment' });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const status = await canvas.findByRole('status');
    await expect(within(status).getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(within(status).getByText("We'll be in touch soon.")).toBeVisible();
    await expect(status).toHaveFocus();
    await expect(args.onSubmitted).toHaveBeenCalledTimes(1);
    const data = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    await expect(data.get('service')).toBe('product-fulfillment');
    await expect(data.get('idempotency_key')).toMatch(/^[0-9a-f-]{36}$/);
  },
};

/** The submission failed: an alert explains, and every value is still there to send again. */
export const Failed: Story = {
  args: {
    variant: 'with-service',
    action: '/api/forms/agency-contact',
    errorMessage: 'There was an error submitting your quote request. Please try again later.',
    onSubmit: fn(async () => {
      throw new Error('Network response was not ok.');
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas, { service: 'e-commerce' });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There was an error submitting your quote request. Please try again later.',
    );
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'failed');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    await expect(canvas.getByRole('combobox', { name: 'Service' })).toHaveValue('e-commerce');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/**
 * `fallback="native"` (the sailing shop): when the background post fails, the form is posted the
 * ordinary browser way. Here the native post is intercepted so the preview stays put.
 */
export const NativeFallback: Story = {
  args: {
    variant: 'basic',
    action: '/api/forms/sailing-contact',
    fallback: 'native',
    onSubmit: fn(async () => {
      throw new Error('Form response was not ok');
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
    await expect(submit.mock.contexts[0]).toBe(canvas.getByRole('form'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
