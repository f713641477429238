import { ContactForm } from '@zcomm/storefront-ui';
import { formAction, submitForm, useRedirectAfter } from '../../shared/forms';
import { SitePageMeta } from '../../shared/page-meta';
import { contactIntro, contactMeta } from '../content/forms';
import { socialImage } from '../site';
import { ContactCard } from './ContactCard';

function sendMessage(data: FormData): Promise<void> {
  return submitForm('agency-contact', data);
}

export function ContactPage() {
  const redirectHome = useRedirectAfter(2000);

  return (
    <>
      <SitePageMeta {...contactMeta} image={socialImage} />
      <div className="agency-section agency-form-page">
        <div className="zc-container agency-form-page__inner">
          <ContactForm
            className="agency-form-page__form"
            variant="agency"
            heading="Contact"
            subheading="Fill out the form below to get in touch with us!"
            action={formAction('agency-contact')}
            onSubmit={sendMessage}
            onSubmitted={redirectHome}
          />
          <aside className="agency-form-page__aside" aria-label="Other ways to reach us">
            <ContactCard heading={contactIntro.heading} text={contactIntro.text} />
          </aside>
        </div>
      </div>
    </>
  );
}
