import { formAction } from '@zcomm/site-data/forms';
import { Container, QuoteForm } from '@zcomm/storefront-ui';
import { useState } from 'react';
import { submitForm, useRedirectAfter, useSentFlag } from '../../shared/shell/forms';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { formErrorMessage, quoteIntro, quoteMeta } from '../content/forms';
import { socialImage } from '../site';
import { ContactCard } from './ContactCard';

export function QuotePage() {
  const redirectHome = useRedirectAfter(3000);
  const sent = useSentFlag();
  const [reference, setReference] = useState<string>();

  return (
    <>
      <SitePageMeta {...quoteMeta} image={socialImage} />
      <div className="agency-section agency-form-page">
        <Container className="agency-form-page__inner">
          <QuoteForm
            className="agency-form-page__form"
            subheading={quoteIntro.subheading}
            action={formAction('quote')}
            onSubmit={async (data) => setReference(await submitForm('quote', data))}
            onSubmitted={() => redirectHome()}
            errorMessage={formErrorMessage}
            thankYouNext={quoteIntro.next}
            reference={reference}
            submitted={sent}
          />
          <aside className="agency-form-page__aside" aria-labelledby="quote-next-heading">
            <div className="agency-help-card">
              <h2 id="quote-next-heading" className="agency-help-card__heading">
                {quoteIntro.nextHeading}
              </h2>
              <ol className="agency-mini-steps">
                {quoteIntro.nextSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
            <ContactCard heading="Prefer to talk?" />
          </aside>
        </Container>
      </div>
    </>
  );
}
