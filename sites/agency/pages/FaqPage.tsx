import { Accordion, Container } from '@zcomm/storefront-ui';
import { FaqStructuredData } from '../../shared/shell/faq-structured-data';
import { RouterLink } from '../../shared/shell/link';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { faqHeading, faqIntro, faqItems, faqMeta } from '../content/faq';
import { agency, phoneHref, socialImage } from '../site';

export function FaqPage() {
  return (
    <>
      <SitePageMeta {...faqMeta} image={socialImage} />
      <FaqStructuredData items={faqItems} />
      <section className="agency-section agency-faq" aria-labelledby="faq-heading">
        <Container>
          <header className="agency-section__header">
            <p className="agency-eyebrow">Help</p>
            <h1 id="faq-heading" className="agency-page-heading">
              {faqHeading}
            </h1>
            <p className="agency-section__intro">{faqIntro}</p>
          </header>
          <Accordion items={faqItems} defaultValue="" headingLevel={2} />
          <aside className="agency-help-card" aria-labelledby="faq-contact-heading">
            <h2 id="faq-contact-heading" className="agency-help-card__heading">
              Still have a question?
            </h2>
            <p>
              Call us at <a href={phoneHref}>{agency.phone}</a>, e-mail{' '}
              <a href={`mailto:${agency.email}`}>{agency.email}</a> or{' '}
              <RouterLink href="/contact">send us a message</RouterLink>.
            </p>
          </aside>
        </Container>
      </section>
    </>
  );
}
