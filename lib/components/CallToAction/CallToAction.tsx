'use client';

import { type ComponentProps, type ReactNode, useId } from 'react';
import { useComposedRefs } from '../../hooks/useComposedRefs';
import { useRevealOnce } from '../../hooks/useRevealOnce';
import type { LinkComponent } from '../../types';
import { linkElement } from '../../utils/links';

/** How far (px) the block must have entered the viewport before it animates in. */
const REVEAL_OFFSET = 50;

export type CallToActionProps = Omit<ComponentProps<'section'>, 'children'> & {
  /**
   * The block's heading (`<h2>`).
   * @default 'Think We Can Help?'
   */
  heading?: string;
  /** A sentence or two under the heading. */
  text?: ReactNode;
  /** The button: a link to `href`. Paths starting with `/` go through `linkComponent`. */
  action: { label: string; href: string };
  /**
   * Renders internal links, e.g. a React Router adapter.
   * @default a plain `<a>`
   */
  linkComponent?: LinkComponent;
};

/**
 * A closing call to action. It fades and slides in once, the first time it scrolls 50 px into
 * view (the button 0.2 s after the text); it is visible in server HTML, when already in view on
 * mount, without IntersectionObserver and under reduced motion. State: `data-state`.
 */
export function CallToAction({
  heading = 'Think We Can Help?',
  text,
  action,
  linkComponent,
  className,
  ref,
  ...props
}: CallToActionProps) {
  const headingId = useId();
  const reveal = useRevealOnce<HTMLElement>({ offset: REVEAL_OFFSET });
  const sectionRef = useComposedRefs(ref, reveal.ref);
  const Link = linkElement(action, linkComponent);

  return (
    <section
      aria-labelledby={headingId}
      {...props}
      ref={sectionRef}
      data-state={reveal.state}
      className={['zc-call-to-action', className].filter(Boolean).join(' ')}
      data-slot="call-to-action"
    >
      <div className="zc-container zc-call-to-action__inner">
        <div className="zc-call-to-action__body" data-slot="call-to-action-body">
          <h2
            id={headingId}
            className="zc-call-to-action__heading"
            data-slot="call-to-action-heading"
          >
            {heading}
          </h2>
          {text ? (
            <div className="zc-call-to-action__text" data-slot="call-to-action-text">
              {text}
            </div>
          ) : null}
        </div>
        <div className="zc-call-to-action__action" data-slot="call-to-action-action">
          <Link href={action.href} className="zc-button" data-variant="primary" data-size="lg">
            {action.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
