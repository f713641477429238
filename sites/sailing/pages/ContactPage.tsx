import { formAction } from '@zcomm/site-data/forms';
import { ContactForm, Container } from '@zcomm/storefront-ui';
import { useState } from 'react';
import { submitForm, useRedirectAfter, useSentFlag } from '../../shared/shell/forms';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { ShopContact } from '../../shared/shop/shop-contact';
import shareImage from '../assets/share/home.jpg';
import { sailing } from '../site';

export function ContactPage() {
  const redirectHome = useRedirectAfter(2000);
  const sent = useSentFlag();
  const [reference, setReference] = useState<string>();
  return (
    <>
      <SitePageMeta
        title="Contact"
        description={`Questions about an order, sizing or a team order? Send ${sailing.name} a message and we'll be in touch soon.`}
        keywords={['contact Off Soundings', 'sailing apparel support', 'team orders']}
        image={shareImage}
      />
      <Container className="sailing-contact">
        <ContactForm
          className="sailing-contact__form"
          variant="basic"
          heading="Contact"
          subheading="Fill out the form below to get in touch with us!"
          fallback="native"
          action={formAction('sailing-contact')}
          onSubmit={async (data) => setReference(await submitForm('sailing-contact', data))}
          onSubmitted={() => redirectHome()}
          thankYouNext="We'll reply to the e-mail address you gave. Taking you to the shop…"
          reference={reference}
          submitted={sent}
        />
        <ShopContact name={sailing.name} contact={sailing} heading="Reach Us Directly">
          Questions about sizing, an order or a club or crew order? Write, call or send a letter.
        </ShopContact>
      </Container>
    </>
  );
}
