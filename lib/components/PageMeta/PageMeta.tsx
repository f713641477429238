/** Page metadata for search engines and social previews. */
export interface PageMetaProps {
  /** The document title. */
  title: string;
  /** One or two sentences for search results and previews. */
  description: string;
  /** Search keywords, joined with commas. */
  keywords?: string[];
  /** The page's absolute canonical URL; also used as `og:url`. */
  canonical?: string;
  /** Absolute URL of the social preview image; switches the Twitter card to `summary_large_image`. */
  image?: string;
  /** What the share image shows, as `og:image:alt` and `twitter:image:alt` (with `image`). */
  imageAlt?: string;
  /** The page's locale, `en_US` (a BCP 47 tag such as `en-US` is written so), as `og:locale`. */
  locale?: string;
  /** The site's name, as `og:site_name`. */
  siteName?: string;
  /**
   * The Open Graph object type.
   * @default 'website'
   */
  type?: string;
}

/**
 * Renders `<title>`, `<meta>` and `<link rel="canonical">` where it is used; React 19 hoists
 * them into `<head>` (and into prerendered HTML). Absent optional props render nothing.
 */
export function PageMeta({
  title,
  description,
  keywords,
  canonical,
  image,
  imageAlt,
  locale,
  siteName,
  type = 'website',
}: PageMetaProps) {
  const alt = image && imageAlt ? imageAlt : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? (
        <meta name="keywords" content={keywords.join(', ')} />
      ) : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical ? <meta property="og:url" content={canonical} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      {alt ? <meta property="og:image:alt" content={alt} /> : null}
      {locale ? <meta property="og:locale" content={locale.replace('-', '_')} /> : null}
      {siteName ? <meta property="og:site_name" content={siteName} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      {alt ? <meta name="twitter:image:alt" content={alt} /> : null}
    </>
  );
}
