import type { PresenceState } from '@zcomm/site-data/api/inbox';
import { useEffect, useRef, useState } from 'react';
import { leavePresence, type Presence, sendPresence } from './inbox-api';

/** How often an open lead says it is open (and learns who else has it), while the tab shows. */
export const PRESENCE_POLL_MS = 1_500;

/**
 * Says, every `PRESENCE_POLL_MS` while the tab is visible, that this lead is open here (or that
 * a reply is being written, at once when that changes), and gives the others on it. Paused
 * while the tab is hidden (the presence then lapses on the server); left, with a last word,
 * when the lead closes or the page goes.
 */
export function usePresence(id: string | undefined, replying: boolean): Presence[] {
  const [others, setOthers] = useState<Presence[]>([]);
  const state: PresenceState = replying ? 'replying' : 'viewing';
  const stateRef = useRef(state);
  stateRef.current = state;
  const beatRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    let inFlight = false;
    let again = false;
    const beat = () => {
      if (controller.signal.aborted || document.visibilityState === 'hidden') return;
      if (inFlight) {
        again = true;
        return;
      }
      inFlight = true;
      sendPresence(id, stateRef.current, controller.signal)
        .then(setOthers, () => undefined)
        .finally(() => {
          inFlight = false;
          if (again) {
            again = false;
            beat();
          }
        });
    };
    beatRef.current = beat;
    beat();
    const timer = setInterval(beat, PRESENCE_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') beat();
    };
    const onLeave = () => leavePresence(id);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pagehide', onLeave);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pagehide', onLeave);
      beatRef.current = () => undefined;
      leavePresence(id);
      setOthers([]);
    };
  }, [id]);

  // A reply begun (or given up) is said at once, not at the next beat.
  useEffect(() => {
    if (state) beatRef.current();
  }, [state]);

  return others;
}
