'use client';

import { type ComponentProps, useEffect, useRef, useState } from 'react';
import {
  FormSection,
  FormShell,
  type FormSubmissionProps,
  fieldProps,
  SelectField,
  TextAreaField,
  TextField,
} from '../Form';
import { FULFILLMENT_SERVICES, quoteFormContract } from './contract';

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

const fulfillmentServices: ReadonlySet<string> = new Set(FULFILLMENT_SERVICES);
const field = (name: keyof typeof quoteFormContract) => fieldProps(quoteFormContract, name);

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
        <TextField {...field('name')} autoComplete="name" />
        <TextField {...field('email')} type="email" autoComplete="email" spellCheck={false} />
        <TextField {...field('company')} autoComplete="organization" />
        <TextField {...field('phone')} type="tel" autoComplete="tel" />
      </FormSection>

      <FormSection legend="Your project">
        <SelectField
          ref={serviceRef}
          {...field('service')}
          placeholder="Select a Service"
          options={quoteFormContract.service.options}
          onChange={(event) => setService(event.currentTarget.value)}
        />
        <SelectField
          {...field('platform')}
          placeholder="Select a Platform"
          options={quoteFormContract.platform.options}
        />
        <TextField
          {...field('website')}
          type="url"
          autoComplete="url"
          placeholder="https://"
          hint="Your current store, if you have one, starting with https://"
          wide
        />
        <TextAreaField
          {...field('project-details')}
          hint="What do you sell, and what should we build, store or ship for you?"
        />
      </FormSection>

      {fulfillmentServices.has(service) ? (
        <FormSection legend="Fulfillment Details" className="zc-quote-form__fulfillment">
          <TextField {...field('sku-count')} type="number" min={0} step={1} inputMode="numeric" />
          <SelectField
            {...field('order-volume')}
            placeholder="Select a range"
            options={quoteFormContract['order-volume'].options}
          />
          <SelectField
            {...field('storage')}
            placeholder="Select an answer"
            options={quoteFormContract.storage.options}
          />
        </FormSection>
      ) : null}

      <FormSection legend="Timeline and budget">
        <SelectField
          {...field('timeline')}
          placeholder="Select a timeline"
          options={quoteFormContract.timeline.options}
        />
        <SelectField
          {...field('budget')}
          placeholder="Select a budget"
          options={quoteFormContract.budget.options}
        />
      </FormSection>

      <FormSection legend="Anything else?">
        <TextAreaField
          {...field('message')}
          hint="Questions, goals, deadlines: anything that helps us prepare your quote."
        />
        <TextField {...field('referral')} wide />
      </FormSection>
    </FormShell>
  );
}
