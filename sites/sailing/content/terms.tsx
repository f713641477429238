import type { PolicyDocumentProps } from '@zcomm/storefront-ui';
import { RouterLink } from '../../shared/shell/link';
import { operator, policyDates, sailing, storePolicies } from '../site';

const { address } = sailing;

/** Terms of service: effective 6/11/2025; an introduction and eleven sections. */
export const termsOfService = {
  title: 'Terms of Service',
  dateLabel: 'Effective date',
  date: policyDates.terms,
  intro: (
    <p>
      Welcome to {sailing.name}. By visiting our website or buying from our store, you agree to the
      terms below. Please read them before placing an order.
    </p>
  ),
  sections: [
    {
      heading: 'Overview',
      content: (
        <p>
          These terms apply to everyone who browses or buys from {sailing.name}, including our
          product pages, collections, checkout and customer support. If you do not agree with them,
          please do not use the store.
        </p>
      ),
    },
    {
      heading: 'Store Information',
      content: (
        <p>
          {sailing.name} sells sailing-event apparel: shirts, outerwear and headwear for the coastal
          racing community. The store is operated by {operator.name}, {address.street},{' '}
          {address.city}, {address.region} {address.postalCode}. All prices are in{' '}
          {storePolicies.currency}.
        </p>
      ),
    },
    {
      heading: 'Use of Our Website',
      content: (
        <p>
          You agree to use the site only for lawful purposes and not to interfere with its
          operation, attempt to gain unauthorized access, or copy its content for commercial use. We
          may suspend access for anyone who misuses the site.
        </p>
      ),
    },
    {
      heading: 'Orders and Payment',
      content: (
        <>
          <p>
            When you place an order, you confirm that the information you provide is accurate and
            that you are authorized to use your payment method. Payments are processed at checkout
            by our storefront platform and its payment processors.
          </p>
          <p>
            We reserve the right to cancel or refuse any order, for example when an item is out of
            stock, a price is listed in error or an order appears fraudulent. If we cancel an order
            after payment, we refund you in full.
          </p>
        </>
      ),
    },
    {
      heading: 'Shipping and Returns',
      content: (
        <p>
          In-stock items ship within {storePolicies.inStockShipping}. Delivery times, return windows
          and exchanges are explained on our Shipping &amp; Returns page in our{' '}
          <RouterLink href="/faq">Help</RouterLink> section. Event-dated and personalized items may
          have different return terms, which are noted on their product pages.
        </p>
      ),
    },
    {
      heading: 'Intellectual Property',
      content: (
        <p>
          The {sailing.name} name, logo, designs, graphics and photographs are owned by{' '}
          {operator.name} or used with permission. You may not reproduce or use them without our
          written consent.
        </p>
      ),
    },
    {
      heading: 'Limitation of Liability',
      content: (
        <p>
          To the fullest extent permitted by law, {operator.name} is not liable for indirect,
          incidental or consequential damages arising from your use of the site or our products. Our
          total liability for any claim is limited to the amount you paid for the order in question.
        </p>
      ),
    },
    {
      heading: 'Contact Us',
      content: (
        <p>
          Our products and website are provided "as is" and "as available", without warranties of
          any kind beyond those required by law. If an item arrives damaged or defective, contact us
          at <a href={`mailto:${sailing.email}`}>{sailing.email}</a> and we will make it right.
        </p>
      ),
    },
    {
      heading: 'Modifications',
      content: (
        <p>
          We may update these terms, our products and our prices at any time. Changes take effect
          when posted on this page, and the effective date above shows the latest version.
        </p>
      ),
    },
    {
      heading: 'Governing Law',
      content: (
        <p>
          These terms are governed by the laws of {storePolicies.governingLaw}, without regard to
          its conflict-of-law provisions.
        </p>
      ),
    },
    {
      heading: 'Contact Us',
      content: (
        <>
          <p>Questions about these terms? Get in touch:</p>
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
          <p>
            You can also reach us through our <RouterLink href="/contact">contact form</RouterLink>.
          </p>
        </>
      ),
    },
  ],
} satisfies PolicyDocumentProps;
