import { render, screen, within } from '@testing-library/react';
import type { LinkComponentProps } from '@zcomm/storefront-ui';
import { Footer } from '@zcomm/storefront-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';

function RouterLink(props: LinkComponentProps) {
  return <a data-router-link="" {...props} />;
}

const groups = [
  {
    heading: 'Explore',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    heading: 'Learn More',
    links: [
      { label: 'Help', href: '/faq' },
      { label: 'Sister store', href: 'https://sailing.example.com/', external: true },
    ],
  },
];

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the copyright line with the current year by default', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T12:00:00Z'));
    render(<Footer logo="Z" logoLabel="Z-Comm home" copyright="Z-Comm" />);
    expect(screen.getByText('© 2031 Z-Comm. All rights reserved.')).toBeInTheDocument();
  });

  it('uses the given year', () => {
    render(<Footer logo="Z" logoLabel="Z-Comm home" copyright="Beacon Workwear" year={2025} />);
    expect(screen.getByText('© 2025 Beacon Workwear. All rights reserved.')).toBeInTheDocument();
  });

  it('is a contentinfo landmark with a logo link home through the link component', () => {
    render(
      <Footer
        logo={<span>Z-Comm</span>}
        logoLabel="Z-Comm home"
        copyright="Z-Comm"
        linkComponent={RouterLink}
        className="site-footer"
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveClass('zc-footer', 'site-footer');
    const logo = within(footer).getByRole('link', { name: 'Z-Comm home' });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo).toHaveAttribute('data-router-link');
  });

  it('renders link groups as navigation named by their headings', () => {
    render(
      <Footer
        logo="Z"
        logoLabel="Home"
        logoHref="/start"
        copyright="Z-Comm"
        groups={groups}
        linkComponent={RouterLink}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/start');
    const explore = screen.getByRole('navigation', { name: 'Explore' });
    expect(within(explore).getByRole('heading', { level: 2, name: 'Explore' })).toBeVisible();
    const about = within(explore).getByRole('link', { name: 'About' });
    expect(about).toHaveAttribute('href', '/about');
    expect(about).toHaveAttribute('data-router-link');

    const learnMore = screen.getByRole('navigation', { name: 'Learn More' });
    expect(within(learnMore).getAllByRole('link')).toHaveLength(2);
    const external = within(learnMore).getByRole('link', { name: 'Sister store' });
    expect(external).toHaveAttribute('href', 'https://sailing.example.com/');
    expect(external).not.toHaveAttribute('data-router-link');
    expect(external).not.toHaveAttribute('target');
  });

  it('renders the simple row of links in a named navigation', () => {
    render(
      <Footer
        logo="Z"
        logoLabel="Home"
        copyright="Beacon Workwear"
        links={[
          { label: 'Privacy Policy', href: '/privacy' },
          { label: 'Terms of Service', href: '/terms' },
          { label: 'Contact', href: '/contact' },
        ]}
        linkComponent={RouterLink}
      />,
    );
    const row = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(row)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/privacy', '/terms', '/contact']);
  });

  it('links the phone number with digits only and the e-mail address with mailto', () => {
    render(
      <Footer
        logo="Z"
        logoLabel="Home"
        copyright="Z-Comm"
        contact={{
          heading: 'Ready to Get Started?',
          phone: '(203) 555-0147',
          email: 'hello@z-comm.example',
          text: 'Monday to Friday, 9am–5pm Eastern.',
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to Get Started?' })).toBeVisible();
    expect(screen.getByRole('link', { name: '(203) 555-0147' })).toHaveAttribute(
      'href',
      'tel:2035550147',
    );
    expect(screen.getByRole('link', { name: 'hello@z-comm.example' })).toHaveAttribute(
      'href',
      'mailto:hello@z-comm.example',
    );
    expect(screen.getByText('Monday to Friday, 9am–5pm Eastern.')).toBeVisible();
  });

  it('lets an e-mail address wrap only before its @ and its dots, never inside a word', () => {
    render(
      <Footer
        logo="Z"
        logoLabel="Home"
        copyright="Beacon"
        contact={{ heading: 'Customer Support', email: 'support@beaconworkwear.example' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'support@beaconworkwear.example' });
    const address = link.querySelector('[data-slot="footer-email"]');
    expect(address?.innerHTML).toBe('support<wbr>@beaconworkwear<wbr>.example');
    expect(link).toHaveAttribute('data-kind', 'email');
  });

  it('gives the postal address one line per entry inside an address element', () => {
    render(
      <Footer
        logo="O"
        logoLabel="Home"
        copyright="Off Soundings"
        contact={{
          heading: 'Customer Support',
          email: 'support@offsoundings.example',
          address: ['27 Harbor Street, Suite 2', 'Branford, CT 06405'],
        }}
      />,
    );
    const address = screen.getByRole('contentinfo').querySelector('address');
    expect(address?.innerHTML).toBe('27 Harbor Street, Suite 2<br>Branford, CT 06405');
    expect(address).toBeVisible();
  });

  it('keeps a leading plus in international phone numbers', () => {
    render(
      <Footer
        logo="Z"
        logoLabel="Home"
        copyright="Z-Comm"
        contact={{ heading: 'Call us', phone: '+1 203.555.0147' }}
      />,
    );
    expect(screen.getByRole('link', { name: '+1 203.555.0147' })).toHaveAttribute(
      'href',
      'tel:+12035550147',
    );
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('names each social link and hides its icon', () => {
    render(
      <Footer
        logo="Z"
        logoLabel="Home"
        copyright="Z-Comm"
        social={[
          {
            network: 'facebook',
            href: 'https://facebook.example/zcomm',
            label: 'Z-Comm on Facebook',
          },
          {
            network: 'linkedin',
            href: 'https://linkedin.example/zcomm',
            label: 'Z-Comm on LinkedIn',
          },
        ]}
      />,
    );
    const facebook = screen.getByRole('link', { name: 'Z-Comm on Facebook' });
    expect(facebook).toHaveAttribute('href', 'https://facebook.example/zcomm');
    expect(facebook.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(facebook.querySelector('svg')).toHaveAttribute('data-icon', 'facebook');
    expect(screen.getByRole('link', { name: 'Z-Comm on LinkedIn' })).toHaveAttribute(
      'href',
      'https://linkedin.example/zcomm',
    );
  });

  it('renders nothing optional when only the required props are given', () => {
    render(<Footer logo="Z" logoLabel="Home" copyright="Z-Comm" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
