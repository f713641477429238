import { type ComponentProps, useId } from 'react';

/** The elements a container may be. */
export type ContainerElement = 'div' | 'section' | 'article' | 'aside' | 'nav' | 'main' | 'dl';

export type ContainerProps = Omit<ComponentProps<'div'>, 'ref'> & {
  /**
   * The element to render.
   * @default 'div'
   */
  as?: ContainerElement;
};

/**
 * Centres its content at the theme's content width (`--zc-content-width`) with the theme's
 * side gutters (`--zc-gutter`). Styled through `data-slot="container"`.
 */
export function Container({ as = 'div', className, ...props }: ContainerProps) {
  // Every allowed element takes the global attributes a div takes.
  const Element = as as 'div';
  return (
    <Element
      {...props}
      className={['zc-container', className].filter(Boolean).join(' ')}
      data-slot="container"
    />
  );
}

export type SectionProps = ComponentProps<'section'> & {
  /** The section's heading; names the section landmark when given. */
  heading?: string;
  /**
   * The heading's level, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * The background: the page's own or the theme's surface colour.
   * @default 'default'
   */
  tone?: 'default' | 'surface';
};

/**
 * A band of the page: vertical spacing from the theme, a `Container` inside, and an optional
 * heading. Styled through `data-slot="section"` (and `section-heading`).
 */
export function Section({
  heading,
  headingLevel = 2,
  tone = 'default',
  className,
  children,
  ...props
}: SectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      {...props}
      className={['zc-section', className].filter(Boolean).join(' ')}
      data-slot="section"
      data-tone={tone}
    >
      <Container>
        {heading ? (
          <Heading id={headingId} className="zc-section__heading" data-slot="section-heading">
            {heading}
          </Heading>
        ) : null}
        {children}
      </Container>
    </section>
  );
}

export type VisuallyHiddenProps = ComponentProps<'span'>;

/** Text for screen readers only, e.g. the rest of a link's name (“View All” *Jackets*). */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return (
    <span
      {...props}
      className={['zc-visually-hidden', className].filter(Boolean).join(' ')}
      data-slot="visually-hidden"
    />
  );
}

export type SkipLinkProps = ComponentProps<'a'> & {
  /**
   * The id of the main content, with `#`.
   * @default '#main'
   */
  href?: string;
};

/** The first link of a page: off screen until focused, then it jumps past the header. */
export function SkipLink({ href = '#main', className, ...props }: SkipLinkProps) {
  return (
    <a
      href={href}
      {...props}
      className={['zc-skip-link', className].filter(Boolean).join(' ')}
      data-slot="skip-link"
    />
  );
}
