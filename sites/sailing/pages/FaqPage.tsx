import { Accordion, Container } from '@zcomm/storefront-ui';
import { FaqStructuredData } from '../../shared/shell/faq-structured-data';
import { SitePageMeta } from '../../shared/shell/page-meta';
import shareImage from '../assets/share/home.jpg';
import { faqItems } from '../content/faq';

export function FaqPage() {
  return (
    <>
      <SitePageMeta
        title="Frequently Asked Questions"
        description="Shipping times, sizing, returns, team orders and secure checkout at Off Soundings, the sailing-event apparel store."
        keywords={['Off Soundings FAQ', 'sailing apparel shipping', 'regatta shirt sizing']}
        image={shareImage}
      />
      <FaqStructuredData items={faqItems} />
      <Container className="sailing-faq">
        <h1 className="sailing-page-heading">Frequently Asked Questions</h1>
        <Accordion items={faqItems} defaultValue="0" headingLevel={2} />
      </Container>
    </>
  );
}
