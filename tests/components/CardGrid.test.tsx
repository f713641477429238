import { render, screen, within } from '@testing-library/react';
import type { LinkComponentProps } from '@zcomm/storefront-ui';
import { CardGrid } from '@zcomm/storefront-ui';
import { describe, expect, it } from 'vitest';

const cards = [
  {
    title: 'Web Development',
    description: 'Stores on Shopify, WooCommerce or a custom stack.',
    href: '/services#web-development',
    image: { src: '/web.svg', width: 640, height: 360, alt: 'A storefront on a laptop' },
  },
  {
    title: 'Product Fulfillment',
    description: <p>Print-on-demand, warehousing and shipping.</p>,
    href: '/services#product-fulfillment',
    linkLabel: 'Explore fulfillment',
  },
  {
    title: 'Partner store',
    description: 'Our sailing apparel shop.',
    href: 'https://shop.example.com/',
  },
];

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a data-router="" href={href} {...props} />;
}

describe('CardGrid', () => {
  it('names the section by its h2 heading and titles cards with h3', () => {
    render(<CardGrid heading="Our Services" cards={cards} />);
    const section = screen.getByRole('region', { name: 'Our Services' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Our Services');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Web Development', 'Product Fulfillment', 'Partner store']);
  });

  it('uses h2 card titles when there is no section heading', () => {
    render(<CardGrid cards={cards} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('lists each card with its description and link', () => {
    render(<CardGrid heading="Our Services" cards={cards} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText(/custom stack/)).toBeVisible();
    expect(within(items[0]!).getByRole('link')).toHaveAccessibleName(
      'Learn more about Web Development',
    );
    expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/services#web-development',
    );
    expect(within(items[1]!).getByRole('link')).toHaveAccessibleName('Explore fulfillment');
  });

  it('renders the image with its size and alternative text, loaded lazily', () => {
    render(<CardGrid cards={cards} />);
    const image = screen.getByRole('img', { name: 'A storefront on a laptop' });
    expect(image).toHaveAttribute('src', '/web.svg');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('routes internal links through the link component and leaves absolute URLs plain', () => {
    render(<CardGrid cards={cards} linkComponent={RouterLink} />);
    const [web, fulfillment, partner] = screen.getAllByRole('link');
    expect(web).toHaveAttribute('data-router');
    expect(fulfillment).toHaveAttribute('data-router');
    expect(partner).not.toHaveAttribute('data-router');
    expect(partner).toHaveAttribute('href', 'https://shop.example.com/');
  });
});
