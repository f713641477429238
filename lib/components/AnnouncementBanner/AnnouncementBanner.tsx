import type { ComponentProps } from 'react';

export type AnnouncementBannerProps = ComponentProps<'section'>;

/**
 * A slim bar above the header for a short message (children). Hidden on screens narrower than
 * 517 px, where the header needs the room. It is a landmark region named “Announcement”
 * (override with `aria-label`), so no page content sits outside the landmarks.
 */
export function AnnouncementBanner({ className, children, ...props }: AnnouncementBannerProps) {
  return (
    <section
      aria-label="Announcement"
      {...props}
      className={['zc-announcement-banner', className].filter(Boolean).join(' ')}
      data-slot="announcement-banner"
    >
      <div className="zc-container zc-announcement-banner__content">{children}</div>
    </section>
  );
}
