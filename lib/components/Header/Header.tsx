'use client';

import {
  type ComponentProps,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useEnhancement } from '../../hooks/useEnhancement';
import type { LinkComponent, NavLink } from '../../types';
import { Icon } from '../Icon';
import {
  DESKTOP_MEDIA,
  DropdownPanel,
  EntryLink,
  entryKey,
  entryValue,
  slots,
  TriggerLabel,
} from './parts';

/** Where a header search is shown, and how it closes the panel it is in. */
export interface HeaderSearchContext {
  /**
   * `'bar'` from 992 px; `'panel'` below, in the panel the header's search button opens (outside
   * the menu, so a phone reaches the search in one press on every page).
   */
  placement: 'bar' | 'panel';
  /** Closes the search panel (e.g. once the search has gone to an address); no-op in the bar. */
  close: () => void;
}

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
  /**
   * Accessible name of the search button below 992 px.
   * @default 'Search'
   */
  searchLabel?: string;
  /**
   * A search field: in the bar from 992 px; below, in a panel under the bar that a search button
   * beside the menu button opens (the focus goes to its field; Escape or a press outside closes
   * it and the focus returns to the button). A function is called once per placement, so each
   * gets its own field and can close the panel.
   */
  search?: ReactNode | ((context: HeaderSearchContext) => ReactNode);
};

const loadEnhanced = () =>
  import('./EnhancedNavigation').then((module) => module.EnhancedNavigation);

type DesktopNavigationProps = {
  links: NavLink[];
  linkComponent: LinkComponent | undefined;
  label: string;
};

/**
 * The wide-screen navigation. Its behaviour is Radix Navigation Menu's (EnhancedNavigation),
 * loaded once the page is idle at desktop widths, or as soon as a pointer or the focus reaches
 * the navigation; phones never load it. Until then the same markup opens and closes a dropdown
 * with a click.
 */
function DesktopNavigation({ links, linkComponent, label }: DesktopNavigationProps) {
  const [openEntry, setOpenEntry] = useState('');
  const navigation = useRef<HTMLElement>(null);
  const baseId = useId();
  const { enhanced: Enhanced } = useEnhancement(loadEnhanced, navigation, {
    media: DESKTOP_MEDIA,
  });

  // As in the WAI-ARIA disclosure navigation: an open dropdown closes once the focus moves on
  // to another top-level entry or out of the navigation (Tab past its last link, or Shift+Tab).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the navigation element is replaced once Radix's loads (Enhanced)
  useEffect(() => {
    const root = navigation.current;
    if (!root || !openEntry) return;
    const openItem = () =>
      root
        .querySelector('[data-slot="header-trigger"][data-state="open"]')
        ?.closest('[data-slot="header-item"]');
    const onFocusIn = (event: FocusEvent) => {
      const item = openItem();
      if (item && event.target instanceof Node && !item.contains(event.target)) setOpenEntry('');
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !root.contains(next)) setOpenEntry('');
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [openEntry, Enhanced]);

  if (Enhanced) {
    return (
      <Enhanced
        links={links}
        linkComponent={linkComponent}
        label={label}
        value={openEntry}
        onValueChange={setOpenEntry}
        rootRef={navigation}
      />
    );
  }

  return (
    <nav {...slots.navigation} ref={navigation} aria-label={label}>
      <ul {...slots.list}>
        {links.map((link, index) => {
          const key = entryKey(link);
          if (!link.children?.length) {
            return (
              <li key={key} {...slots.item}>
                <EntryLink className="zc-header__link" link={link} linkComponent={linkComponent} />
              </li>
            );
          }
          const open = openEntry === entryValue(index);
          const dropdownId = `${baseId}-dropdown-${index}`;
          return (
            <li key={key} {...slots.item}>
              <button
                type="button"
                {...slots.trigger}
                aria-expanded={open}
                aria-controls={dropdownId}
                data-state={open ? 'open' : 'closed'}
                onClick={() => setOpenEntry(open ? '' : entryValue(index))}
              >
                <TriggerLabel link={link} />
              </button>
              <DropdownPanel
                link={link}
                linkComponent={linkComponent}
                id={dropdownId}
                open={open}
                onSelect={() => setOpenEntry('')}
              />
            </li>
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
          <li key={entryKey(child)}>
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

type MobileSearchProps = {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
};

/**
 * Below 992 px: a search button in the bar, outside the menu, and the panel it opens under the
 * bar (the WAI-ARIA disclosure pattern). Opening it moves the focus to its field; Escape (once
 * the field has no list open) or a press outside closes it, and Escape returns the focus to the
 * button.
 */
function MobileSearch({ label, open, onOpenChange, children }: MobileSearchProps) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // The field is where the shopper meant to go; it is in view already (under the bar).
    const within = panel.current;
    const field =
      within?.querySelector<HTMLElement>('input') ??
      within?.querySelector<HTMLElement>('button, a[href], [tabindex]:not([tabindex="-1"])');
    field?.focus({ preventScroll: true });
    const closeOnEscape = (event: KeyboardEvent) => {
      // An Escape the field used (closing its list, clearing it) is not the panel's.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      onOpenChange(false);
      toggle.current?.focus();
    };
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
    };
  }, [open, onOpenChange]);

  return (
    <div className="zc-header__mobile-search" data-slot="header-mobile-search" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="zc-header__toggle"
        data-slot="header-search-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        data-state={open ? 'open' : 'closed'}
        onClick={() => onOpenChange(!open)}
      >
        <Icon name={open ? 'close' : 'search'} />
        <span className="zc-visually-hidden">{label}</span>
      </button>
      <div
        id={panelId}
        ref={panel}
        className="zc-header__panel zc-header__search-panel"
        data-slot="header-search-panel"
        data-state={open ? 'open' : 'closed'}
        hidden={!open}
      >
        <div className="zc-container zc-header__panel-search" data-slot="header-panel-search">
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * Site header: logo, navigation with dropdowns from 992 px, a search button and a menu button
 * with disclosure panels below. Both navigations are in the markup; CSS shows the one that fits
 * the width. One panel is open at a time.
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
  searchLabel = 'Search',
  search,
  className,
  children,
  ...props
}: HeaderProps) {
  const [openPanel, setOpenPanel] = useState<'menu' | 'search' | ''>('');
  const open = openPanel === 'menu';
  const setOpen = useCallback(
    (next: boolean | ((current: boolean) => boolean)) =>
      setOpenPanel((current) => {
        const value = typeof next === 'function' ? next(current === 'menu') : next;
        if (value) return 'menu';
        return current === 'menu' ? '' : current;
      }),
    [],
  );
  const setSearchOpen = useCallback(
    (next: boolean) =>
      setOpenPanel((current) => (next ? 'search' : current === 'search' ? '' : current)),
    [],
  );
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
  }, [open, setOpen]);

  const close = () => setOpen(false);
  const searchAt = (placement: HeaderSearchContext['placement']) =>
    typeof search === 'function'
      ? search({ placement, close: placement === 'panel' ? () => setSearchOpen(false) : () => {} })
      : search;

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

        {search ? (
          <div className="zc-header__search" data-slot="header-search">
            {searchAt('bar')}
          </div>
        ) : null}

        {search ? (
          <MobileSearch
            label={searchLabel}
            open={openPanel === 'search'}
            onOpenChange={setSearchOpen}
          >
            {searchAt('panel')}
          </MobileSearch>
        ) : null}

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
                  key={entryKey(link)}
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
