import { render, screen } from '@testing-library/react';
import { Banner } from '@zcomm/storefront-ui';
import { describe, expect, it } from 'vitest';

const desktop = { src: '/art/banner-desktop.jpg', width: 1920, height: 600 };
const mobile = { src: '/art/banner-mobile.jpg', width: 800, height: 1000 };

function renderBanner(props: Partial<Parameters<typeof Banner>[0]> = {}) {
  return render(
    <Banner
      desktop={desktop}
      mobile={mobile}
      alt="Crew in high-visibility jackets on a site"
      {...props}
    />,
  );
}

describe('Banner', () => {
  it('renders a picture with the desktop source from 992 px and the mobile image as fallback', () => {
    const { container } = renderBanner();
    const image = screen.getByRole('img', { name: 'Crew in high-visibility jackets on a site' });
    expect(image).toHaveAttribute('src', mobile.src);
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '1000');

    const picture = container.querySelector('picture');
    expect(picture).toContainElement(image);
    const sources = picture!.querySelectorAll('source');
    expect(sources).toHaveLength(1);
    expect(sources[0]).toHaveAttribute('media', '(min-width: 992px)');
    expect(sources[0]).toHaveAttribute('srcset', desktop.src);
    expect(sources[0]).toHaveAttribute('width', '1920');
    expect(sources[0]).toHaveAttribute('height', '600');
    expect(sources[0]!.compareDocumentPosition(image)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('loads lazily by default', () => {
    renderBanner();
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('loads eagerly at high priority when it is the main image', () => {
    renderBanner({ priority: true });
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('decoding', 'async');
  });

  it('keeps an empty alt for decorative art', () => {
    const { container } = renderBanner({ alt: '' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('renders overlay content over the image', () => {
    const { container } = renderBanner({
      children: (
        <>
          <h1>Off Soundings</h1>
          <p>Cherish The Memories Both On and Off the Water</p>
          <a href="/shirts">Shop shirts</a>
        </>
      ),
      'aria-labelledby': 'banner-title',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Off Soundings' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Shop shirts' })).toHaveAttribute('href', '/shirts');
    expect(container.querySelector('.zc-banner')).toHaveAttribute('data-overlay');
    expect(container.querySelector('.zc-banner__overlay')).toContainElement(
      screen.getByRole('heading', { level: 1 }),
    );
  });

  it('renders no overlay without children', () => {
    const { container } = renderBanner({ className: 'home-banner' });
    const section = container.querySelector('section');
    expect(section).toHaveClass('zc-banner', 'home-banner');
    expect(section).not.toHaveAttribute('data-overlay');
    expect(container.querySelector('.zc-banner__overlay')).toBeNull();
  });
});
