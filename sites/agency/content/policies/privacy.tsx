import { RouterLink } from '../../../shared/shell/link';
import { agency, policyEffectiveDate } from '../../site';
import { ContactDetails } from './ContactDetails';
import type { Policy } from './types';

export const privacyPolicy: Policy = {
  meta: {
    title: 'Privacy Policy',
    description:
      'How Z-Comm collects, uses, shares and protects personal information from visitors, quote requests and clients of our e-commerce development and fulfillment services.',
  },
  title: 'Privacy Policy',
  date: policyEffectiveDate,
  intro: (
    <p>
      {agency.name} (“{agency.name},” “we,” “us” or “our”) respects your privacy. This Privacy
      Policy explains what personal information we collect when you visit our website, request a
      quote, contact us or use our e-commerce development and product fulfillment services, how we
      use and share it, and the choices you have. By using our website or services, you agree to the
      practices described here.
    </p>
  ),
  sections: [
    {
      heading: 'Information We Collect',
      content: (
        <>
          <p>We collect information you give us directly, including:</p>
          <ul>
            <li>
              Contact details such as your name, e-mail address, phone number and company name
            </li>
            <li>
              Project information you share in our contact and quote forms, such as your website,
              platform, product counts, order volumes, timeline, budget and message
            </li>
            <li>
              Account and billing information for clients, such as billing address and payment
              records (card details are handled by our payment processors, not stored by us)
            </li>
            <li>
              Store and order data we process for fulfillment clients, including the names, shipping
              addresses and order contents of your customers
            </li>
          </ul>
          <p>
            When you use our website, we also collect limited technical information automatically,
            such as your IP address, browser type, device type, pages viewed and the address of the
            page that referred you.
          </p>
        </>
      ),
    },
    {
      heading: 'How We Use Your Information',
      content: (
        <>
          <p>We use personal information to:</p>
          <ul>
            <li>Respond to inquiries and prepare quotes</li>
            <li>Plan, build, launch and support client websites and online stores</li>
            <li>Receive, store, print, pack and ship products and provide tracking</li>
            <li>Send invoices, process payments and keep business records</li>
            <li>Send service messages about your project, orders or account</li>
            <li>Keep our website and services secure and improve how they work</li>
            <li>Comply with legal obligations and enforce our agreements</li>
          </ul>
          <p>
            We send marketing e-mails only if you have opted in, and every message includes a link
            to unsubscribe.
          </p>
        </>
      ),
    },
    {
      heading: 'Cookies and Analytics',
      content: (
        <p>
          Our website uses cookies that are necessary for it to work, such as those that keep a
          signed-in client session secure, and may use privacy-respecting analytics to understand
          which pages are useful. You can block or delete cookies in your browser settings; some
          features, such as signing in to a client account, may not work without them. We do not use
          cookies to sell your information or to build advertising profiles.
        </p>
      ),
    },
    {
      heading: 'How We Share Information',
      content: (
        <>
          <p>
            We do not sell or rent your personal information. We share it only as needed to provide
            our services:
          </p>
          <ul>
            <li>
              With service providers who work on our behalf, such as hosting, e-mail, form
              processing, payment processing and accounting providers
            </li>
            <li>
              With e-commerce platforms and apps used to run your store, such as Shopify or
              WooCommerce, as directed by you
            </li>
            <li>
              With shipping carriers and print partners, limited to what is needed to produce and
              deliver an order
            </li>
            <li>
              With authorities when required by law, or to protect the rights, property or safety of{' '}
              {agency.name}, our clients or others
            </li>
            <li>With a successor business if {agency.name} is merged, sold or reorganized</li>
          </ul>
          <p>Our service providers may use your information only to perform services for us.</p>
        </>
      ),
    },
    {
      heading: 'Data Retention',
      content: (
        <p>
          We keep personal information for as long as needed to provide our services, to meet our
          legal, tax and accounting obligations, and to resolve disputes. Inquiries that do not
          become projects are deleted after a reasonable period. Order data processed for
          fulfillment clients is kept according to our agreement with that client.
        </p>
      ),
    },
    {
      heading: 'Your Rights and Choices',
      content: (
        <>
          <p>
            Depending on where you live, including under the Connecticut Data Privacy Act, you may
            have the right to:
          </p>
          <ul>
            <li>Confirm whether we process your personal information and access a copy of it</li>
            <li>Correct inaccurate information</li>
            <li>Delete personal information you have provided to us</li>
            <li>Opt out of marketing, targeted advertising or the sale of personal data</li>
            <li>Appeal a decision we make about your request</li>
          </ul>
          <p>
            To make a request, e-mail <a href={`mailto:${agency.email}`}>{agency.email}</a>. We will
            verify your request and respond within the time the law requires. If you are a customer
            of one of our fulfillment clients, please contact that store first; we will help them
            respond.
          </p>
        </>
      ),
    },
    {
      heading: 'Data Security',
      content: (
        <p>
          We use reasonable administrative, technical and physical safeguards to protect personal
          information, including encrypted connections, access controls and limited staff access. No
          method of transmission or storage is completely secure, so we cannot guarantee absolute
          security. We will notify affected people of a data breach as required by law.
        </p>
      ),
    },
    {
      heading: 'Children’s Privacy',
      content: (
        <p>
          Our website and services are intended for businesses and adults. Children under 13 are
          excluded from this Privacy Policy: we do not knowingly collect personal information from
          children under 13. If you believe a child under 13 has given us personal information,
          contact us and we will delete it. Our services themselves are available only to people 18
          or older, as described in our <RouterLink href="/terms">Terms of Service</RouterLink>.
        </p>
      ),
    },
    {
      heading: 'Third-Party Sites and Platforms',
      content: (
        <p>
          Our website links to other sites, including our own stores and social media profiles, and
          the stores we build run on third-party platforms. Those sites and platforms have their own
          privacy policies, and we are not responsible for their practices.
        </p>
      ),
    },
    {
      heading: 'Changes to This Policy',
      content: (
        <p>
          We may update this Privacy Policy from time to time. When we do, we will change the
          effective date above, and for significant changes we will notify clients by e-mail. Your
          continued use of our website or services after an update means you accept the revised
          policy.
        </p>
      ),
    },
    {
      heading: 'Contact Us',
      content: (
        <ContactDetails lead="Questions about this Privacy Policy or your information? Contact us:" />
      ),
    },
  ],
};
