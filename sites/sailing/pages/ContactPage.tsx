import { formAction } from '@zcomm/site-data/forms';
import { ContactForm, Container, Icon } from '@zcomm/storefront-ui';
import { useState } from 'react';
import { submitForm, useRedirectAfter, useSentFlag } from '../../shared/forms';
import { SitePageMeta } from '../../shared/page-meta';
import shareImage from '../assets/share/home.jpg';
import { sailing } from '../site';

/** The shop's e-mail, phone and postal address, from its tenant record. */
function ContactDetails() {
  const { address } = sailing;
  return (
    <aside className="sailing-contact__details" aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">Reach Us Directly</h2>
      <p>Questions about sizing, an order or a club or crew order? Write, call or send a letter.</p>
      <address className="sailing-contact__address">
        <ul className="sailing-contact__list">
          <li>
            <Icon name="mail" size={20} />
            <a href={`mailto:${sailing.email}`}>{sailing.email}</a>
          </li>
          <li>
            <Icon name="phone" size={20} />
            <a href={`tel:+1${sailing.phone.replace(/\D/g, '')}`}>{sailing.phone}</a>
          </li>
          <li>
            <Icon name="map-pin" size={20} />
            <span>
              {sailing.name}
              <br />
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </span>
          </li>
        </ul>
      </address>
    </aside>
  );
}

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
        <ContactDetails />
      </Container>
    </>
  );
}
