/**
 * The shape of a tenant record (`tenants/<id>.ts`): what declaring a brand takes. Types only.
 */

export interface ShopCollection {
  /** Storefront collection id (numeric string). */
  id: string;
  /** Collection name as the shop shows it. */
  name: string;
  /** Site path of the collection page. */
  path: string;
}

/** A tenant's Buy Button shop: its store name in our API and its demo storefront. */
export interface Shop {
  /** The `store` query value of GET /api/collections. */
  store: string;
  /** Demo storefront domain served by the local simulator. */
  domain: string;
  collections: readonly ShopCollection[];
  /**
   * From how many pieces a size run or a crew tally offers "Request a quote" (a bulk order,
   * `/bulk-order`) beside Add to cart; a wish for the buyer's logo offers it at any size.
   */
  quoteFromPieces: number;
}

/** A postal address as the pages print it. */
export interface PostalAddress {
  street: string;
  city: string;
  /** State or region, as its postal abbreviation. */
  region: string;
  postalCode: string;
}

/**
 * How customers reach the business: the contact page and the footer print it. Placeholders
 * (`555-01xx` numbers, `.example` domains) stand until the business fills in its own.
 */
export interface TenantContact {
  email: string;
  /** As people write it, e.g. `(203) 555-0163`; links keep the digits. */
  phone: string;
  address: PostalAddress;
}

/**
 * What a page is, which decides how much script it may load (`scripts/check-budgets.mjs`) and
 * whether the sitemap lists it: `home` a site's front page; `content` text (policies, FAQ,
 * story, services); `form` a page with a form; `search` a shop's search results (unlisted);
 * `staff` sign-in and the inbox (private); `placeholder` a page of a brand that is not open yet.
 * A shop's pages also have `collection` and `product` pages, from its shop.
 */
export type PageKind = 'home' | 'content' | 'form' | 'search' | 'staff' | 'placeholder';

/** One of a site's own pages: its address and what it is. */
export interface TenantPage {
  path: string;
  kind: PageKind;
}

export interface Tenant {
  /** Site id: the local host `<id>.localhost`, the theme (`data-brand`) and the theme file. */
  id: string;
  /** Brand name: titles, the local index, error pages, Storybook's brand menu. */
  name: string;
  /** What the site is, in a few words (the local index and Storybook say it). */
  kind: string;
  /** Production host names; the first is the canonical origin. */
  hosts: readonly string[];
  /** The page language. */
  lang: string;
  /** Browser UI colour (`<meta name="theme-color">`). */
  themeColor: string;
  /** The theme's font packages (`@fontsource…`), self-hosted by the site and the stories. */
  fonts: readonly string[];
  /** The site's source folder under `sites/` (the placeholders share one). */
  folder: string;
  /**
   * The module that exports the site (`site: SiteModule`), relative to `sites/`: its own
   * chunk, loaded only on its hosts. `<folder>/index.tsx`, or `stubs/<id>.tsx` for a placeholder.
   */
  entry: string;
  /** The site's own public files (favicon, robots.txt), relative to `sites/`. */
  publicDir: string;
  /**
   * The site's pages, in the order it lists them; a shop's collection pages and product pages
   * come from its shop (`routes.ts`).
   */
  pages: readonly TenantPage[];
  /** The shop whose collections the site shows, for a shop. */
  shop?: Shop;
  /** The business's e-mail, phone and postal address, for a site that prints them. */
  contact?: TenantContact;
}
