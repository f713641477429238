import type { ComponentProps } from 'react';
import {
  FormShell,
  type FormSubmissionProps,
  SelectField,
  type SelectOption,
  TextAreaField,
  TextField,
} from '../Form';

/** `'shop'`: name, email, phone, message. `'agency'` adds the service choice. */
export type ContactFormVariant = 'shop' | 'agency';

export type ContactFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'action' | 'children'> &
  FormSubmissionProps & {
    /**
     * Which fields the form asks for.
     * @default 'shop'
     */
    variant?: ContactFormVariant;
    /**
     * The form heading.
     * @default 'Contact'
     */
    heading?: string;
    /**
     * The line under the heading.
     * @default 'Fill out the form below to get in touch with us!'
     */
    subheading?: string;
  };

const SERVICE_OPTIONS: readonly SelectOption[] = [
  { value: 'web-development', label: 'Web Development' },
  { value: 'e-commerce', label: 'E-Commerce' },
  { value: 'product-fulfillment', label: 'Product Fulfillment' },
];

/**
 * The contact form of the shops and the agency. Posts natively to `action` without JavaScript;
 * with `onSubmit` it sends in the background and shows a thank-you view.
 */
export function ContactForm({
  variant = 'shop',
  heading = 'Contact',
  subheading = 'Fill out the form below to get in touch with us!',
  ...props
}: ContactFormProps) {
  const agency = variant === 'agency';
  return (
    <FormShell
      heading={heading}
      subheading={subheading}
      data-variant={variant}
      {...props}
      className={['zc-contact-form', props.className].filter(Boolean).join(' ')}
    >
      <div className="zc-form__grid">
        <TextField label="Name" name="name" autoComplete="name" required wide={!agency} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
        />
        <TextField label="Phone number" name="phone_number" type="tel" autoComplete="tel" />
        {agency ? (
          <SelectField
            label="Service"
            name="service"
            placeholder="Select a Service"
            options={SERVICE_OPTIONS}
            required
          />
        ) : null}
        <TextAreaField label="Message" name="message" required />
      </div>
    </FormShell>
  );
}
