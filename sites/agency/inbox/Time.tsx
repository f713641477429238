import { formatTime, formatUtc } from './format';

/** An instant in the browser's time zone, with the same instant in UTC on hover. */
export function Time({ iso, className }: { iso: string; className?: string }) {
  return (
    <time className={className} dateTime={iso} title={formatUtc(iso)}>
      {formatTime(iso)}
    </time>
  );
}
