import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LinkComponentProps, NavLink } from '@zcomm/storefront-ui';
import { Header } from '@zcomm/storefront-ui';
import { describe, expect, it } from 'vitest';
import { whenEnhanced } from './enhanced';

const links: NavLink[] = [
  {
    label: 'Our Stores',
    href: '/stores',
    children: [
      { label: 'Beacon Workwear', href: 'https://workwear.example.com/', external: true },
      { label: 'Off Soundings', href: 'https://sailing.example.com/', external: true },
    ],
  },
  { label: 'About', href: '/about' },
  { label: 'Services', href: '/services' },
  { label: 'Main site', href: 'https://example.com/', external: true },
];

/** A router-like link: marks itself, flags the current page and never navigates. */
function RouterLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      data-router-link=""
      aria-current={href === '/services' ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
      {...props}
    />
  );
}

function renderHeader(props: Partial<Parameters<typeof Header>[0]> = {}) {
  const user = userEvent.setup();
  render(
    <Header
      logo={<span>Z-Comm</span>}
      logoLabel="Z-Comm home"
      links={links}
      linkComponent={RouterLink}
      {...props}
    />,
  );
  const [desktop, mobile] = screen.getAllByRole('navigation', { name: 'Main' });
  if (!desktop || !mobile) throw new Error('Expected a desktop and a mobile navigation');
  const toggle = within(mobile).getByRole('button', { name: 'Menu' });
  return { user, desktop, mobile, toggle };
}

/** The header once its desktop navigation runs on Radix (loaded at idle after hydration). */
async function renderEnhancedHeader(props: Partial<Parameters<typeof Header>[0]> = {}) {
  renderHeader(props);
  await whenEnhanced();
  const [desktop] = screen.getAllByRole('navigation', { name: 'Main' });
  if (!desktop) throw new Error('Expected a desktop navigation');
  return { user: userEvent.setup(), desktop };
}

