import type { LinkComponentProps } from '@zcomm/storefront-ui';
import { Link, useLocation } from './router';

/** The design system's link component for internal links: the router's Link, with aria-current. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  const { pathname } = useLocation();
  return <Link href={href} aria-current={pathname === href ? 'page' : undefined} {...props} />;
}
