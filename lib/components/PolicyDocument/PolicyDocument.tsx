import { type ComponentProps, type ReactNode, useId } from 'react';

/** One numbered section of a policy. */
export interface PolicySection {
  /** Section title without its number, e.g. “Information We Collect”. */
  heading: string;
  /** Paragraphs, lists and links of the section. */
  content: ReactNode;
}

export type PolicyDocumentProps = Omit<ComponentProps<'article'>, 'title' | 'children'> & {
  /** The document title, rendered as the page's `<h1>`. */
  title: string;
  /**
   * Words before the date, e.g. “Last updated”.
   * @default 'Effective date'
   */
  dateLabel?: string;
  /** The date as the business writes it, e.g. `07/24/2025` (U.S. month/day/year) or `2025-07-24`. */
  date: string;
  /** Text between the date and the first section. */
  intro?: ReactNode;
  /** The sections, numbered from 1 in this order. Each heading gets an id for links. */
  sections: PolicySection[];
};

/** `M/D/YYYY` or `YYYY-MM-DD` as an ISO date for `<time dateTime>`, or undefined. */
function toIsoDate(date: string): string | undefined {
  const trimmed = date.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!match) return undefined;
  const [, month = '', day = '', year = ''] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Readable, unique ids: “contact-us”, then “contact-us-2” for a repeated heading. */
function sectionIds(sections: PolicySection[]): string[] {
  const seen = new Map<string, number>();
  return sections.map((section, index) => {
    const base = slugify(section.heading) || `section-${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

/** A legal text (privacy, terms, shipping…): title, date, contents and numbered sections. */
export function PolicyDocument({
  title,
  dateLabel = 'Effective date',
  date,
  intro,
  sections,
  className,
  ...props
}: PolicyDocumentProps) {
  const contentsId = useId();
  const ids = sectionIds(sections);
  const isoDate = toIsoDate(date);

  return (
    <article
      {...props}
      className={['zc-policy', className].filter(Boolean).join(' ')}
      data-slot="policy"
    >
      <div className="zc-container zc-policy__inner">
        <header className="zc-policy__header" data-slot="policy-header">
          <h1 className="zc-policy__title" data-slot="policy-title">
            {title}
          </h1>
          <p className="zc-policy__date" data-slot="policy-date">
            {dateLabel}: {isoDate ? <time dateTime={isoDate}>{date}</time> : date}
          </p>
        </header>
        <div className="zc-policy__layout" data-slot="policy-layout">
          {sections.length > 0 ? (
            <nav
              className="zc-policy__contents"
              data-slot="policy-contents"
              aria-labelledby={contentsId}
            >
              <p
                className="zc-policy__contents-label"
                data-slot="policy-contents-label"
                id={contentsId}
              >
                Contents
              </p>
              <ol className="zc-policy__contents-list" data-slot="policy-contents-list">
                {sections.map((section, index) => (
                  <li key={ids[index]}>
                    <a
                      className="zc-policy__contents-link"
                      data-slot="policy-contents-link"
                      href={`#${ids[index]}`}
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div className="zc-policy__body" data-slot="policy-body">
            {intro ? (
              <div className="zc-policy__intro" data-slot="policy-intro">
                {intro}
              </div>
            ) : null}
            {sections.map((section, index) => (
              <section key={ids[index]} className="zc-policy__section" data-slot="policy-section">
                <h2 id={ids[index]} className="zc-policy__heading" data-slot="policy-heading">
                  {`${index + 1}. ${section.heading}`}
                </h2>
                <div className="zc-policy__content" data-slot="policy-content">
                  {section.content}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </article>
  );
}
