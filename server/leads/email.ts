/**
 * The lead e-mail: what it says (every field under the labels the inbox shows), to whom, and
 * sending it over SMTP.
 */

import { forms, isFormName } from '@zcomm/site-data/forms';
import nodemailer from 'nodemailer';
import { encodeWord } from 'nodemailer/lib/mime-funcs';
import { isEmailAddress } from './field-rules.ts';
import { domainOf, siteName } from './mail-names.ts';
import type { ClaimedDelivery } from './outbox.ts';
import type { ReplyEmail } from './reply-email.ts';
import type { EmailSettings } from './settings.ts';
import { shownFields } from './shown-fields.ts';

/** Longest part of a header a visitor's text may fill, in characters. */
const HEADER_TEXT_LIMIT = 80;

/** The first `limit` characters (code points) of a text, with `…` when cut. */
function shorten(value: string, limit: number): string {
  const characters = [...value];
  return characters.length > limit ? `${characters.slice(0, limit - 1).join('')}…` : value;
}

/** Controls and bidirectional embeddings, overrides and isolates: never in a header. */
const invisible = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A visitor's text for the Subject: one line, no control character, at most 80 characters.
 * A text that holds an encoded word (`=?utf-8?B?…?=`) is encoded whole, so a mail client
 * decodes it once, to those very characters, and never to what they spell.
 */
function subjectText(value: string): string {
  const line = shorten(
    value.replace(invisible, ' ').replace(/\s+/g, ' ').trim(),
    HEADER_TEXT_LIMIT,
  );
  return line.includes('=?') ? encodeWord(line, 'B', 52) : line;
}

/**
 * A visitor's name as the Reply-To's display name: letters, digits, spaces and `.'’&-` only,
 * so no quote, comma, angle bracket, `@`, `=?` or line break can make another address or header,
 * or look like one.
 */
function displayName(value: string): string {
  return shorten(
    value
      .replace(/[^\p{L}\p{M}\p{N} .'’&-]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    HEADER_TEXT_LIMIT,
  );
}

/** The lead in the staff inbox: the inbox page with the submission open. */
export function inboxLink(settings: EmailSettings, submissionId: string): string {
  const url = new URL(settings.inboxUrl);
  url.searchParams.set('id', submissionId);
  return url.href;
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
 * The notification for one delivery: to the form's recipients, from the sender, replying to
 * the submitter; the subject names the site and the form; every field as plain text, under the
 * labels the inbox shows, and a link to the lead in the inbox. The Message-ID is derived from
 * the delivery id, so a repeated delivery can be recognised.
 */
export function composeLeadEmail(delivery: ClaimedDelivery, settings: EmailSettings): LeadEmail {
  const { submission } = delivery;
  const { data } = submission;
  const site = siteName(submission.site);
  const title = isFormName(submission.form) ? forms[submission.form].title : submission.form;
  const who = data.name || data.email || 'a visitor';
  const to = isFormName(submission.form) ? settings.recipients[submission.form] : [];
  const replyAddress = data.email && isEmailAddress(data.email) ? data.email : undefined;
  const lines = [`${title} on ${site}`, ''];
  for (const field of shownFields(submission.form, data)) {
    const value = field.option ?? field.value;
    if (value.includes('\n')) {
      lines.push(`${field.label}:`, ...value.split('\n').map((line) => `  ${line}`), '');
    } else {
      lines.push(`${field.label}: ${value}`);
    }
  }
  if (lines.at(-1) !== '') lines.push('');
  lines.push(
    `Open it in the inbox: ${inboxLink(settings, submission.id)}`,
    '',
    '--',
    `Received ${submission.created_at.slice(0, 19).replace('T', ' ')} UTC on ${site} (${submission.site}).`,
    `Submission ${submission.id}, delivery ${delivery.id}.`,
    replyAddress
      ? 'Reply to this e-mail to answer the sender.'
      : data.email
        ? 'The e-mail address the sender gave is not valid, so replies go nowhere.'
        : 'The sender left no e-mail address.',
  );
  return {
    from: settings.sender,
    to: [...to],
    replyTo: replyAddress
      ? { name: displayName(data.name ?? ''), address: replyAddress }
      : undefined,
    subject: `[${site}] ${title} from ${subjectText(who)}`,
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
      // On smtp://, STARTTLS before anything else (the login above all), unless opted out;
      // smtps:// is TLS from the first byte.
      requireTLS: !settings.allowPlaintext,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async send(delivery: ClaimedDelivery): Promise<void> {
    const mail = composeLeadEmail(delivery, this.#settings);
    if (mail.to.length === 0) {
      throw Object.assign(new Error(`No recipients for ${delivery.submission.form}`), {
        permanent: true,
      });
    }
    await this.#transport.sendMail({ ...mail, disableFileAccess: true, disableUrlAccess: true });
  }

  /** Sends a reply staff wrote (composed by `composeReplyEmail`). */
  async sendReply(mail: ReplyEmail): Promise<void> {
    await this.#transport.sendMail({ ...mail, disableFileAccess: true, disableUrlAccess: true });
  }

  get settings(): EmailSettings {
    return this.#settings;
  }

  /** Whether and why a send failed for good or for now. */
  static describeFailure(error: unknown): SendFailure {
    const candidate = error as { responseCode?: unknown; code?: unknown; permanent?: unknown };
    const message = String((error as Error)?.message ?? error).replace(/\s+/g, ' ');
    // A refused login or a server without STARTTLS is a setting to fix, after which the
    // message goes out: tried again, whatever the reply's code.
    if (candidate.code === 'EAUTH' || candidate.code === 'ETLS') return { message, retry: true };
    if (candidate.permanent === true) return { message, retry: false };
    // A 5xx reply refuses this message for good.
    const permanent = typeof candidate.responseCode === 'number' && candidate.responseCode >= 500;
    return { message, retry: !permanent };
  }

  close(): void {
    this.#transport.close();
  }
}

/** Where lead e-mails go, for the start-up log line: never the password. */
export function describeSmtp(settings: EmailSettings): string {
  const url = new URL(settings.smtpUrl);
  const tls =
    url.protocol === 'smtps:'
      ? 'TLS'
      : settings.allowPlaintext
        ? 'STARTTLS when offered, else in clear text (SMTP_ALLOW_PLAINTEXT=1)'
        : 'STARTTLS required';
  return `${url.protocol}//${url.host} (${tls})`;
}
