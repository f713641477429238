import { PageMeta } from '@zcomm/storefront-ui';
import { useLocation } from 'react-router-dom';
import { useSiteInfo } from './site-info';

export interface SitePageMetaProps {
  title: string;
  description: string;
  keywords?: string[];
  /** Share image: a path on this site or an absolute URL. */
  image?: string;
  /** What the share image shows. @default the page's title */
  imageAlt?: string;
  /** The Open Graph object type. @default 'website' */
  type?: string;
}

/**
 * Page metadata with the site's name, locale, canonical address and absolute share image (with
 * its description) filled in.
 */
export function SitePageMeta({
  title,
  description,
  keywords,
  image,
  imageAlt,
  type,
}: SitePageMetaProps) {
  const { name, origin, lang } = useSiteInfo();
  const { pathname } = useLocation();
  const fullTitle = title === name || title.endsWith(`| ${name}`) ? title : `${title} | ${name}`;
  return (
    <PageMeta
      title={fullTitle}
      description={description}
      keywords={keywords}
      canonical={`${origin}${pathname}`}
      image={image ? new URL(image, origin).href : undefined}
      imageAlt={imageAlt ?? title}
      locale={lang}
      siteName={name}
      {...(type ? { type } : {})}
    />
  );
}
