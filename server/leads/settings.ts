/**
 * Where leads are delivered and how failures are retried, read from the environment: SMTP and
 * recipients, the webhook, the retry timings.
 */
import { isIP } from 'node:net';
import { type FormName, formPath, forms } from '@zcomm/site-data/forms';
import { originOf } from '@zcomm/site-data/hosts';
import { siteIds } from '@zcomm/site-data/tenants';
import { isEmailAddress } from './field-rules.ts';

/** A delivery channel of the outbox. */
export type Channel = 'email' | 'webhook';

export interface EmailSettings {
  /** `smtp://user:password@host:port` or `smtps://…` (nodemailer's connection URL). */
  smtpUrl: string;
  /**
   * An `smtp://` connection may go on without TLS when the server offers no STARTTLS
   * (`SMTP_ALLOW_PLAINTEXT=1`: a relay on the same machine). Otherwise STARTTLS is required and
   * nothing, the login least of all, is sent in clear text. @default false
   */
  allowPlaintext: boolean;
  /** The From address: `leads@example.com` or `Z-Comm Leads <leads@example.com>`. */
  sender: string;
  /**
   * Where the submitter's answers to a reply sent from the inbox go (`LEAD_REPLY_TO`): the
   * team's address. @default the sender
   */
  replyTo?: string | undefined;
  /**
   * Recipients of each form, resolved from `LEAD_RECIPIENTS`: its `"<site>/<form>"` key, else
   * its site's key, else `default`.
   */
  recipients: Readonly<Record<FormName, readonly string[]>>;
  /** The inbox page the e-mail links each lead to (`?id=<submission id>` is added). */
  inboxUrl: string;
  /** At most `max` e-mails in any `windowMs`, all sites together; the rest wait in the outbox. */
  rateLimit: EmailRateLimit;
}

export interface EmailRateLimit {
  max: number;
  windowMs: number;
}

export interface WebhookSettings {
  url: string;
  /** Key of the HMAC-SHA256 signature in `X-Signature-256`. */
  secret: string;
  /** Longest wait for the receiver's answer. */
  timeoutMs: number;
}

export interface RetrySettings {
  /** Wait after the first failed attempt; each further failure doubles it. */
  baseDelayMs: number;
  /** Longest wait between two attempts. */
  maxDelayMs: number;
  /** A delivery still failing this long after its submission is given up. */
  giveUpAfterMs: number;
}

export interface LeadSettings {
  /** Undefined when `SMTP_URL` is not set: no e-mail is sent. */
  email?: EmailSettings | undefined;
  /** Undefined when `WEBHOOK_URL` is not set. */
  webhook?: WebhookSettings | undefined;
  retry: RetrySettings;
}

export const defaultRetry: RetrySettings = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;
/** Lead e-mails a minute, all sites together, unless `LEAD_EMAILS_PER_MINUTE` says otherwise. */
export const DEFAULT_LEAD_EMAILS_PER_MINUTE = 30;
/** The staff inbox on the agency's production host. */
export const DEFAULT_INBOX_URL = `${originOf('agency')}/inbox`;

/** A setting the server cannot use; the message is one line that names it. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

type Env = Readonly<Record<string, string | undefined>>;

function given(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** `address` or `Display Name <address>`, as nodemailer accepts it; the address part checked. */
function isMailbox(value: string): boolean {
  const named = value.match(/^([^<>\r\n]*)<([^<>\s]+)>$/);
  return isEmailAddress(named ? (named[2] ?? '') : value);
}

function parseSmtpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(
      'SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587 or smtps://user:password@smtp.example.com:465.',
    );
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new SettingsError(
      `SMTP_URL must start with smtp:// or smtps:// and name a host, not ${url.protocol}//…`,
    );
  }
  return value;
}

/** Every form's `"<site>/<form>"` key, as `LEAD_RECIPIENTS` takes it. */
export function formKey(form: FormName): string {
  return `${forms[form].site}/${formPath(form)}`;
}

const formNames = Object.keys(forms) as FormName[];

