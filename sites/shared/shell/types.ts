import type { Tenant } from '@zcomm/site-data/types';
import type { ComponentType, ReactNode } from 'react';

/** One page of a site: a React Router path, exact (`/faq`) or with params (`/:collection`). */
export interface SitePage {
  path: string;
  /** The addresses a path with params is prerendered at (all the site has). @default [path] */
  paths?: readonly string[];
  /** Loads the page's own chunk: each page downloads only the code and content it shows. */
  load: () => Promise<ComponentType>;
  /**
   * A staff page (sign-in, inbox): left out of the sitemap, and served `no-store` and
   * `noindex`. @default false
   */
  private?: boolean;
  /**
   * A page search engines should not list (the shop's own search results): left out of the
   * sitemap and marked `noindex` in its head. @default false
   */
  unlisted?: boolean;
}

/**
 * What each site's module (its tenant's `entry`) exports: its own tenant record, which comes with
 * its chunk so that no other site's pages carry it, and the site as `site`.
 */
export interface SiteEntryModule {
  tenant: Tenant;
  site: SiteModule;
}

/** The site a site's module exports: its layout and its pages. */
export interface SiteModule {
  /** Chrome around every page: header, footer, badges, call-to-action. Renders `children`. */
  Layout: ComponentType<{ children: ReactNode }>;
  /** Every route of the site. */
  pages: SitePage[];
}
