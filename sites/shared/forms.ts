import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, request } from './api';

/** The forms the API stores. `contact` is the workwear shop's form. */
export type FormName = 'contact' | 'sailing-contact' | 'agency-contact' | 'quote';

/** The native `action` of a form: where it posts without JavaScript. */
export function formAction(form: FormName): string {
  return form === 'contact' ? '/api/contact' : `/api/forms/${form}`;
}

/**
 * Posts a form in the background. Resolves once the server has stored it (2xx);
 * rejects with "Network response was not ok." on any other outcome.
 */
export async function submitForm(form: FormName, data: FormData): Promise<void> {
  try {
    await request(formAction(form).replace(/^\/api\//, ''), { method: 'POST', body: data });
  } catch (error) {
    const failure = new ApiError(
      error instanceof ApiError ? error.kind : 'network',
      'Network response was not ok.',
      error instanceof ApiError ? error.status : undefined,
    );
    console.error(failure.message, error);
    throw failure;
  }
}

/**
 * Returns a function that schedules one navigation to `to` after `delay` ms.
 * Calling it again does not schedule a second navigation; unmounting cancels it.
 */
export function useRedirectAfter(delay: number, to = '/'): () => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => navigate(to), delay);
  }, [delay, navigate, to]);
}
