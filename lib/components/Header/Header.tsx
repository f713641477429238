import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { LinkComponent, NavLink } from '../../types';
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

function EntryLink({ link, linkComponent, 'aria-current': current, ...props }: EntryLinkProps) {
  const Link = link.external || !linkComponent ? 'a' : linkComponent;
  // Radix passes aria-current={undefined} for inactive links; dropping it lets the link
  // component set its own.
  return (
    <Link href={link.href} {...props} {...(current ? { 'aria-current': current } : {})}>
      {link.label}
    </Link>
  );
}

function DesktopEntry({ link, linkComponent }: { link: NavLink; linkComponent?: LinkComponent }) {
  const children = link.children ?? [];
  if (children.length === 0) {
    return (
      <NavigationMenu.Item className="zc-header__item">
        <NavigationMenu.Link asChild>
          <EntryLink className="zc-header__link" link={link} linkComponent={linkComponent} />
        </NavigationMenu.Link>
      </NavigationMenu.Item>
    );
  }
  return (
    <NavigationMenu.Item className="zc-header__item">
      <NavigationMenu.Trigger className="zc-header__trigger">
        {link.label}
        <Icon name="chevron-down" size={16} className="zc-header__chevron" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content
        className="zc-header__dropdown"
        data-columns={children.length > 6 ? 2 : 1}
      >
        <ul className="zc-header__dropdown-list">
          {children.map((child) => (
            <li key={`${child.label}-${child.href}`}>
              <NavigationMenu.Link asChild>
                <EntryLink
                  className="zc-header__dropdown-link"
                  link={child}
                  linkComponent={linkComponent}
                />
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
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
      <li className="zc-header__panel-item">
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
    <li className="zc-header__panel-item">
      <button
        type="button"
        className="zc-header__panel-trigger"
        aria-expanded={expanded}
        aria-controls={groupId}
        data-state={expanded ? 'open' : 'closed'}
        onClick={() => setExpanded((current) => !current)}
      >
        {link.label}
        <Icon name="chevron-down" size={20} className="zc-header__chevron" />
      </button>
      <ul id={groupId} className="zc-header__panel-group" hidden={!expanded}>
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
    <header className={className ? `zc-header ${className}` : 'zc-header'} {...props}>
      <div className="zc-container zc-header__bar">
        <LogoLink className="zc-header__logo" href={logoHref} aria-label={logoLabel}>
          {logo}
        </LogoLink>

        <NavigationMenu.Root className="zc-header__desktop" aria-label={navigationLabel}>
          <NavigationMenu.List className="zc-header__list">
            {links.map((link) => (
              <DesktopEntry
                key={`${link.label}-${link.href}`}
                link={link}
                linkComponent={linkComponent}
              />
            ))}
          </NavigationMenu.List>
        </NavigationMenu.Root>

        {children ? <div className="zc-header__actions">{children}</div> : null}

        <nav className="zc-header__mobile" aria-label={navigationLabel} ref={mobileNavigation}>
          <button
            ref={toggle}
            type="button"
            className="zc-header__toggle"
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