function parseRecipients(value: string): Record<FormName, string[]> {
  const fail = (why: string): never => {
    throw new SettingsError(
      `LEAD_RECIPIENTS ${why}: give one e-mail address, or JSON such as {"default":"sales@example.com","workwear":["a@example.com","b@example.com"],"agency/quote":"quotes@example.com"} with "default", site ids (${siteIds.join(', ')}) or forms (${formNames.map(formKey).join(', ')}) as keys.`,
    );
  };
  const addresses = (raw: unknown, key: string): string[] => {
    const list = Array.isArray(raw) ? raw : [raw];
    if (list.length === 0) fail(`has no address for ${key}`);
    return list.map((item) => {
      if (typeof item !== 'string' || !isMailbox(item.trim())) {
        return fail(`has an entry for ${key} that is not an e-mail address`);
      }
      return item.trim();
    });
  };
  if (!value.startsWith('{')) {
    if (!isMailbox(value)) fail('is not an e-mail address');
    return Object.fromEntries(formNames.map((form) => [form, [value]])) as Record<
      FormName,
      string[]
    >;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return fail('is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return fail('must be a JSON object');
  }
  const entries = parsed as Record<string, unknown>;
  const formKeys = new Set(formNames.map(formKey));
  for (const key of Object.keys(entries)) {
    if (key.includes('/')) {
      if (!formKeys.has(key)) fail(`names an unknown form ${JSON.stringify(key)}`);
    } else if (key !== 'default' && !(siteIds as readonly string[]).includes(key)) {
      fail(`names an unknown site ${JSON.stringify(key)}`);
    }
  }
  const listed = (key: string) =>
    Object.hasOwn(entries, key) ? addresses(entries[key], key) : undefined;
  const fallback = listed('default');
  const recipients: Partial<Record<FormName, string[]>> = {};
  const missing: string[] = [];
  for (const form of formNames) {
    const own = listed(formKey(form)) ?? listed(forms[form].site) ?? fallback;
    if (own) recipients[form] = own;
    else missing.push(formKey(form));
  }
  if (missing.length > 0) fail(`has no address for ${missing.join(', ')} and no "default"`);
  return recipients as Record<FormName, string[]>;
}

/** Loopback: this machine, so nothing crosses a network in clear text. */
function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

function parseInboxUrl(value: string | undefined): string {
  if (value === undefined) return DEFAULT_INBOX_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(
      `INBOX_URL must be the inbox page's absolute address, such as ${DEFAULT_INBOX_URL}.`,
    );
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw new SettingsError('INBOX_URL must be an http:// or https:// address that names a host.');
  }
  if (url.username !== '' || url.password !== '') {
    throw new SettingsError('INBOX_URL must not carry a user name or password.');
  }
  url.hash = '';
  return url.href;
}

/** `1` (on) or `0` (off, the default). */
function flag(env: Env, name: string): boolean {
  const value = given(env, name);
  if (value === undefined || value === '0') return false;
  if (value === '1') return true;
  throw new SettingsError(`${name} must be 1 or 0, not ${JSON.stringify(value)}.`);
}

/** The largest count a setting takes. */
const MAX_COUNT = 1_000_000;
/** The longest a timer can wait (2^31 - 1 ms, about 24.8 days): a longer one would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;
/** The longest a delivery may be retried for: a year. */
const MAX_GIVE_UP_MS = 366 * 24 * 60 * 60 * 1000;

function count(env: Env, name: string, fallback: number): number {
  const value = given(env, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1 || number > MAX_COUNT) {
    throw new SettingsError(
      `${name} must be a whole number from 1 to ${MAX_COUNT}, not ${JSON.stringify(value)}.`,
    );
  }
  return number;
}

function parseWebhookUrl(value: string, allowHttp: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SettingsError(
      'WEBHOOK_URL must be an http:// or https:// URL, such as https://hooks.example.com/leads.',
    );
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw new SettingsError('WEBHOOK_URL must be an http:// or https:// URL that names a host.');
  }
  if (url.username !== '' || url.password !== '') {
    throw new SettingsError('WEBHOOK_URL must not carry a user name or password.');
  }
  if (url.protocol === 'http:' && !allowHttp && !isLoopback(url.hostname)) {
    throw new SettingsError(
      'WEBHOOK_URL must be https:// (each lead would cross the network in clear text): http:// is accepted for this machine (localhost, 127.0.0.1, ::1) only, or anywhere with WEBHOOK_ALLOW_HTTP=1.',
    );
  }
  return url.href;
}

function milliseconds(
  env: Env,
  name: string,
  fallback: number,
  minimum: number,
  maximum = MAX_TIMER_MS,
): number {
  const value = given(env, name);
  if (value === undefined) return fallback;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(ms) || ms < minimum || ms > maximum) {
    throw new SettingsError(
      `${name} must be a whole number of milliseconds from ${minimum} to ${maximum}, not ${JSON.stringify(value)}.`,
    );
  }
  return ms;
}

