import { Button, Container } from '@zcomm/storefront-ui';
import type { ReactNode } from 'react';
import { useAuth } from '../../shared/shell/auth';
import { RouterLink } from '../../shared/shell/link';
import { logo } from '../content/images';
import { agency } from '../site';

/** The staff pages' addresses: they get the staff layout, not the marketing one. */
export const staffPaths: ReadonlySet<string> = new Set(['/login', '/inbox']);

/**
 * The frame of the staff pages: the brand's mark, who is signed in and Sign out, then the page.
 * No marketing navigation, banner, call to action or footer: the inbox is a place to work.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  const { currentUser, logout } = useAuth();
  const mark = (
    <img
      className="staff-bar__logo"
      src={logo.src}
      width={logo.width}
      height={logo.height}
      alt={agency.name}
    />
  );
  return (
    <>
      <header className="staff-bar">
        <Container className="staff-bar__inner">
          {currentUser ? (
            <RouterLink
              className="staff-bar__mark"
              href="/inbox"
              aria-label={`${agency.name} inbox`}
            >
              {mark}
            </RouterLink>
          ) : (
            <span className="staff-bar__mark">{mark}</span>
          )}
          <span className="staff-bar__area">Staff</span>
          {currentUser ? (
            <div className="staff-bar__account">
              <span className="staff-bar__user">{currentUser.name || currentUser.email}</span>
              <Button type="button" variant="secondary" onClick={() => void logout()}>
                Sign out
              </Button>
            </div>
          ) : null}
        </Container>
      </header>
      <main id="main" className="staff-main">
        {children}
      </main>
    </>
  );
}
