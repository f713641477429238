import type { ComponentProps, ComponentType, ReactNode } from 'react';

/** A navigation link. Internal links render through the link component; external ones as plain anchors. */
export interface NavLink {
  /** Visible text. */
  label: string;
  /** Target address: a path for internal links, an absolute URL for external ones. */
  href: string;
  /**
   * Opens another site. Renders a plain `<a>` (never the link component).
   * @default false
   */
  external?: boolean;
  /** Sub-links: makes this entry a dropdown in the header. */
  children?: NavLink[];
}

/** Props every link component receives; React Router's Link fits through a two-line adapter. */
export type LinkComponentProps = ComponentProps<'a'> & { href: string; children?: ReactNode };

/** A component that renders an internal link, e.g. an adapter around React Router's `Link`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** An image with its intrinsic size, so the browser reserves space before it loads. */
export interface ImageSource {
  src: string;
  width: number;
  height: number;
}