describe('Header', () => {
  it('renders a banner with the logo linking home through the link component', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toHaveClass('zc-header');
    const logo = screen.getByRole('link', { name: 'Z-Comm home' });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo).toHaveAttribute('data-router-link');
  });

  it('links the logo to logoHref and works without a link component', () => {
    renderHeader({ logoHref: '/home', linkComponent: undefined });
    const logo = screen.getByRole('link', { name: 'Z-Comm home' });
    expect(logo).toHaveAttribute('href', '/home');
    expect(logo).not.toHaveAttribute('data-router-link');
  });

  it('renders internal links through the link component and external ones as plain anchors', () => {
    const { desktop } = renderHeader();
    const about = within(desktop).getByRole('link', { name: 'About' });
    expect(about).toHaveAttribute('href', '/about');
    expect(about).toHaveAttribute('data-router-link');

    const external = within(desktop).getByRole('link', { name: 'Main site' });
    expect(external).toHaveAttribute('href', 'https://example.com/');
    expect(external).not.toHaveAttribute('data-router-link');
    expect(external).not.toHaveAttribute('target');
  });

  it('keeps the aria-current the link component sets', async () => {
    const { user, desktop, mobile, toggle } = renderHeader();
    expect(within(desktop).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(desktop).getByRole('link', { name: 'About' })).not.toHaveAttribute(
      'aria-current',
    );
    await user.click(toggle);
    expect(within(mobile).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('before Radix loads, closes an open dropdown when the focus moves to the next entry', async () => {
    const { user, desktop } = renderHeader();
    await user.click(within(desktop).getByRole('button', { name: 'Our Stores' }));
    // The focus reaching the navigation starts loading Radix, which may swap the navigation's
    // markup at any point: each step looks the elements up afresh.
    const navigation = () => screen.getAllByRole('navigation', { name: 'Main' })[0]!;
    const trigger = () => within(navigation()).getByRole('button', { name: 'Our Stores' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    act(() => within(navigation()).getByRole('link', { name: 'Off Soundings' }).focus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    act(() => within(navigation()).getByRole('link', { name: 'About' }).focus());
    await waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('keeps closed dropdown links in the document, hidden, before and after Radix loads', async () => {
    renderHeader();
    const hiddenStore = () =>
      within(screen.getAllByRole('navigation', { name: 'Main' })[0]!).getByRole('link', {
        name: 'Off Soundings',
        hidden: true,
      });
    expect(hiddenStore()).not.toBeVisible();
    await whenEnhanced();
    expect(hiddenStore()).not.toBeVisible();
  });

  it('opens a dropdown with the pointer and closes it with Escape', async () => {
    const { user, desktop } = await renderEnhancedHeader();
    const trigger = within(desktop).getByRole('button', { name: 'Our Stores' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(within(desktop).queryByRole('link', { name: 'Off Soundings' })).toBeNull();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const store = within(desktop).getByRole('link', { name: 'Off Soundings' });
    expect(store).toHaveAttribute('href', 'https://sailing.example.com/');
    expect(store).not.toHaveAttribute('data-router-link');

    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(within(desktop).queryByRole('link', { name: 'Off Soundings' })).toBeNull();
  });

  it('opens a dropdown from the keyboard and moves into it', async () => {
    const { user, desktop } = await renderEnhancedHeader();
    const trigger = within(desktop).getByRole('button', { name: 'Our Stores' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(desktop).getByRole('link', { name: 'Beacon Workwear' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(desktop).getByRole('link', { name: 'Off Soundings' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('keeps the aria-current the link component sets once on Radix', async () => {
    const { desktop } = await renderEnhancedHeader();
    expect(within(desktop).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('closes an open dropdown when Tab moves the focus on to the next top-level entry', async () => {
    const { user, desktop } = await renderEnhancedHeader();
    const trigger = within(desktop).getByRole('button', { name: 'Our Stores' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(desktop).getByRole('link', { name: 'Beacon Workwear' })).toHaveFocus();
    await user.tab();
    expect(within(desktop).getByRole('link', { name: 'Off Soundings' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(desktop).getByRole('link', { name: 'About' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a closed dropdown with ArrowDown and moves into it', async () => {
    const { user, desktop } = await renderEnhancedHeader();
    const trigger = within(desktop).getByRole('button', { name: 'Our Stores' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(desktop).getByRole('link', { name: 'Beacon Workwear' })).toHaveFocus();
  });

  it('moves between the top-level entries with the arrow keys', async () => {
    const { user, desktop } = await renderEnhancedHeader();
    within(desktop).getByRole('button', { name: 'Our Stores' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(desktop).getByRole('link', { name: 'About' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(desktop).getByRole('link', { name: 'Main site' })).toHaveFocus();
  });

  it('closes a dropdown when one of its links is chosen', async () => {
    const { user, desktop } = await renderEnhancedHeader();
    const trigger = within(desktop).getByRole('button', { name: 'Our Stores' });
    await user.click(trigger);
    const store = within(desktop).getByRole('link', { name: 'Off Soundings' });
    store.addEventListener('click', (event) => event.preventDefault());
    await user.click(store);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens nothing on hover, so a click right after Escape or a second click always closes', async () => {
    const { user, desktop } = await renderEnhancedHeader();
    const trigger = within(desktop).getByRole('button', { name: 'Our Stores' });
    await user.hover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    await user.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a dropdown on a press outside it', async () => {
    const { user, desktop } = await renderEnhancedHeader();
    const trigger = within(desktop).getByRole('button', { name: 'Our Stores' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Z-Comm'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a menu button that controls a hidden panel', () => {
    const { toggle } = renderHeader();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(panel).toHaveAttribute('data-state', 'closed');
  });

  it('opens and closes the menu with the pointer', async () => {
    const { user, mobile, toggle } = renderHeader();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(within(mobile).getByRole('link', { name: 'About' })).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(mobile).queryByRole('link', { name: 'About' })).toBeNull();
  });

  it('closes the menu when an entry is chosen', async () => {
    const { user, mobile, toggle } = renderHeader();
    await user.click(toggle);
    const about = within(mobile).getByRole('link', { name: 'About' });
    expect(about).toHaveAttribute('data-router-link');
    await user.click(about);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when an external entry is chosen', async () => {
    const { user, mobile, toggle } = renderHeader();
    await user.click(toggle);
    const external = within(mobile).getByRole('link', { name: 'Main site' });
    external.addEventListener('click', (event) => event.preventDefault());
    expect(external).not.toHaveAttribute('data-router-link');
    await user.click(external);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('works from the keyboard: Enter opens, Tab reaches the entries, Escape closes and refocuses', async () => {
    const { user, mobile, toggle } = renderHeader();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.tab();
    expect(within(mobile).getByRole('button', { name: 'Our Stores' })).toHaveFocus();
    await user.tab();
    expect(within(mobile).getByRole('link', { name: 'About' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the menu on a pointer press outside it', async () => {
    const { user, toggle } = renderHeader();
    await user.click(toggle);
    await user.click(screen.getByText('Z-Comm'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands dropdown entries inside the menu and closes the menu when a child is chosen', async () => {
    const { user, mobile, toggle } = renderHeader();
    await user.click(toggle);
    const group = within(mobile).getByRole('button', { name: 'Our Stores' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(mobile).queryByRole('link', { name: 'Off Soundings' })).toBeNull();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const store = within(mobile).getByRole('link', { name: 'Off Soundings' });
    expect(document.getElementById(group.getAttribute('aria-controls') ?? '')).toContainElement(
      store,
    );
    store.addEventListener('click', (event) => event.preventDefault());
    await user.click(store);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('uses mobileLinks for the small-screen menu', async () => {
    const { user, desktop, mobile, toggle } = renderHeader({
      mobileLinks: [{ label: 'Get A Quote', href: '/quote' }],
    });
    await user.click(toggle);
    expect(within(mobile).getByRole('link', { name: 'Get A Quote' })).toBeVisible();
    expect(within(mobile).queryByRole('link', { name: 'About' })).toBeNull();
    expect(within(desktop).getByRole('link', { name: 'About' })).toBeInTheDocument();
  });

  it('names the menu button with menuLabel and renders children after the navigation', () => {
    render(
      <Header logo="Z" logoLabel="Home" links={links} menuLabel="Site menu" className="custom">
        <a href="/cart">Cart</a>
      </Header>,
    );
    expect(screen.getByRole('button', { name: 'Site menu' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveClass('zc-header', 'custom');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('shows a search in the bar, and below it behind a search button outside the menu', async () => {
    const { user, mobile, toggle } = renderHeader({
      search: ({ placement, close }) => (
        <button type="button" onClick={close}>
          Search ({placement})
        </button>
      ),
    });
    const bar = screen.getByRole('button', { name: 'Search (bar)' });
    expect(bar.closest('[data-slot="header-search"]')).not.toBeNull();
    // Not in the menu: the menu holds the entries only.
    await user.click(toggle);
    expect(within(mobile).queryByRole('button', { name: /Search/ })).toBeNull();

    const searchButton = screen.getByRole('button', { name: 'Search' });
    expect(mobile.contains(searchButton)).toBe(false);
    expect(searchButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(searchButton);
    // One panel at a time: the search closes the menu.
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(searchButton).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(searchButton.getAttribute('aria-controls') ?? '');
    const inPanel = screen.getByRole('button', { name: 'Search (panel)' });
    expect(panel).toContainElement(inPanel);
    expect(panel).toBeVisible();
    // The focus goes to the panel's field.
    expect(inPanel).toHaveFocus();
    await user.click(inPanel);
    expect(searchButton).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    // The bar's close does nothing.
    await user.click(bar);
    expect(bar).toBeInTheDocument();
  });

  it('closes the search panel with Escape, returning the focus to its button', async () => {
    const { user, toggle } = renderHeader({
      search: ({ placement }) => <input aria-label={`Find (${placement})`} />,
    });
    const searchButton = screen.getByRole('button', { name: 'Search' });
    await user.click(searchButton);
    const field = screen.getByRole('textbox', { name: 'Find (panel)' });
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(searchButton).toHaveAttribute('aria-expanded', 'false');
    expect(searchButton).toHaveFocus();
    expect(field).not.toBeVisible();

    // Enter opens it again; the menu button then takes its place.
    await user.keyboard('{Enter}');
    expect(field).toHaveFocus();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(searchButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves the search panel open for an Escape its field used', async () => {
    const { user } = renderHeader({
      search: ({ placement }) => (
        <input
          aria-label={`Find (${placement})`}
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      ),
    });
    const searchButton = screen.getByRole('button', { name: 'Search' });
    await user.click(searchButton);
    await user.keyboard('{Escape}');
    expect(searchButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Find (panel)' })).toHaveFocus();
  });

  it('closes the search panel on a press outside it', async () => {
    const { user } = renderHeader({ search: <input aria-label="Find" /> });
    const searchButton = screen.getByRole('button', { name: 'Search' });
    await user.click(searchButton);
    await user.click(screen.getByRole('link', { name: 'Z-Comm home' }));
    expect(searchButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes a search element as it is', () => {
    renderHeader({ search: <input aria-label="Find" /> });
    expect(screen.getAllByRole('textbox', { name: 'Find', hidden: true })).toHaveLength(2);
  });
});
