import { Container, FormShell, TextField } from '@zcomm/storefront-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../shared/shell/api';
import { useAuth } from '../../shared/shell/auth';
import { inboxAfterSignIn } from '../inbox/return-to';
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
  const [error, setError] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);

  const navigate = useNavigate();
  const leaving = ready && currentUser !== null;
  // Signed in already: the "already logged in" guard sends the visitor to /. Signed in here: the
  // inbox opens, on the lead the visitor came for if the guard sent them away from one.
  useEffect(() => {
    if (leaving) navigate(signedInHere ? inboxAfterSignIn() : '/', { replace: true });
  }, [leaving, signedInHere, navigate]);

  async function signIn(data: FormData) {
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
      // The password stays, selected, so typing replaces it.
      requestAnimationFrame(() => {
        passwordRef.current?.focus();
        passwordRef.current?.select();
      });
      throw failure;
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
      <div className="staff-login">
        <p className="agency-eyebrow staff-login__eyebrow">Z-Comm staff</p>
        <FormShell
          action="/api/auth/login"
          heading="Sign in"
          subheading="Sign in to read the form submissions of every site in the inbox."
          submitLabel="Sign in"
          errorMessage={error}
          thankYouHeading="Signed in"
          thankYouText="Opening the inbox…"
          onSubmit={signIn}
        >
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
        </FormShell>
        <p className="staff-login__note">
          Accounts are created by an administrator; there is no self-registration.
        </p>
      </div>
    );
  }

  return (
    <>
      <StaffPageMeta title="Staff sign-in" />
      <div className="staff-page">
        <Container className="staff-login__frame">{content}</Container>
      </div>
    </>
  );
}
