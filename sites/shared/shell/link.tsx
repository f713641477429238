import type { LinkComponentProps } from '@zcomm/storefront-ui';
import { Link, useLocation } from 'react-router-dom';

/** The design system's link component for internal links: the router's Link, with aria-current. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  const { pathname } = useLocation();
  return <Link to={href} aria-current={pathname === href ? 'page' : undefined} {...props} />;
}
