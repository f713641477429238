import { RouterLink } from '../../../shared/shell/link';
import { agency, policyEffectiveDate } from '../../site';
import { ContactDetails } from './ContactDetails';
import type { Policy } from './types';

export const termsOfService: Policy = {
  meta: {
    title: 'Terms of Service',
    description:
      'Terms of Service for Z-Comm e-commerce web development, product fulfillment and full-service engagements: quotes, payments, revisions, liability and Connecticut governing law.',
  },
  title: 'Terms of Service',
  date: policyEffectiveDate,
  intro: (
    <p>
      These Terms of Service (“Terms”) govern your use of the {agency.name} website and the web
      development, product fulfillment, strategy and related services {agency.name} provides
      (together, the “Services”). Please read them carefully. By using our website, accepting a
      quote or paying an invoice, you agree to these Terms.
    </p>
  ),
  sections: [
    {
      heading: 'Eligibility',
      content: (
        <p>
          You must be at least 18 years old to use our services and to enter into an agreement with
          us. If you accept these Terms for a company or other organization, you confirm that you
          have authority to bind it, and “you” refers to that organization.
        </p>
      ),
    },
    {
      heading: 'Our Services',
      content: (
        <p>
          The specific deliverables, timeline and price of each engagement are set out in the
          written quote or proposal you accept. If a quote conflicts with these Terms, the quote
          controls for that engagement. We may use qualified subcontractors and print partners, and
          we remain responsible for their work.
        </p>
      ),
    },
    {
      heading: 'Quotes, Pricing and Payment',
      content: (
        <>
          <p>
            All prices are in U.S. dollars and exclude applicable sales tax, third-party fees and
            postage unless a quote says otherwise.
          </p>
          <p>
            Unless your quote states a different schedule, web development projects require a
            deposit before work begins, with the balance due at completion, and fulfillment services
            are invoiced monthly. Invoices are due by the date shown on them. We may pause work or
            fulfillment on accounts with overdue balances after giving notice.
          </p>
        </>
      ),
    },
    {
      heading: 'Client Responsibilities',
      content: (
        <p>
          You agree to provide accurate information, content, product data, approvals and account
          access in a timely way, and you confirm that you have the rights to all content,
          trademarks and images you give us. For fulfillment, you are responsible for accurate
          product information and for inventory complying with carrier rules and applicable laws.
        </p>
      ),
    },
    {
      heading: 'Project Timelines and Inactive Projects',
      content: (
        <p>
          Timelines depend on receiving your feedback and materials on schedule. If a project is
          inactive because we are waiting on you for 30 days, we may archive it. Archived projects
          can be restarted once scheduling allows, and a restart may require an updated quote.
        </p>
      ),
    },
    {
      heading: 'Revisions, Cancellations and Refunds',
      content: (
        <p>
          Free revisions, cancellations within 72 hours of payment and refunds are governed by our{' '}
          <RouterLink href="/returns">Returns &amp; Refunds Policy</RouterLink>, and our service
          standards by our <RouterLink href="/guarantee">Guarantee</RouterLink>. Both form part of
          these Terms.
        </p>
      ),
    },
    {
      heading: 'Fulfillment Services',
      content: (
        <p>
          Order processing, shipping methods, delivery estimates and tracking are described in our{' '}
          <RouterLink href="/shipping">Shipping Policy</RouterLink>, which forms part of these
          Terms. Title and risk of loss for inventory stored with us remain with you, and we handle
          it with reasonable care. Delivery dates given by carriers are estimates, not guarantees.
        </p>
      ),
    },
    {
      heading: 'Intellectual Property',
      content: (
        <p>
          When you have paid in full, you own the final designs, content and custom code we create
          specifically for you. We keep ownership of our pre-existing tools, code libraries and
          know-how, and grant you a perpetual licence to use them as part of your site. Third-party
          themes, apps, fonts and images remain subject to their own licences. Unless you ask us not
          to, we may show completed work in our portfolio.
        </p>
      ),
    },
    {
      heading: 'Third-Party Platforms and Services',
      content: (
        <p>
          Stores we build run on third-party platforms such as Shopify and WooCommerce and depend on
          payment processors, apps, hosting providers and carriers. Your use of those services is
          subject to their terms and fees, and we are not responsible for their outages, pricing or
          policy changes.
        </p>
      ),
    },
    {
      heading: 'Confidentiality',
      content: (
        <p>
          Each party will keep the other’s non-public business information confidential and use it
          only to perform or receive the Services, except where disclosure is required by law. Our
          handling of personal information is described in our{' '}
          <RouterLink href="/privacy">Privacy Policy</RouterLink>.
        </p>
      ),
    },
    {
      heading: 'Disclaimer of Warranties',
      content: (
        <p>
          Except as expressly stated in these Terms and our Guarantee, our website and Services are
          provided “as is” and “as available,” without warranties of any kind, whether express or
          implied, including warranties of merchantability, fitness for a particular purpose and
          non-infringement. We do not guarantee any particular sales, traffic or search ranking
          results.
        </p>
      ),
    },
    {
      heading: 'Limitation of Liability',
      content: (
        <p>
          To the fullest extent permitted by law, {agency.name}’s total liability for any claim
          arising from our website or Services is limited to the amounts you paid us in the last 90
          days before the claim arose. We are not liable for indirect, incidental, special,
          consequential or punitive damages, including lost profits, lost sales or lost data.
        </p>
      ),
    },
    {
      heading: 'Indemnification',
      content: (
        <p>
          You agree to indemnify and hold {agency.name} harmless from claims, losses and expenses,
          including reasonable attorneys’ fees, arising from content or products you provide, your
          store’s operation or your breach of these Terms.
        </p>
      ),
    },
    {
      heading: 'Governing Law',
      content: (
        <p>
          These Terms are governed by the laws of the State of Connecticut, without regard to its
          conflict-of-law rules. Any dispute will be resolved in the state or federal courts located
          in Connecticut, and both parties consent to their jurisdiction.
        </p>
      ),
    },
    {
      heading: 'Changes to These Terms',
      content: (
        <p>
          We may update these Terms from time to time. The effective date above shows when they last
          changed. Changes do not affect quotes already accepted unless both parties agree in
          writing. Continuing to use our website or Services after an update means you accept the
          revised Terms.
        </p>
      ),
    },
    {
      heading: 'Contact Us',
      content: <ContactDetails lead="Questions about these Terms? Contact us:" />,
    },
  ],
};
