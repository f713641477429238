import { render, screen, within } from '@testing-library/react';
import { TrustBadges } from '@zcomm/storefront-ui';
import { describe, expect, it } from 'vitest';

const badges = [
  { icon: 'truck', title: 'Fast Shipping', text: 'Standard U.S. shipping in 3–7 business days.' },
  { icon: 'award', title: 'Quality Certified', text: 'ANSI-compliant high-visibility gear.' },
  {
    icon: 'refund',
    title: '100% Refund Guarantee',
    text: 'A full refund within 30 days of delivery.',
  },
] as const;

describe('TrustBadges', () => {
  it('renders the heading as an h2 that names the section', () => {
    render(<TrustBadges heading="Why Choose Us" badges={[...badges]} />);
    const section = screen.getByRole('region', { name: 'Why Choose Us' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Why Choose Us');
  });

  it('lists every badge with its title and text', () => {
    render(<TrustBadges heading="Why Choose Us" badges={[...badges]} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    badges.forEach((badge, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(badge.title);
      expect(within(item).getByText(badge.text)).toBeVisible();
    });
  });

  it('draws icon names with the Icon component, hidden from assistive technology', () => {
    render(<TrustBadges badges={[...badges]} />);
    for (const item of screen.getAllByRole('listitem')) {
      const svg = item.querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('renders a custom icon element as given', () => {
    render(
      <TrustBadges
        badges={[
          {
            icon: <img src="/badge.svg" alt="" data-testid="custom-icon" />,
            title: 'Outstanding Service',
            text: 'Real people who answer.',
          },
        ]}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(within(item).getByTestId('custom-icon')).toHaveAttribute('src', '/badge.svg');
    expect(item.querySelector('svg')).toBeNull();
  });

  it('without a heading renders no headings and no named region', () => {
    render(<TrustBadges badges={[...badges]} aria-label="Our promises" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our promises' })).toBeInTheDocument();
    expect(screen.getByText('Fast Shipping')).toBeVisible();
  });
});
