import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from '@zcomm/storefront-ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  agencyLinks,
  agencyMobileLinks,
  BrandLogo,
  brandNames,
  brandOf,
  finishAnimations,
  ServicesPageLink,
  StoryLink,
  workwearLinks,
} from './brand-fixtures';
import { whenEnhanced } from './enhanced';

const meta = {
  title: 'Components/Header',
  component: Header,
  tags: ['autodocs'],
  args: {
    logo: null,
    logoLabel: 'Z-Comm home',
    links: agencyLinks,
    mobileLinks: agencyMobileLinks,
    linkComponent: StoryLink,
  },
  argTypes: {
    logo: { control: false },
    linkComponent: { control: false },
  },
  render: (args, { globals }) => {
    const brand = brandOf(globals);
    return (
      <div style={{ minHeight: 420 }}>
        <Header
          {...args}
          logo={<BrandLogo brand={brand} />}
          logoLabel={`${brandNames[brand]} home`}
        />
      </div>
    );
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 992 px: logo and the navigation menu; entries with children are dropdowns. */
export const Desktop: Story = {};

/** The link component marks the current page; the header shows it with a bar. */
export const CurrentPage: Story = {
  args: { linkComponent: ServicesPageLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A dropdown opened with the pointer. */
export const DropdownOpen: Story = {
  play: async ({ canvasElement }) => {
    await whenEnhanced(canvasElement);
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Our Stores' });
    await userEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    const link = await canvas.findByRole('link', { name: 'Off Soundings' });
    finishAnimations(canvasElement);
    await expect(link).toBeVisible();
  },
};

/** A long dropdown (the workwear collections) lays out in two columns. */
export const TwoColumnDropdown: Story = {
  args: { links: workwearLinks, mobileLinks: undefined },
  globals: { brand: 'workwear' },
  play: async ({ canvasElement }) => {
    await whenEnhanced(canvasElement);
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Collections' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    const link = await canvas.findByRole('link', { name: 'Concealed Carry' });
    finishAnimations(canvasElement);
    await expect(link).toBeVisible();
  },
};

/** A call to action passed as children sits after the navigation. */
export const WithAction: Story = {
  args: {
    links: agencyLinks.filter((link) => link.label !== 'Get A Quote'),
    children: (
      <a className="zc-button" href="/quote">
        Get A Quote
      </a>
    ),
  },
};

/** At exactly 992 px the navigation menu shows and the menu button is hidden. */
export const AtDesktopBreakpoint: Story = {
  globals: { viewport: { value: 'desktopStart', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Our Stores' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

/** At 991 px the menu button takes over. */
export const BelowDesktopBreakpoint: Story = {
  globals: { viewport: { value: 'belowDesktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Services' })).not.toBeInTheDocument();
  },
};

/** Below 992 px: the menu button replaces the navigation. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
  },
};

/** The menu opened: choosing an entry closes it, so does Escape. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    finishAnimations(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Services' })).toBeVisible();
  },
};

/** A dropdown entry in the small-screen menu expands in place. */
export const MobileSubmenuOpen: Story = {
  args: { links: workwearLinks, mobileLinks: undefined },
  globals: { brand: 'workwear', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const group = canvas.getByRole('button', { name: 'Collections' });
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    finishAnimations(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Hoodies' })).toBeVisible();
  },
};
