import { scriptJson } from '@zcomm/site-data/product';
import type { AccordionItem } from '@zcomm/storefront-ui';
import { Children, isValidElement, type ReactNode } from 'react';
import { useSiteInfo } from './site-info';

/** One structured-data block (JSON-LD): data, never executed, with `<`, `>` and `&` escaped. */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}

/** The words a piece of content shows, its blocks separated by a space. */
export function textOf(node: ReactNode): string {
  const parts: string[] = [];
  const walk = (value: ReactNode) => {
    if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
    else if (isValidElement<{ children?: ReactNode }>(value)) {
      parts.push(' ');
      Children.forEach(value.props.children, walk);
      parts.push(' ');
    } else if (Array.isArray(value)) Children.forEach(value, walk);
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** A page's questions and answers as `FAQPage`: each question with its answer's text. */
export function faqPageData(items: readonly AccordionItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: textOf(item.question),
      acceptedAnswer: { '@type': 'Answer', text: textOf(item.answer) },
    })),
  };
}

/** The `FAQPage` block of a page that shows these questions. */
export function FaqStructuredData({ items }: { items: readonly AccordionItem[] }) {
  return <StructuredData data={faqPageData(items)} />;
}

/**
 * A site's home: the `Organization` behind it and the `WebSite`, with a `SearchAction` to the
 * shop's `/search?q=` when the site has a search page.
 */
export function siteStructuredData(
  site: { name: string; origin: string },
  searchable: boolean,
): Record<string, unknown>[] {
  const url = new URL('/', site.origin).href;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${url}#organization`,
      name: site.name,
      url,
      logo: new URL('/favicon.svg', site.origin).href,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${url}#website`,
      name: site.name,
      url,
      publisher: { '@id': `${url}#organization` },
      ...(searchable
        ? {
            potentialAction: {
              '@type': 'SearchAction',
              target: {
                '@type': 'EntryPoint',
                urlTemplate: `${new URL('/search', site.origin).href}?q={search_term_string}`,
              },
              'query-input': 'required name=search_term_string',
            },
          }
        : {}),
    },
  ];
}

/** The home page's `Organization` and `WebSite` blocks. */
export function SiteStructuredData({ searchable }: { searchable: boolean }) {
  const site = useSiteInfo();
  return (
    <>
      {siteStructuredData(site, searchable).map((data) => (
        <StructuredData key={String(data['@type'])} data={data} />
      ))}
    </>
  );
}
