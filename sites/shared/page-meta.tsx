import { PageMeta } from '@zcomm/storefront-ui';
import { useLocation } from 'react-router-dom';
import { useSiteInfo } from './site-info';

export interface SitePageMetaProps {
  title: string;
  description: string;
  keywords?: string[];
  /** Share image: a path on this site or an absolute URL. */
  image?: string;
  /** The Open Graph object type. @default 'website' */
  type?: string;
}

/** Page metadata with the site's name, canonical address and absolute share image filled in. */
export function SitePageMeta({ title, description, keywords, image, type }: SitePageMetaProps) {
  const { name, origin } = useSiteInfo();
  const { pathname } = useLocation();
  const fullTitle = title === name || title.endsWith(`| ${name}`) ? title : `${title} | ${name}`;
  return (
    <PageMeta
      title={fullTitle}
      description={description}
      keywords={keywords}
      canonical={`${origin}${pathname}`}
      image={image ? new URL(image, origin).href : undefined}
      siteName={name}
      {...(type ? { type } : {})}
    />
  );
}
