import { Accordion, Container } from '@zcomm/storefront-ui';
import { FaqStructuredData } from '../../shared/shell/faq-structured-data';
import { SitePageMeta } from '../../shared/shell/page-meta';
import shareImage from '../assets/share/home.jpg';
import { faqItems } from '../content/faq';

export function FaqPage() {
  return (
    <>
      <SitePageMeta
        title="Help & Frequently Asked Questions"
        description="Answers about ANSI classes, sizing, shipping, returns, refunds, crew orders and caring for your Beacon Workwear hi-vis gear."
        keywords={['hi-vis FAQ', 'ANSI class guide', 'workwear returns', 'shipping times']}
        image={shareImage}
      />
      <FaqStructuredData items={faqItems} />
      <Container className="workwear-faq">
        <h1 className="workwear-page-heading">Frequently Asked Questions</h1>
        <p className="workwear-page-lead">
          Everything you need to know before you gear up. Can't find your answer? Send us a message
          and our team will help.
        </p>
        <Accordion items={faqItems} defaultValue="" headingLevel={2} />
      </Container>
    </>
  );
}
