import { formIdentities } from '@zcomm/site-data/views/form-names';
import { siteNames } from '@zcomm/site-data/views/site-names';
import type { InboxField, InboxSubmission, LeadState } from './inbox-api';

/** The forms, as the inbox names them, in the order the filter offers them. */
export const formOptions = Object.entries(formIdentities).map(([value, { kind, site }]) => ({
  value,
  label: `${kind} (${siteNames.find(({ id }) => id === site)?.name ?? site})`,
}));

/** Every site, by brand name. */
export const siteOptions = siteNames.map(({ id, name }) => ({ value: id, label: name }));

export function siteName(site: string): string {
  return siteOptions.find((option) => option.value === site)?.label ?? site;
}

export function formName(form: string): string {
  return Object.hasOwn(formIdentities, form)
    ? formIdentities[form as keyof typeof formIdentities].title
    : form;
}

const utc = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** The leads team's zone until the server names its own (`TEAM_TIME_ZONE`). */
export const DEFAULT_TEAM_TIME_ZONE = 'America/New_York';

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the options in a zone, built once per zone and kind. */
function formatIn(timeZone: string, kind: 'full' | 'day' | 'year'): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const date = { month: 'short', day: 'numeric', timeZone } as const;
    format = new Intl.DateTimeFormat(
      'en-US',
      kind === 'full'
        ? { ...date, year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }
        : kind === 'year'
          ? { ...date, year: 'numeric' }
          : date,
    );
    formats.set(key, format);
  }
  return format;
}

/**
 * An ISO instant in the team's time zone, named: `Mar 2, 2026, 9:41 AM EST`; anything
 * unreadable as it is.
 */
export function formatTime(iso: string, timeZone = DEFAULT_TEAM_TIME_ZONE): string {
  const date = parse(iso);
  return date ? formatIn(timeZone, 'full').format(date) : iso;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago (or how soon) an instant is, in short: `just now`, `12 min ago`, `2 h ago`,
 * `3 d ago`, `in 40 min`; past a week, its day in the team's zone (`Mar 2`, with the year when it
 * is not this year's).
 */
export function relativeTime(iso: string, now: number, timeZone = DEFAULT_TEAM_TIME_ZONE): string {
  const date = parse(iso);
  if (!date) return iso;
  const gap = date.getTime() - now;
  const distance = Math.abs(gap);
  const said = (amount: number, unit: string) =>
    gap < 0 ? `${amount} ${unit} ago` : `in ${amount} ${unit}`;
  if (distance < MINUTE) return 'just now';
  if (distance < HOUR) return said(Math.floor(distance / MINUTE), 'min');
  if (distance < DAY) return said(Math.floor(distance / HOUR), 'h');
  if (distance < 7 * DAY) return said(Math.floor(distance / DAY), 'd');
  const sameYear =
    formatIn(timeZone, 'year').format(date).slice(-4) ===
    formatIn(timeZone, 'year').format(new Date(now)).slice(-4);
  return formatIn(timeZone, sameYear ? 'day' : 'year').format(date);
}

/** The same instant in UTC (`Mar 2, 2026, 2:41 PM UTC`). */
export function formatUtc(iso: string): string {
  const date = parse(iso);
  return date ? `${utc.format(date)} UTC` : iso;
}

function field(submission: InboxSubmission, name: string): InboxField | undefined {
  return submission.fields.find((candidate) => candidate.name === name);
}

/** Who sent it: the name field, or a stand-in. */
export function senderName(submission: InboxSubmission): string {
  return field(submission, 'name')?.value || 'No name given';
}

export function senderEmail(submission: InboxSubmission): string {
  return field(submission, 'email')?.value ?? '';
}

/** The fields that hold a phone number, by the forms' names for them. */
const phoneFields: ReadonlySet<string> = new Set(['phone', 'phone_number']);

export const isPhoneField = (name: string) => phoneFields.has(name);
export const isEmailField = (name: string) => name === 'email';

/** A `mailto:` address that answers the lead: subject "Re: " and the form's name. */
export function replyHref(submission: InboxSubmission): string | undefined {
  const email = senderEmail(submission).trim();
  if (!email) return undefined;
  const subject = encodeURIComponent(`Re: ${formName(submission.form)}`);
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${subject}`;
}

/** A `tel:` address for a typed phone number: digits and a leading plus only. */
export function phoneHref(value: string): string | undefined {
  const digits = value.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : undefined;
}

const stateNames = { new: 'New', in_progress: 'In progress', done: 'Done' } as const;

export function stateName(state: LeadState): string {
  return stateNames[state];
}

/** The first words of the message (or the project details), on one line. */
export function excerpt(submission: InboxSubmission, length = 140): string {
  const text = (field(submission, 'message') ?? field(submission, 'project-details'))?.value ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : flat;
}

const channelNames: Readonly<Record<string, string>> = {
  email: 'E-mail',
  webhook: 'Webhook',
  reply: 'Reply',
};

/** A delivery channel by name: `E-mail`, `Webhook`, `Reply`. */
export function channelName(channel: string): string {
  return channelNames[channel] ?? channel;
}

/** Channels as the history records them (`email, webhook`), in words: `e-mail and webhook`. */
export function channelList(channels: string): string {
  const names = channels
    .split(',')
    .map((channel) => channel.trim())
    .filter(Boolean)
    .map((channel) => channelName(channel).toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
}

/** Where a New lead's reply stands: overdue, due soon, or due later (undefined: nothing due). */
export type Due = 'overdue' | 'soon' | 'later';

/** Where a lead's reply-by time stands at `now`; undefined when it has none. */
export function dueState(
  lead: Pick<InboxSubmission, 'reply_by'>,
  now: number,
  soonMs: number,
): Due | undefined {
  const due = lead.reply_by ? Date.parse(lead.reply_by) : Number.NaN;
  if (Number.isNaN(due)) return undefined;
  if (due <= now) return 'overdue';
  return due - now <= soonMs ? 'soon' : 'later';
}
