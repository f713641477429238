import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './auth';

/**
 * The spec's two guards. Each sends the visitor to / from an effect, with the router's navigate
 * (the `<Navigate>` element would do the same, but its code would join every page's first load);
 * nothing is shown until the stored user has been read, nor while leaving.
 */

/** Renders its children only for a signed-in user; anonymous visitors go to / ("not authorized"). */
export function RequireUser({ children }: { children: ReactNode }) {
  const { currentUser, ready } = useAuth();
  const navigate = useNavigate();
  const away = ready && !currentUser;
  useEffect(() => {
    if (away) navigate('/', { replace: true });
  }, [away, navigate]);
  return ready && currentUser ? children : null;
}

/** Renders its children only for anonymous visitors; signed-in users go to / ("already logged in"). */
export function RequireAnonymous({ children }: { children: ReactNode }) {
  const { currentUser, ready } = useAuth();
  const navigate = useNavigate();
  const away = ready && currentUser !== null;
  useEffect(() => {
    if (away) navigate('/', { replace: true });
  }, [away, navigate]);
  return ready && !currentUser ? children : null;
}
