import { useSiteInfo } from './site-info';

/**
 * JSON safe inside a script element: `<`, `>`, `&` and the line separators escaped (here, not
 * from `site-data/product`, which the app shell must not carry).
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

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
