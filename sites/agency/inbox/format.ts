import { tenants } from '../../tenants';
import type { InboxDelivery, InboxField, InboxSubmission } from './inbox-api';

/** The forms, as the inbox names them, in the order the filter offers them. */
export const formOptions = [
  { value: 'contact', label: 'Contact (Beacon Workwear)' },
  { value: 'sailing-contact', label: 'Contact (Off Soundings)' },
  { value: 'agency-contact', label: 'Contact (Z-Comm)' },
  { value: 'quote', label: 'Quote request (Z-Comm)' },
] as const;

const formNames: Readonly<Record<string, string>> = {
  contact: 'Contact form',
  'sailing-contact': 'Contact form',
  'agency-contact': 'Contact form',
  quote: 'Quote request',
};

/** Every site, by brand name. */
export const siteOptions = tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }));

export function siteName(site: string): string {
  return siteOptions.find((option) => option.value === site)?.label ?? site;
}

export function formName(form: string): string {
  return formNames[form] ?? form;
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** An ISO instant as `Nov 25, 2026, 2:03 PM UTC`; anything unreadable as it is. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTime.format(date)} UTC`;
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

/** The first words of the message (or the project details), on one line. */
export function excerpt(submission: InboxSubmission, length = 140): string {
  const text = (field(submission, 'message') ?? field(submission, 'project-details'))?.value ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  return characters.length > length ? `${characters.slice(0, length - 1).join('')}…` : flat;
}

const channelNames: Readonly<Record<string, string>> = { email: 'E-mail', webhook: 'Webhook' };

/** Where one delivery stands, in a sentence. */
export function deliveryText(delivery: InboxDelivery): string {
  const channel = channelNames[delivery.channel] ?? delivery.channel;
  const tries = delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`;
  if (delivery.state === 'delivered') {
    const when = delivery.delivered_at ? ` ${formatTime(delivery.delivered_at)}` : '';
    return `${channel}: delivered${when} (${tries})`;
  }
  if (delivery.state === 'failed') return `${channel}: failed after ${tries}`;
  return delivery.attempts > 0
    ? `${channel}: pending, ${tries} so far, next try ${formatTime(delivery.next_attempt_at)}`
    : `${channel}: pending`;
}