/**
 * Reads the lead delivery settings: `SMTP_URL`, `SMTP_ALLOW_PLAINTEXT`, `LEAD_RECIPIENTS`,
 * `LEAD_SENDER`, `LEAD_REPLY_TO`, `INBOX_URL`, `LEAD_EMAILS_PER_MINUTE` (e-mail), `WEBHOOK_URL`,
 * `WEBHOOK_ALLOW_HTTP`, `WEBHOOK_SECRET`, `WEBHOOK_TIMEOUT_MS` (webhook) and
 * `DELIVERY_RETRY_BASE_MS`, `DELIVERY_RETRY_MAX_MS`, `DELIVERY_GIVE_UP_AFTER_MS` (retries). Throws a SettingsError whose
 * one-line message names the setting that is wrong; never repeats a password or secret.
 */
export function parseLeadSettings(env: Env): LeadSettings {
  const retry: RetrySettings = {
    baseDelayMs: milliseconds(env, 'DELIVERY_RETRY_BASE_MS', defaultRetry.baseDelayMs, 10),
    maxDelayMs: milliseconds(env, 'DELIVERY_RETRY_MAX_MS', defaultRetry.maxDelayMs, 10),
    giveUpAfterMs: milliseconds(
      env,
      'DELIVERY_GIVE_UP_AFTER_MS',
      defaultRetry.giveUpAfterMs,
      0,
      MAX_GIVE_UP_MS,
    ),
  };

  let email: EmailSettings | undefined;
  const smtpUrl = given(env, 'SMTP_URL');
  if (smtpUrl !== undefined) {
    const sender = given(env, 'LEAD_SENDER');
    if (sender === undefined) {
      throw new SettingsError(
        'LEAD_SENDER must be set with SMTP_URL: the From address of lead e-mails, e.g. "Z-Comm Leads <leads@example.com>".',
      );
    }
    if (!isMailbox(sender)) {
      throw new SettingsError(
        'LEAD_SENDER must be an e-mail address, or a name and an address: "Z-Comm Leads <leads@example.com>".',
      );
    }
    const recipients = given(env, 'LEAD_RECIPIENTS');
    if (recipients === undefined) {
      throw new SettingsError(
        'LEAD_RECIPIENTS must be set with SMTP_URL: one e-mail address, or JSON of site id (or "default") → address or list of addresses.',
      );
    }
    const replyTo = given(env, 'LEAD_REPLY_TO');
    if (replyTo !== undefined && !isMailbox(replyTo)) {
      throw new SettingsError(
        'LEAD_REPLY_TO must be an e-mail address, or a name and an address: "Z-Comm Team <team@example.com>".',
      );
    }
    email = {
      smtpUrl: parseSmtpUrl(smtpUrl),
      allowPlaintext: flag(env, 'SMTP_ALLOW_PLAINTEXT'),
      sender,
      replyTo,
      recipients: parseRecipients(recipients),
      inboxUrl: parseInboxUrl(given(env, 'INBOX_URL')),
      rateLimit: {
        max: count(env, 'LEAD_EMAILS_PER_MINUTE', DEFAULT_LEAD_EMAILS_PER_MINUTE),
        windowMs: 60_000,
      },
    };
  }

  let webhook: WebhookSettings | undefined;
  const webhookUrl = given(env, 'WEBHOOK_URL');
  const secret = given(env, 'WEBHOOK_SECRET');
  if (webhookUrl !== undefined) {
    if (secret === undefined || secret.length < 16) {
      throw new SettingsError(
        'WEBHOOK_SECRET must be set with WEBHOOK_URL: a random text of at least 16 characters that signs each webhook.',
      );
    }
    webhook = {
      url: parseWebhookUrl(webhookUrl, flag(env, 'WEBHOOK_ALLOW_HTTP')),
      secret,
      timeoutMs: milliseconds(env, 'WEBHOOK_TIMEOUT_MS', DEFAULT_WEBHOOK_TIMEOUT_MS, 100),
    };
  } else if (secret !== undefined) {
    throw new SettingsError('WEBHOOK_SECRET is set but WEBHOOK_URL is not: set both, or neither.');
  }

  return { email, webhook, retry };
}

/** The channels a stored submission is queued for. */
export function configuredChannels(settings: LeadSettings | undefined): Channel[] {
  const channels: Channel[] = [];
  if (settings?.email) channels.push('email');
  if (settings?.webhook) channels.push('webhook');
  return channels;
}
