import { Container } from '@zcomm/storefront-ui';
import { RouterLink } from '../../shared/shell/link';
import { caseStudyLinks } from '../content/case-studies';

export interface CaseStudyLinksProps {
  heading?: string;
  /** Leave out the case study of the page that shows the links. */
  except?: string;
  tone?: 'muted';
}

/** The case studies of the stores Z-Comm builds and runs, as links with their summaries. */
export function CaseStudyLinks({
  heading = 'Stores we built and run',
  except,
  tone,
}: CaseStudyLinksProps) {
  const links = caseStudyLinks.filter((link) => link.path !== except);
  return (
    <section className="agency-section" data-tone={tone} aria-labelledby="case-studies-heading">
      <Container>
        <header className="agency-section__header">
          <p className="agency-eyebrow">Our work</p>
          <h2 id="case-studies-heading" className="agency-section__heading">
            {heading}
          </h2>
        </header>
        <ul className="agency-case-links">
          {links.map((link) => (
            <li key={link.path} className="agency-case-links__item">
              <RouterLink href={link.path}>Case study: {link.name}</RouterLink>
              <p>{link.summary}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
