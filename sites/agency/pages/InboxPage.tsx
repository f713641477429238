import { Container } from '@zcomm/storefront-ui';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../../shared/shell/auth';
import { RequireUser } from '../../shared/shell/guards';
import { rememberLead } from '../inbox/return-to';
import { StaffPageMeta } from './StaffPageMeta';

/**
 * The inbox itself loads once a signed-in user is known: the page's HTML shows nothing of it
 * (no user is signed in when it is rendered), and anonymous visitors are sent away first.
 */
const Inbox = lazy(() => import('../inbox/Inbox').then((module) => ({ default: module.Inbox })));

/** The staff inbox: for signed-in staff only (anonymous visitors are sent to /). */
export function InboxPage() {
  const { currentUser, ready } = useAuth();
  const { search } = useLocation();
  const anonymous = ready && !currentUser;
  // A signed-out visitor (or one whose session ended) who came for a lead gets it after signing in.
  useEffect(() => {
    if (anonymous) rememberLead(search);
  }, [anonymous, search]);
  return (
    <>
      <StaffPageMeta title="Inbox" />
      <div className="staff-page">
        <Container>
          <noscript>
            <p className="staff-page__notice">The inbox needs JavaScript. Turn it on and reload.</p>
          </noscript>
          <RequireUser>
            <Suspense fallback={null}>
              <Inbox />
            </Suspense>
          </RequireUser>
        </Container>
      </div>
    </>
  );
}
