import { Container } from '@zcomm/storefront-ui';
import { RequireUser } from '../../shared/guards';
import { Inbox } from '../inbox/Inbox';
import { StaffPageMeta } from './StaffPageMeta';

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
            <Inbox />
          </RequireUser>
        </Container>
      </div>
    </>
  );
}
