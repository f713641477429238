import { type FormName, formAction } from '@zcomm/site-data/forms';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, isRecord, request } from './api';

/** Retries of a post the server answered 503 (busy) with `Retry-After`. */
const BUSY_RETRIES = 2;
/** The longest `Retry-After` the client waits for before it gives up. */
const MAX_RETRY_WAIT_SECONDS = 5;

/** The reference of a stored post in the API's answer (`{ id }`), if it gives one. */
function referenceOf(answer: unknown): string | undefined {
  return isRecord(answer) && typeof answer.id === 'string' && answer.id !== ''
    ? answer.id
    : undefined;
}

/**
 * Posts a form in the background. Resolves once the server has stored it (2xx), with the
 * reference it was stored under (the `id` the staff inbox shows), or `undefined` when the
 * answer carries none (an endpoint may answer a success with anything); rejects with "Network
 * response was not ok." on any other outcome, a timeout included. A `503` with a short `Retry-After` (the
 * database was busy) is retried after that wait with the same data, so the same
 * `idempotency_key`: a post the server did store is never stored twice.
 */
export async function submitForm(form: FormName, data: FormData): Promise<string | undefined> {
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return referenceOf(
          await request(formAction(form).replace(/^\/api\//, ''), { method: 'POST', body: data }),
        );
      } catch (error) {
        // A success whose answer is not the API's JSON: stored all the same, without a reference.
        if (error instanceof ApiError && error.kind === 'shape') return undefined;
        const wait =
          error instanceof ApiError && error.status === 503 ? error.retryAfter : undefined;
        if (wait === undefined || wait > MAX_RETRY_WAIT_SECONDS || attempt >= BUSY_RETRIES) {
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      }
    }
  } catch (error) {
    const failure = new ApiError(
      error instanceof ApiError ? error.kind : 'network',
      'Network response was not ok.',
      error instanceof ApiError ? error.status : undefined,
      undefined,
      error instanceof ApiError ? error.answer : undefined,
    );
    console.error(failure.message, error);
    throw failure;
  }
}

/**
 * Returns `redirect(delay?)`, which schedules one navigation to `to`. However often it is
 * called, the visitor is navigated once, at the earliest time asked for; unmounting cancels it.
 */
export function useRedirectAfter(defaultDelay: number, to = '/'): (delay?: number) => void {
  const navigate = useNavigate();
  const scheduled = useRef<{ timer: ReturnType<typeof setTimeout>; at: number } | undefined>(
    undefined,
  );

  useEffect(
    () => () => {
      if (scheduled.current) clearTimeout(scheduled.current.timer);
    },
    [],
  );

  return useCallback(
    (delay = defaultDelay) => {
      const at = Date.now() + delay;
      if (scheduled.current) {
        if (scheduled.current.at <= at) return;
        clearTimeout(scheduled.current.timer);
      }
      scheduled.current = { at, timer: setTimeout(() => navigate(to), delay) };
    },
    [defaultDelay, navigate, to],
  );
}

/**
 * True on a page the server sent back to after a native form post (`?sent=1`). Read while
 * rendering: the build prerenders each form page at `?sent=1` too (its thank-you view), and
 * the server answers that address with it, so a visitor without JavaScript sees the thanks and
 * hydration matches.
 */
export function useSentFlag(): boolean {
  const { search } = useLocation();
  return new URLSearchParams(search).get('sent') === '1';
}
