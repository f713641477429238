import { FormAlert, TextField } from '@zcomm/storefront-ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../shared/api';
import { useAuth } from '../../shared/auth';
import { StaffPageMeta } from './StaffPageMeta';

/** What a failed sign-in says, by cause. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) {
    return 'Wrong e-mail or password. Check both and try again.';
  }
  if (error instanceof ApiError && error.status === 429) {
    const wait = error.retryAfter ? `${error.retryAfter} seconds` : 'a minute';
    return `Too many sign-in attempts. Wait ${wait}, then try again.`;
  }
  return 'Signing in failed: the server could not be reached. Try again in a moment.';
}

/**
 * Staff sign-in. A visitor who is already signed in is sent to / (the "already logged in"
 * guard); signing in here opens the inbox.
 */
export function LoginPage() {
  const { currentUser, ready, login } = useAuth();
  const [signedInHere, setSignedInHere] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const navigate = useNavigate();
  const leaving = ready && currentUser !== null;
  // Signed in already: the "already logged in" guard sends the visitor to /. Signed in here: the
  // inbox opens.
  useEffect(() => {
    if (leaving) navigate(signedInHere ? '/inbox' : '/', { replace: true });
  }, [leaving, signedInHere, navigate]);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    // Set before the answer, so the page never sees the new user without knowing where to go.
    setSignedInHere(true);
    try {
      await login({
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
      });
    } catch (failure) {
      setSignedInHere(false);
      setError(failureMessage(failure));
      setBusy(false);
      // The password stays, selected, so typing replaces it.
      passwordRef.current?.focus();
      passwordRef.current?.select();
    }
  }

  let content: ReactNode = (
    <noscript>
      <p className="staff-page__notice">Signing in needs JavaScript. Turn it on and reload.</p>
    </noscript>
  );
  if (leaving) {
    content = null;
  } else if (ready) {
    content = (
      <form
        className="zc-form staff-login"
        aria-labelledby={headingId}
        method="post"
        onSubmit={signIn}
        aria-busy={busy || undefined}
      >
        <div className="zc-form__header">
          <p className="agency-eyebrow">Z-Comm staff</p>
          <h1 id={headingId} className="zc-form__heading">
            Sign in
          </h1>
          <p className="zc-form__subheading">
            Sign in to read the form submissions of every site in the inbox.
          </p>
        </div>
        <div className="zc-form__body staff-login__fields">
          <TextField
            label="E-mail"
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            spellCheck={false}
          />
          <TextField
            ref={passwordRef}
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
          />
        </div>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <div className="zc-form__actions">
          <button
            type="submit"
            className="zc-button zc-form__submit"
            data-variant="primary"
            data-size="lg"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? <span className="zc-form__spinner" aria-hidden="true" /> : null}
            Sign in
          </button>
        </div>
        <p className="staff-login__note">
          Accounts are created by an administrator; there is no self-registration.
        </p>
      </form>
    );
  }

  return (
    <>
      <StaffPageMeta title="Staff sign-in" />
      <div className="agency-section staff-page">
        <div className="zc-container staff-login__frame">{content}</div>
      </div>
    </>
  );
}
