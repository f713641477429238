import { formAction } from '@zcomm/site-data/forms';
import { ContactForm, Container } from '@zcomm/storefront-ui';
import { useState } from 'react';
import { submitForm, useRedirectAfter, useSentFlag } from '../../shared/shell/forms';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { contactIntro, contactMeta, formErrorMessage } from '../content/forms';
import { socialImage } from '../site';
import { ContactCard } from './ContactCard';

/** The thank-you view sends the visitor home after 2 s … */
const THANK_YOU_REDIRECT_MS = 2000;
/** … and the submit handler asks for 3 s; the earlier one wins and only one navigation happens. */
const SUBMIT_REDIRECT_MS = 3000;

export function ContactPage() {
  const redirectHome = useRedirectAfter(THANK_YOU_REDIRECT_MS);
  const sent = useSentFlag();
  const [reference, setReference] = useState<string>();

  async function sendMessage(data: FormData): Promise<void> {
    setReference(await submitForm('agency-contact', data));
    redirectHome(SUBMIT_REDIRECT_MS);
  }

  return (
    <>
      <SitePageMeta {...contactMeta} image={socialImage} />
      <div className="agency-section agency-form-page">
        <Container className="agency-form-page__inner">
          <ContactForm
            className="agency-form-page__form"
            variant="with-service"
            heading="Contact"
            subheading="Fill out the form below to get in touch with us!"
            action={formAction('agency-contact')}
            onSubmit={sendMessage}
            onSubmitted={() => redirectHome()}
            errorMessage={formErrorMessage}
            thankYouNext={contactIntro.next}
            reference={reference}
            submitted={sent}
          />
          <aside className="agency-form-page__aside" aria-label="Other ways to reach us">
            <ContactCard heading={contactIntro.heading} text={contactIntro.text} />
          </aside>
        </Container>
      </div>
    </>
  );
}
