import { type ComponentProps, useId } from 'react';

export type ContainerProps = ComponentProps<'div'>;

/**
 * Centres its content at the theme's content width (`--zc-content-width`) with the theme's
 * side gutters (`--zc-gutter`). Styled through `data-slot="container"`.
 */
export function Container({ className, ...props }: ContainerProps) {
  return (
    <div
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
