import { formAction } from '@zcomm/site-data/forms';
import { ContactForm, Container } from '@zcomm/storefront-ui';
import { useState } from 'react';
import { submitForm, useSentFlag } from '../../shared/shell/forms';
import { SitePageMeta } from '../../shared/shell/page-meta';
import { ShopContact } from '../../shared/shop/shop-contact';
import shareImage from '../assets/share/home.jpg';
import { storePolicies, workwear } from '../site';

export function ContactPage() {
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
        <ShopContact
          name={workwear.name}
          contact={workwear}
          heading="Customer Support"
          note="Outfitting a whole crew? Tell us the items, sizes and quantities and we'll reply with volume pricing."
        >
          Our team answers messages {storePolicies.supportHours}, usually within one business day.
        </ShopContact>
      </Container>
    </>
  );
}
