'use client';

import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

/** Where a form is in its life: `editing` → `submitting` → `submitted` | `failed`. */
export type FormState = 'editing' | 'submitting' | 'submitted' | 'failed';

/**
 * What happens when `onSubmit` rejects: `'stay'` shows the error alert and keeps every value;
 * `'native'` posts the form the ordinary browser way to its `action`.
 */
export type FormFallback = 'stay' | 'native';

export interface FormSubmissionOptions {
  /** Sends the values in the background. Without it the browser posts the form natively. */
  onSubmit?: (data: FormData) => Promise<void>;
  /** Called once, after `onSubmit` has resolved and the thank-you view is shown. */
  onSubmitted?: () => void;
  /** @default 'stay' */
  fallback?: FormFallback;
  /** Switches to `submitted` (once, calling `onSubmitted`) for a submission made elsewhere. */
  submitted?: boolean;
}

export interface FormSubmission {
  state: FormState;
  /** A fresh random key per submission, so the server can drop a repeated post. Empty on the server. */
  idempotencyKey: string;
  /** The form's `onSubmit` handler. */
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** A UUID; falls back to `getRandomValues` where `randomUUID` is missing (insecure contexts). */
export function createIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Runs one background submission at a time and tracks its state. A submit while one is in flight
 * is ignored; nothing is updated once the form has unmounted.
 */
export function useFormSubmission({
  onSubmit,
  onSubmitted,
  fallback = 'stay',
  submitted = false,
}: FormSubmissionOptions): FormSubmission {
  // Submitted elsewhere from the start (a native post's `?sent=1`): the thank-you view is in
  // the first render, the server's HTML included.
  const [state, setState] = useState<FormState>(submitted ? 'submitted' : 'editing');
  const [idempotencyKey, setIdempotencyKey] = useState('');
  const inFlight = useRef(false);
  const postedNatively = useRef(false);
  const mounted = useRef(false);
  const latest = useRef({ onSubmit, onSubmitted, fallback });

  useEffect(() => {
    latest.current = { onSubmit, onSubmitted, fallback };
  });

  useEffect(() => {
    mounted.current = true;
    setIdempotencyKey(createIdempotencyKey());
    // Coming back to the page from the history cache after a native post: the form is editable again.
    const handlePageShow = (event: PageTransitionEvent) => {
      if (!event.persisted || !postedNatively.current) return;
      postedNatively.current = false;
      inFlight.current = false;
      setState('editing');
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => {
      mounted.current = false;
      window.removeEventListener('pageshow', handlePageShow);
    };
  }, []);

  const submittedElsewhere = useRef(false);
  useEffect(() => {
    if (!submitted || submittedElsewhere.current) return;
    submittedElsewhere.current = true;
    setState('submitted');
    latest.current.onSubmitted?.();
  }, [submitted]);

  const handleSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    const { onSubmit: send } = latest.current;
    if (!send) return;
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const form = event.currentTarget;
    const data = new FormData(form);
    setState('submitting');

    const settle = async () => {
      try {
        await send(data);
      } catch {
        if (!mounted.current) return;
        if (latest.current.fallback === 'native') {
          postedNatively.current = true;
          HTMLFormElement.prototype.submit.call(form);
          return;
        }
        inFlight.current = false;
        setState('failed');
        return;
      }
      if (!mounted.current) return;
      inFlight.current = false;
      setState('submitted');
      setIdempotencyKey(createIdempotencyKey());
      latest.current.onSubmitted?.();
    };
    void settle();
  }, []);

  return { state, idempotencyKey, handleSubmit };
}
