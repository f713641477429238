import type { PolicyDocumentProps } from '@zcomm/storefront-ui';
import { operator, policyDates, sailing } from '../site';

const { address } = sailing;

/** Privacy policy: last updated 6/10/2025, eight sections. */
export const privacyPolicy = {
  title: 'Privacy Policy',
  dateLabel: 'Last updated',
  date: policyDates.privacy,
  intro: (
    <p>
      {sailing.name} is operated by {operator.name} ("we", "us", "our"). This policy describes the
      information we collect when you visit our store or place an order, how we use and share it,
      and the rights you have over it.
    </p>
  ),
  sections: [
    {
      heading: 'Information We Collect',
      content: (
        <>
          <p>When you shop with us or contact us, we collect:</p>
          <ul>
            <li>
              <strong>Personal identifiers</strong>: your name, e-mail address, phone number and
              shipping and billing addresses.
            </li>
            <li>
              <strong>Payment information</strong>, entered on our storefront platform's secure
              checkout and handled by its payment processors. We never receive your full card
              number.
            </li>
            <li>
              <strong>Order details</strong>: the items you buy, sizes, quantities, order history
              and any personalization you request.
            </li>
            <li>
              <strong>Device information</strong>: your browser and device type, IP address, and the
              pages you view, collected through cookies and similar technologies.
            </li>
          </ul>
        </>
      ),
    },
    {
      heading: 'How We Use Your Information',
      content: (
        <ul>
          <li>To process, ship and deliver your orders and handle returns and exchanges.</li>
          <li>To send order confirmations, shipping updates and answers to your messages.</li>
          <li>To send news about new collections and events if you have opted in.</li>
          <li>To prevent fraud, keep the store secure and improve how it works.</li>
        </ul>
      ),
    },
    {
      heading: 'Sharing',
      content: (
        <>
          <p>We do not sell your personal information. We share it only with:</p>
          <ul>
            <li>our storefront platform and its payment processors, which run checkout;</li>
            <li>shipping carriers, which deliver your order;</li>
            <li>
              legal authorities, when required by law or to protect our rights and the safety of
              others.
            </li>
          </ul>
        </>
      ),
    },
    {
      heading: 'Data Retention',
      content: (
        <p>
          We keep order information for as long as needed to fulfill your order, provide support and
          meet our tax and accounting obligations, and messages for as long as needed to answer
          them. Information we no longer need is deleted or anonymized.
        </p>
      ),
    },
    {
      heading: 'Your Rights',
      content: (
        <>
          <p>You may ask us to:</p>
          <ul>
            <li>give you access to the personal information we hold about you;</li>
            <li>correct or delete it;</li>
            <li>withdraw your consent to marketing e-mails or other processing at any time.</li>
          </ul>
          <p>
            Send requests by e-mail to <a href={`mailto:${sailing.email}`}>{sailing.email}</a>. We
            will respond within 30 days.
          </p>
        </>
      ),
    },
    {
      heading: 'Security',
      content: (
        <p>
          We protect your information with encrypted connections, restricted access and trusted
          service providers. No system is perfectly secure, but we work to safeguard your data and
          will notify you of any breach as the law requires.
        </p>
      ),
    },
    {
      heading: 'Changes',
      content: (
        <p>
          We may update this policy as our store or the law changes. The date at the top shows the
          latest revision; continuing to use the store after an update means you accept it.
        </p>
      ),
    },
    {
      heading: 'Contact Us',
      content: (
        <>
          <p>Questions about this policy or your information? Reach us at:</p>
          <address>
            {sailing.name} c/o {operator.name}
            <br />
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
            <br />
            E-mail: <a href={`mailto:${sailing.email}`}>{sailing.email}</a>
            <br />
            Phone: <a href={`tel:+1${sailing.phone.replace(/\D/g, '')}`}>{sailing.phone}</a>
          </address>
        </>
      ),
    },
  ],
} satisfies PolicyDocumentProps;
