import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FormGrid,
  FormSection,
  FormShell,
  type FormSubmissionProps,
  SelectField,
  TextAreaField,
  TextField,
} from '@zcomm/storefront-ui';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';

/**
 * A third form, built by a consumer from the package's public primitives alone: `FormShell`
 * (heading, honeypot, idempotency key, error alert, submit button, thank-you view, driven by
 * `useFormSubmission`), `FormSection`, `FormGrid` and the fields. It behaves like the package's
 * own forms: the browser's validation, a background send with a thank-you view, an alert or a
 * native post when the send fails, and a native post without JavaScript.
 */
function ReturnRequestForm(props: FormSubmissionProps) {
  return (
    <FormShell
      heading="Request a return"
      subheading="Tell us what you are sending back. Returns are free within 30 days."
      thankYouHeading="Return requested"
      thankYouText="We will e-mail your prepaid label within one business day."
      {...props}
    >
      <FormSection legend="Your order">
        <TextField
          name="order"
          label="Order number"
          hint="Six digits, on your confirmation e-mail."
          required
          inputMode="numeric"
          pattern="[0-9]{6}"
        />
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
      </FormSection>
      <FormSection legend="The return">
        <SelectField
          name="reason"
          label="Reason"
          placeholder="Select a reason"
          required
          options={[
            { value: 'size', label: 'Wrong size' },
            { value: 'damaged', label: 'Arrived damaged' },
            { value: 'other', label: 'Something else' },
          ]}
        />
        <TextField name="item" label="Item" />
        <TextAreaField name="details" label="Anything we should know?" wide />
      </FormSection>
      <FormGrid>
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" wide />
      </FormGrid>
    </FormShell>
  );
}

const meta = {
  title: 'Recipes/Build your own form',
  component: ReturnRequestForm,
  tags: ['autodocs'],
  args: { action: '/api/forms/returns', onSubmitted: fn() },
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
} satisfies Meta<typeof ReturnRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function fillIn(canvas: Canvas) {
  await userEvent.type(canvas.getByRole('textbox', { name: /Order number/ }), '104233');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Reason' }), 'size');
}

/** The empty form: two captioned sections and a full-width row, in the brand's theme. */
export const Empty: Story = {
  args: { onSubmit: fn(async () => {}) },
};

/** Submit on an empty form: the browser's own messages under each required field. */
export const Invalid: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const order = canvas.getByRole('textbox', { name: /Order number/ });
    await expect(order).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Reason' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A background send that succeeds: the form's own thank-you view, focused and announced. */
export const Submitted: Story = {
  args: { onSubmit: fn(async () => {}) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Return requested');
    await expect(status).toHaveFocus();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const data = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as FormData;
    await expect(data.get('order')).toBe('104233');
    await expect(data.get('idempotency_key')).toBeTruthy();
    await expect(args.onSubmitted).toHaveBeenCalledTimes(1);
  },
};

/** A failed send: the alert, every value kept for another try. */
export const Failed: Story = {
  args: {
    errorMessage: 'Your return request could not be sent. Please try again later.',
    onSubmit: fn(async () => {
      throw new Error('Network response was not ok.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillIn(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your return request could not be sent.',
    );
    await expect(canvas.getByRole('textbox', { name: /Order number/ })).toHaveValue('104233');
  },
};

/** `fallback="native"`: a failed send posts the form the ordinary way (intercepted here). */
export const NativeFallback: Story = {
  args: {
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
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Back from a native post (`?sent=1`): `submitted` shows the thank-you view at once. */
export const SentWithoutJavaScript: Story = {
  args: { submitted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Return requested');
    await expect(canvas.getByRole('form')).toHaveAttribute('method', 'post');
    await expect(canvas.getByRole('form')).toHaveAttribute('action', '/api/forms/returns');
  },
};
