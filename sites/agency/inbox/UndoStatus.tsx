import { Button } from '@zcomm/storefront-ui';
import { useEffect, useState } from 'react';

/** What the last change did, and how to take it back while the offer lasts. */
export interface Notice {
  message: string;
  /** Takes the change back; absent for a change that cannot be undone (a deletion). */
  undo?: () => void;
}

/** How long an Undo is offered. */
export const UNDO_MS = 10_000;

/**
 * The inbox's polite status line: what the last change did, with an Undo button for about ten
 * seconds. The offer waits while the pointer or the keyboard is on Undo, so nobody loses it
 * mid-reach; the message itself stays until the next change.
 */
export function UndoStatus({ notice }: { notice: Notice | null }) {
  // The notice whose offer has ended (its time ran out, or it was used).
  const [ended, setEnded] = useState<Notice | null>(null);
  const [held, setHeld] = useState(false);
  const undo = notice && notice !== ended ? notice.undo : undefined;

  useEffect(() => {
    if (!notice || !undo || held) return;
    const timer = setTimeout(() => setEnded(notice), UNDO_MS);
    return () => clearTimeout(timer);
  }, [notice, undo, held]);
  return (
    <div className="inbox-status" data-offer={undo ? '' : undefined}>
      <p className="inbox-status__message" role="status">
        {notice?.message ?? ''}
      </p>
      {undo ? (
        <Button
          type="button"
          variant="secondary"
          className="inbox-status__undo"
          onPointerEnter={() => setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
          onClick={() => {
            setEnded(notice);
            setHeld(false);
            undo();
          }}
        >
          Undo
        </Button>
      ) : null}
    </div>
  );
}
