'use client';

import type { ComponentProps } from 'react';
import type { LinkComponent, NavLink } from '../../types';
import { linkElement } from '../../utils/links';
import { Icon } from '../Icon';

/** The widths at which the header shows its desktop navigation (see Header.css). */
export const DESKTOP_MEDIA = '(min-width: 992px)';

/** Identifies an entry among its siblings (React's key). */
export const entryKey = (link: NavLink): string => `${link.label}-${link.href}`;

/** The value naming an open dropdown: its position, safe inside the ids Radix derives from it. */
export const entryValue = (index: number): string => `entry-${index}`;

type EntryLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & {
  link: NavLink;
  linkComponent: LinkComponent | undefined;
};

/**
 * A navigation link: the consumer's link component inside the site, a plain `<a>` outside. An
 * `aria-current` left undefined (Radix's link passes one) is not passed on, so it cannot
 * override the one the link component sets itself.
 */
export function EntryLink({
  link,
  linkComponent,
  'aria-current': current,
  ...props
}: EntryLinkProps) {
  const Link = linkElement(link, linkComponent);
  return (
    <Link
      href={link.href}
      {...props}
      {...(current === undefined ? {} : { 'aria-current': current })}
    >
      {link.label}
    </Link>
  );
}

/** What a dropdown's trigger shows: its label and the chevron. */
export function TriggerLabel({ link }: { link: NavLink }) {
  return (
    <>
      {link.label}
      <Icon name="chevron-down" size={16} className="zc-header__chevron" />
    </>
  );
}

/** Props of a dropdown's panel: long lists take two columns. */
export const dropdownProps = (link: NavLink) =>
  ({
    className: 'zc-header__dropdown',
    'data-slot': 'header-dropdown',
    'data-columns': (link.children?.length ?? 0) > 6 ? 2 : 1,
  }) as const;

export const slots = {
  navigation: { className: 'zc-header__desktop', 'data-slot': 'header-desktop' },
  list: { className: 'zc-header__list', 'data-slot': 'header-list' },
  item: { className: 'zc-header__item', 'data-slot': 'header-item' },
  trigger: { className: 'zc-header__trigger', 'data-slot': 'header-trigger' },
  dropdownList: { className: 'zc-header__dropdown-list', 'data-slot': 'header-dropdown-list' },
} as const;

type DropdownPanelProps = {
  link: NavLink;
  linkComponent: LinkComponent | undefined;
  id?: string | undefined;
  open: boolean;
  /** Called when one of the links is chosen. */
  onSelect?: (() => void) | undefined;
};

/**
 * A dropdown's panel as plain markup. Closed, it stays in the document but hidden, so its links
 * are in the server's HTML and the trigger can show that the current page is one of them.
 */
export function DropdownPanel({ link, linkComponent, id, open, onSelect }: DropdownPanelProps) {
  return (
    <div {...dropdownProps(link)} id={id} data-state={open ? 'open' : 'closed'} hidden={!open}>
      <ul {...slots.dropdownList}>
        {(link.children ?? []).map((child) => (
          <li key={entryKey(child)}>
            <EntryLink
              className="zc-header__dropdown-link"
              link={child}
              linkComponent={linkComponent}
              onClick={onSelect}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
