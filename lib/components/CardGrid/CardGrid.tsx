import { type ComponentProps, type ReactNode, useId } from 'react';
import type { ImageSource, LinkComponent } from '../../types';
import { Icon } from '../Icon';

/** One card: an optional image, a title, a description and a link. */
export interface Card {
  /** Card title, a heading. */
  title: string;
  /** One or two sentences, or richer content. */
  description: ReactNode;
  /** Where the card leads. Paths go through `linkComponent`; absolute URLs render a plain `<a>`. */
  href: string;
  /**
   * Link text. Without it the link reads “Learn more”, and “about <title>” is added for screen
   * readers so that every link is distinct.
   * @default 'Learn more'
   */
  linkLabel?: string;
  /** Image above the title, with its intrinsic size and alternative text (`''` if decorative). */
  image?: ImageSource & { alt: string };
}

export type CardGridProps = Omit<ComponentProps<'section'>, 'children'> & {
  /**
   * Section heading, an `<h2>`; card titles are then `<h3>`.
   * @default undefined (no heading; card titles are `<h2>`)
   */
  heading?: string;
  /** The cards, in display order; as many columns as fit, one on phones. */
  cards: Card[];
  /**
   * Renders internal links, e.g. an adapter around React Router's `Link`.
   * @default undefined (a plain `<a>`)
   */
  linkComponent?: LinkComponent;
};

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/** A responsive grid of linked cards, e.g. the agency's services. */
export function CardGrid({ heading, cards, linkComponent, className, ...props }: CardGridProps) {
  const headingId = useId();
  const TitleElement = heading ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      {...props}
      className={['zc-card-grid', className].filter(Boolean).join(' ')}
      data-slot="card-grid"
    >
      <div className="zc-container">
        {heading ? (
          <h2 id={headingId} className="zc-card-grid__heading" data-slot="card-grid-heading">
            {heading}
          </h2>
        ) : null}
        <ul className="zc-card-grid__list" data-slot="card-grid-list">
          {cards.map((card) => {
            const LinkElement =
              linkComponent && !ABSOLUTE_URL.test(card.href) ? linkComponent : 'a';
            return (
              <li key={card.href + card.title} className="zc-card" data-slot="card">
                {card.image ? (
                  <img
                    className="zc-card__image"
                    data-slot="card-image"
                    src={card.image.src}
                    width={card.image.width}
                    height={card.image.height}
                    alt={card.image.alt}
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <div className="zc-card__body" data-slot="card-body">
                  <TitleElement className="zc-card__title">{card.title}</TitleElement>
                  <div className="zc-card__description" data-slot="card-description">
                    {card.description}
                  </div>
                  <LinkElement className="zc-card__link" href={card.href}>
                    {card.linkLabel ?? (
                      <>
                        Learn more <span className="zc-visually-hidden">about {card.title}</span>
                      </>
                    )}
                    <Icon name="arrow-right" size={18} />
                  </LinkElement>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
