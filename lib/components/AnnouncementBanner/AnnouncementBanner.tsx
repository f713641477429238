import type { ComponentProps } from 'react';

export type AnnouncementBannerProps = ComponentProps<'div'>;

/**
 * A slim bar above the header for a short message (children). Hidden on screens narrower than
 * 517 px, where the header needs the room.
 */
export function AnnouncementBanner({ className, children, ...props }: AnnouncementBannerProps) {
  return (
    <div {...props} className={['zc-announcement-banner', className].filter(Boolean).join(' ')}>
      <div className="zc-container zc-announcement-banner__content">{children}</div>
    </div>
  );
}
