'use client';

import {
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { LinkComponent, NavLink } from '../../types';
import { linkElement } from '../../utils/links';
import { moveFocus } from '../../utils/roving-focus';
import { Icon } from '../Icon';

export type HeaderProps = ComponentProps<'header'> & {
  /** The brand mark: an `<img>`, an inline SVG or text. */
  logo: ReactNode;
  /**
   * Where the logo links to.
   * @default '/'
   */
  logoHref?: string;
  /** Accessible name of the logo link, e.g. “Beacon Workwear home”. */
  logoLabel: string;
  /** Navigation entries. An entry with `children` becomes a dropdown on wide screens. */
  links: NavLink[];
  /**
   * Entries of the menu below 992 px, for sites whose small-screen menu differs.
   * @default links
   */
  mobileLinks?: NavLink[];
  /**
   * Renders internal links, e.g. an adapter around React Router's `Link`. External links always
   * render as a plain `<a>`.
   * @default 'a'
   */
  linkComponent?: LinkComponent;
  /**
   * Accessible name of the menu button below 992 px.
   * @default 'Menu'
   */
  menuLabel?: string;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Main'
   */
  navigationLabel?: string;
};

type EntryLinkProps = Omit<ComponentProps<'a'>, 'href' | 'children'> & {
  link: NavLink;
  linkComponent: LinkComponent | undefined;
};

function EntryLink({ link, linkComponent, ...props }: EntryLinkProps) {
  const Link = linkElement(link, linkComponent);
  return (
    <Link href={link.href} {...props}>
      {link.label}
    </Link>
  );
}

type DesktopEntryProps = {
  link: NavLink;
  linkComponent: LinkComponent | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Moves focus among the links of a dropdown with the arrow keys, Home and End. */
function focusSibling(list: HTMLElement | null, key: string): boolean {
  return moveFocus([...(list?.querySelectorAll<HTMLElement>('a[href]') ?? [])], key);
}

/**
 * A top-level entry of the wide-screen navigation: a link, or a disclosure button that shows
 * its children. Enter, Space or a click toggles it, ArrowDown moves into it, Escape closes it
 * and returns to the button; leaving it with the focus closes it too.
 */
function DesktopEntry({ link, linkComponent, open, onOpenChange }: DesktopEntryProps) {
  const dropdownId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  const item = useRef<HTMLLIElement>(null);
  const focusFirstOnOpen = useRef(false);
  const children = link.children ?? [];

  useEffect(() => {
    if (!open || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    focusSibling(dropdown.current, 'Home');
  }, [open]);

  if (children.length === 0) {
    return (
      <li className="zc-header__item" data-slot="header-item">
        <EntryLink className="zc-header__link" link={link} linkComponent={linkComponent} />
      </li>
    );
  }

  const state = open ? 'open' : 'closed';
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    if (open && !item.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };
  const closeOnEscape = (event: ReactKeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return false;
    event.preventDefault();
    onOpenChange(false);
    trigger.current?.focus();
    return true;
  };

  return (
    <li ref={item} className="zc-header__item" data-slot="header-item">
      <button
        ref={trigger}
        type="button"
        className="zc-header__trigger"
        data-slot="header-trigger"
        aria-expanded={open}
        aria-controls={dropdownId}
        data-state={state}
        onClick={() => onOpenChange(!open)}
        onBlur={closeWhenFocusLeaves}
        onKeyDown={(event) => {
          if (closeOnEscape(event) || event.key !== 'ArrowDown') return;
          event.preventDefault();
          if (open) focusSibling(dropdown.current, 'Home');
          else {
            focusFirstOnOpen.current = true;
            onOpenChange(true);
          }
        }}
      >
        {link.label}
        <Icon name="chevron-down" size={16} className="zc-header__chevron" />
      </button>
      <div
        ref={dropdown}
        id={dropdownId}
        className="zc-header__dropdown"
        data-slot="header-dropdown"
        data-columns={children.length > 6 ? 2 : 1}
        data-state={state}
        hidden={!open}
      >
        <ul className="zc-header__dropdown-list" data-slot="header-dropdown-list">
          {children.map((child) => (
            <li key={`${child.label}-${child.href}`}>
              <EntryLink
                className="zc-header__dropdown-link"
                link={child}
                linkComponent={linkComponent}
                onClick={() => onOpenChange(false)}
                onBlur={closeWhenFocusLeaves}
                onKeyDown={(event) => {
                  if (!closeOnEscape(event) && focusSibling(dropdown.current, event.key)) {
                    event.preventDefault();
                  }
                }}
              />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

type DesktopNavigationProps = {
  links: NavLink[];
  linkComponent: LinkComponent | undefined;
  label: string;
};

/** The wide-screen navigation: at most one dropdown open; a press outside closes it. */
function DesktopNavigation({ links, linkComponent, label }: DesktopNavigationProps) {
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  const navigation = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openEntry === null) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navigation.current?.contains(event.target as Node)) setOpenEntry(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [openEntry]);

  return (
    <nav
      ref={navigation}
      className="zc-header__desktop"
      data-slot="header-desktop"
      aria-label={label}
    >
      <ul className="zc-header__list" data-slot="header-list">
        {links.map((link) => {
          const key = `${link.label}-${link.href}`;
          return (
            <DesktopEntry
              key={key}
              link={link}
              linkComponent={linkComponent}
              open={openEntry === key}
              onOpenChange={(open) =>
                setOpenEntry((current) => (open ? key : current === key ? null : current))
              }
            />
          );
        })}
      </ul>
    </nav>
  );
}

type MobileEntryProps = {
  link: NavLink;
  linkComponent: LinkComponent | undefined;
  onNavigate: () => void;
};

function MobileEntry({ link, linkComponent, onNavigate }: MobileEntryProps) {
  const [expanded, setExpanded] = useState(false);
  const groupId = useId();
  const children = link.children ?? [];
  if (children.length === 0) {
    return (
      <li className="zc-header__panel-item" data-slot="header-panel-item">
        <EntryLink
          className="zc-header__panel-link"
          link={link}
          linkComponent={linkComponent}
          onClick={onNavigate}
        />
      </li>
    );
  }
  return (
    <li className="zc-header__panel-item" data-slot="header-panel-item">
      <button
        type="button"
        className="zc-header__panel-trigger"
        data-slot="header-panel-trigger"
        aria-expanded={expanded}
        aria-controls={groupId}
        data-state={expanded ? 'open' : 'closed'}
        onClick={() => setExpanded((current) => !current)}
      >
        {link.label}
        <Icon name="chevron-down" size={20} className="zc-header__chevron" />
      </button>
      <ul
        id={groupId}
        className="zc-header__panel-group"
        data-slot="header-panel-group"
        hidden={!expanded}
      >
        {children.map((child) => (
          <li key={`${child.label}-${child.href}`}>
            <EntryLink
              className="zc-header__panel-sublink"
              link={child}
              linkComponent={linkComponent}
              onClick={onNavigate}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Site header: logo, navigation with dropdowns from 992 px, a menu button with a disclosure
 * panel below. Both navigations are in the markup; CSS shows the one that fits the width.
 */
export function Header({
  logo,
  logoHref = '/',
  logoLabel,
  links,
  mobileLinks,
  linkComponent,
  menuLabel = 'Menu',
  navigationLabel = 'Main',
  className,
  children,
  ...props
}: HeaderProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const mobileNavigation = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const LogoLink = linkComponent ?? 'a';

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!mobileNavigation.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header
      className={className ? `zc-header ${className}` : 'zc-header'}
      data-slot="header"
      {...props}
    >
      <div className="zc-container zc-header__bar">
        <LogoLink className="zc-header__logo" href={logoHref} aria-label={logoLabel}>
          {logo}
        </LogoLink>

        <DesktopNavigation links={links} linkComponent={linkComponent} label={navigationLabel} />

        {children ? (
          <div className="zc-header__actions" data-slot="header-actions">
            {children}
          </div>
        ) : null}

        <nav
          className="zc-header__mobile"
          data-slot="header-mobile"
          aria-label={navigationLabel}
          ref={mobileNavigation}
        >
          <button
            ref={toggle}
            type="button"
            className="zc-header__toggle"
            data-slot="header-toggle"
            aria-expanded={open}
            aria-controls={panelId}
            data-state={open ? 'open' : 'closed'}
            onClick={() => setOpen((current) => !current)}
          >
            <Icon name={open ? 'close' : 'menu'} />
            <span className="zc-visually-hidden">{menuLabel}</span>
          </button>
          <div
            id={panelId}
            className="zc-header__panel"
            data-slot="header-panel"
            data-state={open ? 'open' : 'closed'}
            hidden={!open}
          >
            <ul className="zc-container zc-header__panel-list">
              {(mobileLinks ?? links).map((link) => (
                <MobileEntry
                  key={`${link.label}-${link.href}`}
                  link={link}
                  linkComponent={linkComponent}
                  onNavigate={close}
                />
              ))}
            </ul>
          </div>
        </nav>
      </div>
    </header>
  );
}
