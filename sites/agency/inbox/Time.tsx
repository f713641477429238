import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import { DEFAULT_TEAM_TIME_ZONE, formatTime, formatUtc, relativeTime } from './format';

/** The team's time zone and the present moment (refreshed each minute) for the inbox's times. */
interface TeamTime {
  timeZone: string;
  now: number;
}

const TeamTimeContext = createContext<TeamTime>({
  timeZone: DEFAULT_TEAM_TIME_ZONE,
  now: Date.now(),
});

/** How often relative times ("2 h ago") are brought up to date. */
const TICK_MS = 60_000;

/** Gives every time inside the team's zone (as the server names it) and a ticking clock. */
export function TeamTimeProvider({
  timeZone,
  children,
}: {
  timeZone: string | undefined;
  children: ReactNode;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <TeamTimeContext value={{ timeZone: timeZone || DEFAULT_TEAM_TIME_ZONE, now }}>
      {children}
    </TeamTimeContext>
  );
}

/** The team's zone and the present moment. */
export function useTeamTime(): TeamTime {
  return use(TeamTimeContext);
}

/**
 * An instant in the team's time zone. In full (`Mar 2, 2026, 9:41 AM EST`) with UTC on hover;
 * or, `relative`, in short (`2 h ago`) with the full time on hover; or in full with the short
 * hint after it (`hint`).
 */
export function Time({
  iso,
  className,
  relative = false,
  hint = false,
}: {
  iso: string;
  className?: string;
  relative?: boolean;
  hint?: boolean;
}) {
  const { timeZone, now } = useTeamTime();
  const full = formatTime(iso, timeZone);
  if (relative) {
    return (
      <time className={className} dateTime={iso} title={full}>
        {relativeTime(iso, now, timeZone)}
      </time>
    );
  }
  return (
    <>
      <time className={className} dateTime={iso} title={formatUtc(iso)}>
        {full}
      </time>
      {hint ? ` (${relativeTime(iso, now, timeZone)})` : null}
    </>
  );
}
