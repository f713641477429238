import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageMeta } from '@zcomm/storefront-ui';
import { useEffect, useState } from 'react';
import { expect, waitFor } from 'storybook/test';

const SELECTOR =
  'title, meta[name="description"], meta[name="keywords"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"]';

function describe(element: Element): string {
  if (element.tagName === 'TITLE') return `<title>${element.textContent}</title>`;
  if (element.tagName === 'LINK')
    return `<link rel="canonical" href="${element.getAttribute('href')}">`;
  const key = element.hasAttribute('name') ? 'name' : 'property';
  return `<meta ${key}="${element.getAttribute(key)}" content="${element.getAttribute('content')}">`;
}

/** Shows what PageMeta put into the document head, since it renders nothing on the page. */
function HeadPreview() {
  const [lines, setLines] = useState<string[]>([]);
  useEffect(() => {
    const read = () => setLines([...document.head.querySelectorAll(SELECTOR)].map(describe));
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.head, { childList: true, subtree: true, attributes: true });
    return () => observer.disconnect();
  }, []);
  return (
    <section className="zc-container" style={{ paddingBlock: 'var(--zc-space-6)' }}>
      <h1 style={{ fontSize: 'var(--zc-text-xl)' }}>In the document head</h1>
      <pre
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          padding: 'var(--zc-space-4)',
          borderRadius: 'var(--zc-radius)',
          background: 'var(--zc-color-surface)',
          fontSize: 'var(--zc-text-sm)',
        }}
      >
        {lines.join('\n')}
      </pre>
    </section>
  );
}

const meta = {
  title: 'Components/PageMeta',
  component: PageMeta,
  tags: ['autodocs'],
  args: {
    title: 'Contact Us | Z-Comm',
    description:
      'Contact Z-Comm about custom e-commerce development and product fulfillment for your brand.',
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <HeadPreview />
      </>
    ),
  ],
} satisfies Meta<typeof PageMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field: keywords, canonical address, share image (large Twitter card) and site name. */
export const Full: Story = {
  args: {
    keywords: ['contact Z-Comm', 'e-commerce development', 'product fulfillment'],
    canonical: 'https://z-comm.example/contact',
    image: 'https://z-comm.example/share/contact.png',
    siteName: 'Z-Comm',
  },
  play: async ({ canvasElement }) => {
    const head = canvasElement.ownerDocument.head;
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Contact Us | Z-Comm'));
    await expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://z-comm.example/contact',
    );
    await expect(head.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(head.querySelector('meta[property="og:site_name"]')).toHaveAttribute(
      'content',
      'Z-Comm',
    );
  },
};

/** Only the required title and description: no keywords, canonical or image tags at all. */
export const Minimal: Story = {
  play: async ({ canvasElement }) => {
    const head = canvasElement.ownerDocument.head;
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('Contact Us | Z-Comm'));
    await expect(head.querySelector('meta[name="keywords"]')).toBeNull();
    await expect(head.querySelector('link[rel="canonical"]')).toBeNull();
    await expect(head.querySelector('meta[property="og:image"]')).toBeNull();
    await expect(head.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary',
    );
  },
};
