import type { ComponentProps } from 'react';
import {
  FormShell,
  type FormSubmissionProps,
  fieldProps,
  SelectField,
  TextAreaField,
  TextField,
} from '../Form';
import { serviceContactFormContract } from './contract';

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

// Every field of the form with the service choice; without it, the same fields less the choice.
const field = (name: keyof typeof serviceContactFormContract) =>
  fieldProps(serviceContactFormContract, name);

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
        <TextField {...field('name')} autoComplete="name" wide={!agency} />
        <TextField {...field('email')} type="email" autoComplete="email" spellCheck={false} />
        <TextField {...field('phone_number')} type="tel" autoComplete="tel" />
        {agency ? (
          <SelectField
            {...field('service')}
            placeholder="Select a Service"
            options={serviceContactFormContract.service.options}
          />
        ) : null}
        <TextAreaField {...field('message')} />
      </div>
    </FormShell>
  );
}
