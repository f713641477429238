import nodemailer from 'nodemailer';
import type { SiteId } from '../../sites/tenants.ts';
import { siteIds, tenantOf } from '../../sites/tenants.ts';
import { type FormName, forms, isFormName } from '../forms.ts';
import type { ClaimedDelivery } from './outbox.ts';
import type { EmailSettings } from './settings.ts';

/** How each form is called in a subject line. */
const formTitles: Readonly<Record<FormName, string>> = {
  contact: 'Contact form',
  'sailing-contact': 'Contact form',
  'agency-contact': 'Contact form',
  quote: 'Quote request',
};

/** Labels of the field names whose plain form reads badly. */
const fieldLabels: Readonly<Record<string, string>> = {
  email: 'E-mail',
  phone_number: 'Phone',
  phone: 'Phone',
  'project-details': 'Project details',
  'sku-count': 'Number of SKUs',
  'order-volume': 'Orders a month',
  storage: 'Needs storage',
  referral: 'Heard of us through',
};

function fieldLabel(field: string): string {
  const label = Object.hasOwn(fieldLabels, field) ? fieldLabels[field] : undefined;
  if (label) return label;
  const words = field.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function siteName(site: string): string {
  return siteIds.includes(site as SiteId) ? tenantOf(site as SiteId).name : site;
}

/** The form's fields in the order of the form, then any others. */
function orderedFields(form: string, data: Readonly<Record<string, string>>): [string, string][] {
  const declared = isFormName(form) ? Object.keys(forms[form].fields) : [];
  const names = [...declared.filter((name) => Object.hasOwn(data, name))];
  for (const name of Object.keys(data)) if (!names.includes(name)) names.push(name);
  return names.map((name) => [name, data[name] ?? '']);
}

/** The domain of an address (`Name <a@b>` or `a@b`), for Message-IDs. */
function domainOf(mailbox: string): string {
  const address = mailbox.match(/<([^<>]+)>\s*$/)?.[1] ?? mailbox;
  return address.slice(address.lastIndexOf('@') + 1) || 'localhost';
}

export interface LeadEmail {
  from: string;
  to: string[];
  replyTo: { name: string; address: string } | undefined;
  subject: string;
  /** The only body: plain text. There is never an HTML part. */
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

/**
 * The notification for one delivery: to the site's recipients, from the sender, replying to
 * the submitter; the subject names the site and the form; every field as plain text. The
 * Message-ID is derived from the delivery id, so a repeated delivery can be recognised.
 */
export function composeLeadEmail(delivery: ClaimedDelivery, settings: EmailSettings): LeadEmail {
  const { submission } = delivery;
  const { data } = submission;
  const site = siteName(submission.site);
  const title = isFormName(submission.form) ? formTitles[submission.form] : submission.form;
  const who = data.name ?? data.email ?? 'a visitor';
  const to = settings.recipients[submission.site as SiteId] ?? [];
  const lines = [`${title} on ${site}`, ''];
  for (const [name, value] of orderedFields(submission.form, data)) {
    if (value.includes('\n')) {
      lines.push(`${fieldLabel(name)}:`, ...value.split('\n').map((line) => `  ${line}`), '');
    } else {
      lines.push(`${fieldLabel(name)}: ${value}`);
    }
  }
  if (lines.at(-1) !== '') lines.push('');
  lines.push(
    '--',
    `Received ${submission.created_at.slice(0, 19).replace('T', ' ')} UTC on ${site} (${submission.site}).`,
    `Submission ${submission.id}, delivery ${delivery.id}.`,
    data.email
      ? 'Reply to this e-mail to answer the sender.'
      : 'The sender left no e-mail address.',
  );
  return {
    from: settings.sender,
    to: [...to],
    replyTo: data.email ? { name: data.name ?? '', address: data.email } : undefined,
    subject: `[${site}] ${title} from ${who}`,
    text: `${lines.join('\n')}\n`,
    messageId: `<${delivery.id}@${domainOf(settings.sender)}>`,
    headers: {
      'X-Delivery-Id': delivery.id,
      'X-Submission-Id': submission.id,
      'Auto-Submitted': 'auto-generated',
    },
  };
}

/** What a failed send means for the delivery. */
export interface SendFailure {
  message: string;
  /** Worth trying again later (a connection problem, a temporary refusal). */
  retry: boolean;
}

/** Sends lead e-mails over SMTP (nodemailer), one connection per message. */
export class EmailSender {
  readonly #transport: ReturnType<typeof nodemailer.createTransport>;
  readonly #settings: EmailSettings;

  constructor(settings: EmailSettings, timeoutMs = 30_000) {
    this.#settings = settings;
    this.#transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(delivery: ClaimedDelivery): Promise<void> {
    const mail = composeLeadEmail(delivery, this.#settings);
    if (mail.to.length === 0) {
      throw Object.assign(new Error(`No recipients for ${delivery.submission.site}`), {
        permanent: true,
      });
    }
    await this.#transport.sendMail({ ...mail, disableFileAccess: true, disableUrlAccess: true });
  }

  /** Whether and why a send failed for good or for now. */
  static describeFailure(error: unknown): SendFailure {
    const candidate = error as { responseCode?: unknown; code?: unknown; permanent?: unknown };
    const message = String((error as Error)?.message ?? error).replace(/\s+/g, ' ');
    if (candidate.permanent === true) return { message, retry: false };
    // A 5xx reply refuses this message for good, except a refused login: a setting to fix.
    const permanent =
      typeof candidate.responseCode === 'number' &&
      candidate.responseCode >= 500 &&
      candidate.code !== 'EAUTH';
    return { message, retry: !permanent };
  }

  close(): void {
    this.#transport.close();
  }
}

/** Where lead e-mails go, for the start-up log line: never the password. */
export function describeSmtp(settings: EmailSettings): string {
  const url = new URL(settings.smtpUrl);
  return `${url.protocol}//${url.host}`;
}
