import { Container } from '@zcomm/storefront-ui';
import { lazy, Suspense } from 'react';
import { RequireUser } from '../../shared/guards';
import { StaffPageMeta } from './StaffPageMeta';

/**
 * The inbox itself loads once a signed-in user is known: the page's HTML shows nothing of it
 * (no user is signed in when it is rendered), and anonymous visitors are sent away first.
 */
const Inbox = lazy(() => import('../inbox/Inbox').then((module) => ({ default: module.Inbox })));

/** The staff inbox: for signed-in staff only (anonymous visitors are sent to /). */
export function InboxPage() {
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
