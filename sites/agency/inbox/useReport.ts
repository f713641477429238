import { useEffect, useEffectEvent, useState } from 'react';
import { failureText } from './useInbox';

/**
 * A report of the Reports panel, fetched once when it is shown: its value once in, or what its
 * failure says (nothing when the failure was a sign-out, which `onSignedOut` handles).
 */
export function useReport<T>(
  fetchReport: (signal: AbortSignal) => Promise<T>,
  onSignedOut: (error: unknown) => boolean,
): { value: T | undefined; error: string } {
  const [value, setValue] = useState<T | undefined>();
  const [error, setError] = useState('');
  const load = useEffectEvent(fetchReport);
  const signedOut = useEffectEvent(onSignedOut);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(setValue, (failure: unknown) => {
      if (signedOut(failure)) return;
      const message = failureText(failure);
      if (message) setError(message);
    });
    return () => controller.abort();
  }, []);
  return { value, error };
}
