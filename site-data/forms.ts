/**
 * The forms the API stores, as facts: their names, the site whose host accepts each, where a
 * browser posts it and the contract of its fields (defined in the design system package, whose
 * ContactForm and QuoteForm are built from the same contracts). The server validates posts
 * against these; the sites post to `formAction`.
 */
import {
  contactFormContract,
  type FormContract,
  quoteFormContract,
  serviceContactFormContract,
} from '@zcomm/storefront-ui/contracts';
import type { SiteId } from './tenants.ts';

/** The forms the API stores. `contact` is the workwear shop's form at `/api/contact`. */
export type FormName = 'contact' | 'sailing-contact' | 'agency-contact' | 'quote';

export interface FormDefinition {
  /** The site whose host accepts the form. */
  site: SiteId;
  /** Where a native (no-script) post is sent after success. */
  sentLocation: string;
  /** The form's fields, as the form component shows them (the package's contract). */
  fields: FormContract;
}

export const forms: Readonly<Record<FormName, FormDefinition>> = {
  contact: { site: 'workwear', sentLocation: '/contact?sent=1', fields: contactFormContract },
  'sailing-contact': {
    site: 'sailing',
    sentLocation: '/contact?sent=1',
    fields: contactFormContract,
  },
  'agency-contact': {
    site: 'agency',
    sentLocation: '/contact?sent=1',
    fields: serviceContactFormContract,
  },
  quote: { site: 'agency', sentLocation: '/quote?sent=1', fields: quoteFormContract },
};

/** Every form's name, in the forms' order. */
export const formNames = Object.keys(forms) as FormName[];

export function isFormName(value: string): value is FormName {
  return Object.hasOwn(forms, value);
}

/** The native `action` of a form: where it posts without JavaScript. */
export function formAction(form: FormName): string {
  return form === 'contact' ? '/api/contact' : `/api/forms/${form}`;
}
