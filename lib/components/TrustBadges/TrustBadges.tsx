import { type ComponentProps, type ReactNode, useId } from 'react';
import { Icon, type IconName, iconNames } from '../Icon';

/** One badge: an icon, a short title and a line of supporting text. */
export interface TrustBadge {
  /** An icon name from the design system, or any other content (an `<img>`, inline SVG, text). */
  icon: IconName | ReactNode;
  /** Short title, e.g. “Fast Shipping”. */
  title: string;
  /** One or two sentences under the title. */
  text: string;
}

export type TrustBadgesProps = Omit<ComponentProps<'section'>, 'children'> & {
  /**
   * Section heading, rendered as an `<h2>`; badge titles become `<h3>` under it.
   * @default undefined (no heading)
   */
  heading?: string;
  /** The badges, in display order: one column on phones, side by side from 768 px. */
  badges: TrustBadge[];
};

function isIconName(icon: unknown): icon is IconName {
  return typeof icon === 'string' && (iconNames as readonly string[]).includes(icon);
}

/** A row of reassurance badges (“Why Choose Us”): shipping, quality, guarantees. */
export function TrustBadges({ heading, badges, className, ...props }: TrustBadgesProps) {
  const headingId = useId();
  const TitleElement = heading ? 'h3' : 'p';
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      {...props}
      className={['zc-trust-badges', className].filter(Boolean).join(' ')}
      data-slot="trust-badges"
    >
      <div className="zc-container">
        {heading ? (
          <h2 id={headingId} className="zc-trust-badges__heading" data-slot="trust-badges-heading">
            {heading}
          </h2>
        ) : null}
        <ul className="zc-trust-badges__list" data-slot="trust-badges-list">
          {badges.map((badge) => (
            <li key={badge.title} className="zc-trust-badges__badge" data-slot="trust-badges-badge">
              <span className="zc-trust-badges__icon" data-slot="trust-badges-icon">
                {isIconName(badge.icon) ? <Icon name={badge.icon} size={32} /> : badge.icon}
              </span>
              <TitleElement className="zc-trust-badges__title">{badge.title}</TitleElement>
              <p className="zc-trust-badges__text" data-slot="trust-badges-text">
                {badge.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
