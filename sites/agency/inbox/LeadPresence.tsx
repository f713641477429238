import type { Presence } from './inbox-api';

/** "Sam Lee is viewing", "Sam Lee is writing a reply": one other person on the lead. */
export function presenceText(other: Presence): string {
  return `${other.name} is ${other.state === 'replying' ? 'writing a reply' : 'viewing'}`;
}

/**
 * Who else has the lead open, and who is writing a reply (never oneself: the server leaves the
 * caller out). A polite live region, there even when empty, so a newcomer is announced.
 */
export function LeadPresence({ others }: { others: readonly Presence[] }) {
  const replying = others.some((other) => other.state === 'replying');
  return (
    <p
      className="inbox-presence"
      data-slot="lead-presence"
      data-replying={replying ? '' : undefined}
      role="status"
      aria-label="Others on this lead"
    >
      {others.length > 0 ? `${others.map(presenceText).join('; ')}.` : null}
    </p>
  );
}
