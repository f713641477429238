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
 * The agency's quote request. The Fulfillment Details group follows the chosen service: in the
 * server's markup, before the script runs, a style rule shows it only while the service
 * includes fulfillment; once the script runs it is also disabled (so neither required nor sent)
 * and hidden otherwise. A post sent before then with another service may carry its fields; the
 * server leaves them out.
 */
export function QuoteForm({
  heading = 'Request a Quote',
  subheading = 'Tell us about your business and what you need. We reply within one business day.',
  ...props
}: QuoteFormProps) {
  const [service, setService] = useState('');
  /** Whether the script runs: until then the markup is the server's, shown by CSS alone. */
  const [running, setRunning] = useState(false);
  const serviceRef = useRef<HTMLSelectElement>(null);

  // A visitor on a slow connection (or a browser restoring the form) may have chosen a service
  // before hydration.
  useEffect(() => {
    if (serviceRef.current) setService(serviceRef.current.value);
    setRunning(true);
  }, []);
  const fulfillment = fulfillmentServices.has(service);

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
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder="harborgoods.example"
          spellCheck={false}
          hint="Your current store, if you have one: its address, with or without https://"
          wide
        />
        <TextAreaField
          {...field('project-details')}
          hint="What do you sell, and what should we build, store or ship for you?"
        />
      </FormSection>

      <FormSection
        legend="Fulfillment Details"
        className="zc-quote-form__fulfillment"
        data-running={running ? '' : undefined}
        disabled={running && !fulfillment}
        hidden={running && !fulfillment}
      >
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
