import { type ComponentProps, useEffect, useRef, useState } from 'react';
import {
  FormSection,
  FormShell,
  type FormSubmissionProps,
  SelectField,
  type SelectOption,
  TextAreaField,
  TextField,
} from '../Form';

export type QuoteFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'action' | 'children'> &
  FormSubmissionProps & {
    /**
     * The form heading.
     * @default 'Request a Quote'
     */
    heading?: string;
    /**
     * The line under the heading.
     * @default 'Tell us about your business and what you need. We reply within one business day.'
     */
    subheading?: string;
  };

const SERVICE_OPTIONS: readonly SelectOption[] = [
  { value: 'web-development', label: 'Web Development' },
  { value: 'fulfillment', label: 'Product Fulfillment' },
  { value: 'both', label: 'Both (Full Service)' },
];

const PLATFORM_OPTIONS: readonly SelectOption[] = [
  { value: 'none', label: 'None / New Store' },
  { value: 'shopify', label: 'Shopify' },
  { value: 'woocommerce', label: 'WooCommerce' },
  { value: 'squarespace', label: 'Squarespace' },
  { value: 'wix', label: 'Wix' },
  { value: 'bigcommerce', label: 'BigCommerce' },
  { value: 'custom', label: 'Custom Build' },
  { value: 'other', label: 'Other' },
];

const ORDER_VOLUME_OPTIONS: readonly SelectOption[] = [
  { value: '0-50', label: '0-50' },
  { value: '51-200', label: '51-200' },
  { value: '201-1000', label: '201-1000' },
  { value: '1000+', label: '1,000+' },
];

const STORAGE_OPTIONS: readonly SelectOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unsure', label: 'Not sure' },
];

const TIMELINE_OPTIONS: readonly SelectOption[] = [
  { value: 'now', label: 'Ready now' },
  { value: '1-2 weeks', label: '1–2 weeks' },
  { value: '1-2 months', label: '1–2 months' },
  { value: 'flexible', label: 'Flexible' },
];

const BUDGET_OPTIONS: readonly SelectOption[] = [
  { value: '<2000', label: 'Under $2,000' },
  { value: '2000-5000', label: '$2,000–$5,000' },
  { value: '5000-10000', label: '$5,000–$10,000' },
  { value: '10000+', label: '$10,000+' },
];

const SERVICES_WITH_FULFILLMENT = new Set(['fulfillment', 'both']);

/**
 * The agency's quote request. The Fulfillment Details group is mounted only while the chosen
 * service includes fulfillment, so its fields are neither required nor sent otherwise.
 */
export function QuoteForm({
  heading = 'Request a Quote',
  subheading = 'Tell us about your business and what you need. We reply within one business day.',
  ...props
}: QuoteFormProps) {
  const [service, setService] = useState('');
  const serviceRef = useRef<HTMLSelectElement>(null);

  // A browser restoring the form (back/forward) may have chosen a service before hydration.
  useEffect(() => {
    if (serviceRef.current) setService(serviceRef.current.value);
  }, []);

  return (
    <FormShell
      heading={heading}
      subheading={subheading}
      {...props}
      className={['zc-quote-form', props.className].filter(Boolean).join(' ')}
    >
      <FormSection legend="About you">
        <TextField label="Name" name="name" autoComplete="name" required />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
        />
        <TextField label="Company" name="company" autoComplete="organization" required />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required />
      </FormSection>

      <FormSection legend="Your project">
        <SelectField
          ref={serviceRef}
          label="Service"
          name="service"
          placeholder="Select a Service"
          options={SERVICE_OPTIONS}
          required
          onChange={(event) => setService(event.currentTarget.value)}
        />
        <SelectField
          label="Current platform"
          name="platform"
          placeholder="Select a Platform"
          options={PLATFORM_OPTIONS}
          required
        />
        <TextField
          label="Website"
          name="website"
          type="url"
          autoComplete="url"
          placeholder="https://"
          hint="Your current store, if you have one, starting with https://"
          wide
        />
        <TextAreaField
          label="Project details"
          name="project-details"
          hint="What do you sell, and what should we build, store or ship for you?"
          required
        />
      </FormSection>

      {SERVICES_WITH_FULFILLMENT.has(service) ? (
        <FormSection legend="Fulfillment Details" className="zc-quote-form__fulfillment">
          <TextField
            label="Number of products (SKUs)"
            name="sku-count"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
          />
          <SelectField
            label="Monthly order volume"
            name="order-volume"
            placeholder="Select a range"
            options={ORDER_VOLUME_OPTIONS}
          />
          <SelectField
            label="Do you need warehouse storage?"
            name="storage"
            placeholder="Select an answer"
            options={STORAGE_OPTIONS}
          />
        </FormSection>
      ) : null}

      <FormSection legend="Timeline and budget">
        <SelectField
          label="Timeline"
          name="timeline"
          placeholder="Select a timeline"
          options={TIMELINE_OPTIONS}
        />
        <SelectField
          label="Budget"
          name="budget"
          placeholder="Select a budget"
          options={BUDGET_OPTIONS}
        />
      </FormSection>

      <FormSection legend="Anything else?">
        <TextAreaField
          label="Message"
          name="message"
          hint="Questions, goals, deadlines: anything that helps us prepare your quote."
          required
        />
        <TextField label="How did you hear about us?" name="referral" wide />
      </FormSection>
    </FormShell>
  );
}
