import type { ReactNode } from 'react';

/** Renders text with hyphenated words such as “E-Commerce” kept on one line. */
export function KeepHyphenated({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/\S+-\S+/g)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <span key={match.index} className="agency-nowrap">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts;
}
