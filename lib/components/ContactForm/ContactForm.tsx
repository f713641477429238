import type { ComponentProps } from 'react';
import {
  FormGrid,
  FormShell,
  type FormSubmissionProps,
  fieldProps,
  SelectField,
  TextAreaField,
  TextField,
} from '../Form';
import { serviceContactFormContract } from './contract';

/** `'basic'`: name, email, phone, message. `'with-service'` adds the choice of a service. */
export type ContactFormVariant = 'basic' | 'with-service';

export type ContactFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'action' | 'children'> &
  FormSubmissionProps & {
    /**
     * Which fields the form asks for.
     * @default 'basic'
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
 * A contact form: name, e-mail, phone and message, optionally the choice of a service. Posts natively to `action` without JavaScript;
 * with `onSubmit` it sends in the background and shows a thank-you view.
 */
export function ContactForm({
  variant = 'basic',
  heading = 'Contact',
  subheading = 'Fill out the form below to get in touch with us!',
  ...props
}: ContactFormProps) {
  const withService = variant === 'with-service';
  return (
    <FormShell
      heading={heading}
      subheading={subheading}
      data-variant={variant}
      {...props}
      className={['zc-contact-form', props.className].filter(Boolean).join(' ')}
    >
      <FormGrid>
        <TextField {...field('name')} autoComplete="name" wide={!withService} />
        <TextField {...field('email')} type="email" autoComplete="email" spellCheck={false} />
        <TextField {...field('phone_number')} type="tel" autoComplete="tel" />
        {withService ? (
          <SelectField
            {...field('service')}
            placeholder="Select a Service"
            options={serviceContactFormContract.service.options}
          />
        ) : null}
        <TextAreaField {...field('message')} />
      </FormGrid>
    </FormShell>
  );
}
