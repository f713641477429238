import { formAction } from '@zcomm/site-data/forms';
import { ContactForm, Container, Icon } from '@zcomm/storefront-ui';
import { useState } from 'react';
import { submitForm, useSentFlag } from '../../shared/forms';
import { SitePageMeta } from '../../shared/page-meta';
import shareImage from '../assets/share/home.jpg';
import { storePolicies, workwear } from '../site';

export function ContactPage() {
  const { address } = workwear;
  const sent = useSentFlag();
  const [reference, setReference] = useState<string>();
  return (
    <>
      <SitePageMeta
        title="Contact Us"
        description={`Questions about sizing, ANSI classes, an order or crew pricing? Contact the ${workwear.name} team, ${storePolicies.supportHours}.`}
        keywords={['contact Beacon Workwear', 'workwear customer service', 'crew orders']}
        image={shareImage}
      />
      <Container className="workwear-contact">
        <ContactForm
          className="workwear-contact__form"
          variant="basic"
          action={formAction('contact')}
          onSubmit={async (data) => setReference(await submitForm('contact', data))}
          errorMessage="There was an error sending your message. Please try again later."
          thankYouNext={`Our team replies to the e-mail address you gave, ${storePolicies.supportHours}, usually within one business day.`}
          reference={reference}
          submitted={sent}
        />
        <aside className="workwear-contact__details" aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading">Customer Support</h2>
          <p>
            Our team answers messages {storePolicies.supportHours}, usually within one business day.
          </p>
          <address className="workwear-contact__address">
            <ul className="workwear-contact__list">
              <li>
                <Icon name="mail" size={20} />
                <a href={`mailto:${workwear.email}`}>{workwear.email}</a>
              </li>
              <li>
                <Icon name="phone" size={20} />
                <a href={`tel:+1${workwear.phone.replace(/\D/g, '')}`}>{workwear.phone}</a>
              </li>
              <li>
                <Icon name="map-pin" size={20} />
                <span>
                  {address.street}
                  <br />
                  {address.city}, {address.region} {address.postalCode}
                </span>
              </li>
            </ul>
          </address>
          <p className="workwear-contact__note">
            Outfitting a whole crew? Tell us the items, sizes and quantities and we'll reply with
            volume pricing.
          </p>
        </aside>
      </Container>
    </>
  );
}
