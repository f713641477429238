import type { ComponentProps, ReactNode } from 'react';
import type { ImageSource } from '../../types';

export type BannerProps = ComponentProps<'section'> & {
  /** Art for screens 992 px and wider. */
  desktop: ImageSource;
  /** Art for narrower screens; also the fallback `<img>`. */
  mobile: ImageSource;
  /** Text alternative for the image (`''` when it is purely decorative). */
  alt: string;
  /**
   * The page's main (largest) image: fetched early and eagerly instead of lazily.
   * @default false
   */
  priority?: boolean;
  /** Overlay content (title, tagline, buttons) laid over the image on a legible scrim. */
  children?: ReactNode;
};

/**
 * A full-width responsive banner image with optional overlay content. The space is reserved from
 * each source's width and height, so nothing shifts while the image loads.
 */
export function Banner({
  desktop,
  mobile,
  alt,
  priority = false,
  children,
  className,
  ...props
}: BannerProps) {
  const hasOverlay = children !== undefined && children !== null && children !== false;
  return (
    <section
      {...props}
      data-overlay={hasOverlay ? '' : undefined}
      className={['zc-banner', className].filter(Boolean).join(' ')}
      data-slot="banner"
    >
      <picture className="zc-banner__picture" data-slot="banner-picture">
        <source
          media="(min-width: 992px)"
          srcSet={desktop.src}
          width={desktop.width}
          height={desktop.height}
        />
        <img
          className="zc-banner__image"
          data-slot="banner-image"
          src={mobile.src}
          width={mobile.width}
          height={mobile.height}
          alt={alt}
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </picture>
      {hasOverlay ? (
        <div className="zc-banner__overlay" data-slot="banner-overlay">
          <div className="zc-container zc-banner__content" data-slot="banner-content">
            {children}
          </div>
        </div>
      ) : null}
    </section>
  );
}
