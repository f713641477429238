import type { PolicyDocumentProps } from '@zcomm/storefront-ui';
import { policyDates, storePolicies, workwear } from '../site';

const { address } = workwear;

/** Privacy policy: effective 07/24/2025, nine numbered sections. */
export const privacyPolicy = {
  title: 'Privacy Policy',
  dateLabel: 'Effective date',
  date: policyDates.privacy,
  intro: (
    <p>
      {workwear.name} ("we", "us", "our") respects your privacy. This policy explains what
      information we collect when you visit our website or buy from our store, how we use it, and
      the choices you have. By using our website you agree to the practices described here.
    </p>
  ),
  sections: [
    {
      heading: 'Information We Collect',
      content: (
        <>
          <p>We collect information you give us and information collected automatically:</p>
          <ul>
            <li>
              <strong>Contact details</strong> such as your name, e-mail address, phone number and
              shipping and billing addresses when you place an order or contact us.
            </li>
            <li>
              <strong>Order information</strong> such as the products you buy, sizes, quantities and
              order history.
            </li>
            <li>
              <strong>Payment information</strong>, which is entered on our storefront provider's
              secure checkout and processed by its payment processors. We do not see or store your
              full card number.
            </li>
            <li>
              <strong>Device and usage information</strong> such as your browser type, IP address,
              pages viewed and the site that referred you.
            </li>
          </ul>
        </>
      ),
    },
    {
      heading: 'How We Use Your Information',
      content: (
        <ul>
          <li>To process, ship and track your orders, returns, exchanges and refunds.</li>
          <li>To answer your questions and provide customer support.</li>
          <li>To send order confirmations and shipping updates.</li>
          <li>
            To send news and offers if you have asked to receive them; you can unsubscribe at any
            time.
          </li>
          <li>To keep our website secure, prevent fraud and improve our products and services.</li>
        </ul>
      ),
    },
    {
      heading: 'Cookies and Similar Technologies',
      content: (
        <p>
          We and our storefront provider use cookies to keep items in your cart, remember your
          preferences, keep you signed in and understand how the site is used. You can block or
          delete cookies in your browser settings; some features, such as the cart and checkout, may
          not work without them.
        </p>
      ),
    },
    {
      heading: 'How We Share Information',
      content: (
        <>
          <p>We do not sell or rent your personal information. We share it only with:</p>
          <ul>
            <li>our storefront and payment providers, to take and process your order;</li>
            <li>shipping carriers, to deliver your order;</li>
            <li>service providers who help us run the business, under confidentiality terms;</li>
            <li>
              authorities, when the law requires it or to protect our rights, our customers or the
              public.
            </li>
          </ul>
        </>
      ),
    },
    {
      heading: 'Data Retention',
      content: (
        <p>
          We keep order records for as long as we need them to fulfill orders, handle returns and
          warranty questions, and meet our tax and accounting obligations. Messages sent through our
          contact form are kept for up to two years. When information is no longer needed, we delete
          or anonymize it.
        </p>
      ),
    },
    {
      heading: 'Data Security',
      content: (
        <p>
          We use encrypted connections (HTTPS), access controls and reputable service providers to
          protect your information. No method of transmission or storage is completely secure, so we
          cannot guarantee absolute security, but we work to protect your data and will notify you
          of a breach as the law requires.
        </p>
      ),
    },
    {
      heading: 'Your Rights and Choices',
      content: (
        <p>
          You may ask to see the personal information we hold about you, to correct it, or to delete
          it, and you may opt out of marketing e-mails at any time using the link in each message.
          Depending on your state of residence, you may have additional rights under state privacy
          law, including Connecticut's. To make a request, e-mail{' '}
          <a href={`mailto:${workwear.email}`}>{workwear.email}</a>; we will answer within 45 days.
        </p>
      ),
    },
    {
      heading: "Children's Privacy",
      content: (
        <p>
          Our website is intended for adults. Buyers must be {storePolicies.minimumAge} or older or
          shop with a parent's or guardian's permission. We do not knowingly collect personal
          information from children under 13; if you believe a child has given us information,
          contact us and we will delete it.
        </p>
      ),
    },
    {
      heading: 'Changes to This Policy and Contact Us',
      content: (
        <>
          <p>
            We may update this policy from time to time. The effective date above shows when it last
            changed, and significant changes will be announced on this page.
          </p>
          <p>Questions about this policy or your information? Contact us:</p>
          <address>
            {workwear.name}
            <br />
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
            <br />
            <a href={`mailto:${workwear.email}`}>{workwear.email}</a>
          </address>
        </>
      ),
    },
  ],
} satisfies PolicyDocumentProps;
