import { render } from '@testing-library/react';
import { PageMeta } from '@zcomm/storefront-ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/** The metadata PageMeta owns, in document order, as [tag, key, value]. */
function headEntries(): string[][] {
  return [
    ...document.head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"]'),
  ].map((element) => {
    if (element.tagName === 'TITLE') return ['title', element.textContent ?? ''];
    if (element.tagName === 'LINK') return ['link', 'canonical', element.getAttribute('href')!];
    const key = element.getAttribute('name') ?? element.getAttribute('property')!;
    return ['meta', key, element.getAttribute('content')!];
  });
}

describe('PageMeta', () => {
  it('puts the full set into the head, in a stable order', () => {
    render(
      <PageMeta
        title="Contact | Z-Comm"
        description="Talk to us about your store."
        keywords={['e-commerce', 'fulfillment']}
        canonical="https://z-comm.example/contact"
        image="https://z-comm.example/share.png"
        siteName="Z-Comm"
        type="article"
      />,
    );
    expect(document.title).toBe('Contact | Z-Comm');
    expect(headEntries()).toEqual([
      ['title', 'Contact | Z-Comm'],
      ['meta', 'description', 'Talk to us about your store.'],
      ['meta', 'keywords', 'e-commerce, fulfillment'],
      ['link', 'canonical', 'https://z-comm.example/contact'],
      ['meta', 'og:type', 'article'],
      ['meta', 'og:title', 'Contact | Z-Comm'],
      ['meta', 'og:description', 'Talk to us about your store.'],
      ['meta', 'og:url', 'https://z-comm.example/contact'],
      ['meta', 'og:image', 'https://z-comm.example/share.png'],
      ['meta', 'og:site_name', 'Z-Comm'],
      ['meta', 'twitter:card', 'summary_large_image'],
      ['meta', 'twitter:title', 'Contact | Z-Comm'],
      ['meta', 'twitter:description', 'Talk to us about your store.'],
      ['meta', 'twitter:image', 'https://z-comm.example/share.png'],
    ]);
  });

  it('renders nothing for absent optional props and defaults the type to website', () => {
    render(<PageMeta title="Off Soundings" description="Sailing apparel." keywords={[]} />);
    expect(headEntries()).toEqual([
      ['title', 'Off Soundings'],
      ['meta', 'description', 'Sailing apparel.'],
      ['meta', 'og:type', 'website'],
      ['meta', 'og:title', 'Off Soundings'],
      ['meta', 'og:description', 'Sailing apparel.'],
      ['meta', 'twitter:card', 'summary'],
      ['meta', 'twitter:title', 'Off Soundings'],
      ['meta', 'twitter:description', 'Sailing apparel.'],
    ]);
  });

  it('renders nothing into the page body', () => {
    const { container } = render(<PageMeta title="Home" description="Welcome." />);
    expect(container).toBeEmptyDOMElement();
  });

  it('removes its tags when unmounted', () => {
    const { unmount } = render(<PageMeta title="Home" description="Welcome." />);
    unmount();
    expect(headEntries()).toEqual([]);
  });

  it('renders the tags on the server', () => {
    const html = renderToString(
      <PageMeta title="FAQ" description="Answers." canonical="https://example.com/faq" />,
    );
    expect(html).toContain('<title>FAQ</title>');
    expect(html).toContain('<meta name="description" content="Answers."/>');
    expect(html).toContain('<link rel="canonical" href="https://example.com/faq"/>');
  });
});
