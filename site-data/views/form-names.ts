/**
 * Every form's identity, one record per form: the site whose host takes it, its title (in the lead
 * e-mail's subject and the inbox's lead view), its label in the inbox's filter and what a reply
 * calls the submitter's message. The forms' full records (`forms.ts`) add each form's address and
 * contract; the e-mails, the inbox and the server read these, so a form is named once (a view: see
 * the README).
 */
import { type SiteId, tenantOf } from '../tenants.ts';

/** The forms the API stores. `contact` is the workwear shop's form at `/api/contact`. */
export type FormName = 'contact' | 'sailing-contact' | 'agency-contact' | 'quote';

export interface FormIdentity {
  /** The site whose host accepts the form. */
  site: SiteId;
  /** What the form is, e.g. "Quote request": the lead e-mail's subject and the lead view say it. */
  title: string;
  /** The form in the inbox's filter, which lists every site's: its kind and its site's name. */
  inboxLabel: string;
  /** What a reply from the inbox calls the submitter's message ("Re: Your quote request"). */
  replySubject: string;
}

function identity(site: SiteId, title: string, kind: string, replySubject: string): FormIdentity {
  return { site, title, inboxLabel: `${kind} (${tenantOf(site).name})`, replySubject };
}

export const formIdentities: Readonly<Record<FormName, FormIdentity>> = {
  contact: identity('workwear', 'Contact form', 'Contact', 'Your message'),
  'sailing-contact': identity('sailing', 'Contact form', 'Contact', 'Your message'),
  'agency-contact': identity('agency', 'Contact form', 'Contact', 'Your message'),
  quote: identity('agency', 'Quote request', 'Quote request', 'Your quote request'),
};
