/**
 * Every form's identity, one record per form: the site whose host takes it, its title (in the lead
 * e-mail's subject and the inbox's lead view), its kind (the inbox's filter adds the site's name)
 * and what a reply calls the submitter's message. No brand's name is in it: each site's pages
 * carry it with their forms. The forms' full records (`forms.ts`) add each form's address and
 * contract; the e-mails, the inbox and the server read these, so a form is named once (a view: see
 * the README).
 */
import type { SiteId } from '../tenants.ts';

/**
 * The forms the API stores. `contact` is the workwear shop's form at `/api/contact`; each shop's
 * bulk order is posted to `/api/forms/bulk-order` on its own host.
 */
export type FormName =
  | 'contact'
  | 'sailing-contact'
  | 'agency-contact'
  | 'quote'
  | 'bulk-order'
  | 'sailing-bulk-order';

export interface FormIdentity {
  /** The site whose host accepts the form. */
  site: SiteId;
  /** What the form is, e.g. "Quote request": the lead e-mail's subject and the lead view say it. */
  title: string;
  /** What the form is among its site's, e.g. "Contact": the inbox's filter adds the site's name. */
  kind: string;
  /** What a reply from the inbox calls the submitter's message ("Re: Your quote request"). */
  replySubject: string;
  /**
   * The form's name in its address (`/api/forms/<path>`) and in its `"<site>/<path>"` recipients
   * key, where it is not the form's own: each shop's bulk order is `bulk-order` on its host.
   */
  path?: string;
}

const bulkOrder = {
  title: 'Bulk order',
  kind: 'Bulk order',
  replySubject: 'Your bulk order',
  path: 'bulk-order',
};

const contact = { title: 'Contact form', kind: 'Contact', replySubject: 'Your message' };

export const formIdentities: Readonly<Record<FormName, FormIdentity>> = {
  contact: { site: 'workwear', ...contact },
  'sailing-contact': { site: 'sailing', ...contact },
  'agency-contact': { site: 'agency', ...contact },
  quote: {
    site: 'agency',
    title: 'Quote request',
    kind: 'Quote request',
    replySubject: 'Your quote request',
  },
  'bulk-order': { site: 'workwear', ...bulkOrder },
  'sailing-bulk-order': { site: 'sailing', ...bulkOrder },
};
