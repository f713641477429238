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
import { bulkOrderFormContract, bulkOrderOtherFields } from './bulk-order.ts';
import { type FormIdentity, type FormName, formIdentities } from './views/form-names.ts';

export type { FormIdentity, FormName };

/** A form's whole record: its identity (site, title, inbox label), address and contract. */
export interface FormDefinition extends FormIdentity {
  /** Where a browser posts it, natively or from script. */
  action: string;
  /** Where a native (no-script) post is sent after success. */
  sentLocation: string;
  /** The form's fields, as the form component shows them (the package's contract). */
  fields: FormContract;
  /**
   * Fields posted besides the contract's, by name, with the label the form gives each (a bulk
   * order's lines and artwork): a refused post's page shows their values (several joined by
   * line breaks) and names their problems like the contract's.
   */
  otherFields?: Readonly<Record<string, string>>;
}

/**
 * A form's whole record: its identity and the rest. A call marked pure, so a bundle that takes
 * only `formAction` leaves every record, and the contracts they hold, out.
 */
function record(name: FormName, rest: Omit<FormDefinition, keyof FormIdentity>): FormDefinition {
  return { ...formIdentities[name], ...rest };
}

export const forms: Readonly<Record<FormName, FormDefinition>> = {
  contact: /* @__PURE__ */ record('contact', {
    action: formAction('contact'),
    sentLocation: '/contact?sent=1',
    fields: contactFormContract,
  }),
  'sailing-contact': /* @__PURE__ */ record('sailing-contact', {
    action: formAction('sailing-contact'),
    sentLocation: '/contact?sent=1',
    fields: contactFormContract,
  }),
  'agency-contact': /* @__PURE__ */ record('agency-contact', {
    action: formAction('agency-contact'),
    sentLocation: '/contact?sent=1',
    fields: serviceContactFormContract,
  }),
  quote: /* @__PURE__ */ record('quote', {
    action: formAction('quote'),
    sentLocation: '/quote?sent=1',
    fields: quoteFormContract,
  }),
  'bulk-order': /* @__PURE__ */ record('bulk-order', {
    action: formAction('bulk-order'),
    sentLocation: '/bulk-order?sent=1',
    fields: bulkOrderFormContract,
    otherFields: bulkOrderOtherFields,
  }),
  'sailing-bulk-order': /* @__PURE__ */ record('sailing-bulk-order', {
    action: formAction('sailing-bulk-order'),
    sentLocation: '/bulk-order?sent=1',
    fields: bulkOrderFormContract,
    otherFields: bulkOrderOtherFields,
  }),
};

/** Every form's name, in the forms' order. */
export const formNames = Object.keys(forms) as FormName[];

export function isFormName(value: string): value is FormName {
  return Object.hasOwn(forms, value);
}

/** The native `action` of a form: where it posts without JavaScript. */
export function formAction(form: FormName): string {
  return form === 'contact' ? '/api/contact' : `/api/forms/${formPath(form)}`;
}

/** A form's name in its address and its recipients key: its own, or the one its record gives. */
export function formPath(form: FormName): string {
  return formIdentities[form].path ?? form;
}

/** The form a site takes at `/api/forms/<path>`, if any. */
export function formAt(site: string, path: string): FormName | undefined {
  return formNames.find((form) => formIdentities[form].site === site && formPath(form) === path);
}
