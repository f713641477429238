import type { ComponentType } from 'react';
import type { LinkComponent } from '../types';

/** Whether an address stays on the site: a path (`/faq`), not `//host` or a URL. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * What renders a link: the consumer's link component for an internal address, a plain `<a>`
 * for an external one (marked `external`, or not a path) or without a link component.
 */
export function linkElement(
  link: { href: string; external?: boolean | undefined },
  linkComponent: LinkComponent | undefined,
): LinkComponent | 'a' {
  return linkComponent && !link.external && isInternalHref(link.href)
    ? (linkComponent as ComponentType<never> as LinkComponent)
    : 'a';
}
