import type { PolicyDocumentProps } from '@zcomm/storefront-ui';
import { RouterLink } from '../../shared/shell/link';
import { policyDates, storePolicies, workwear } from '../site';

/** Terms of service: last updated 07/24/2025, eleven numbered sections. */
export const termsOfService = {
  title: 'Terms of Service',
  dateLabel: 'Last updated',
  date: policyDates.terms,
  intro: (
    <p>
      These terms govern your use of the {workwear.name} website and every purchase you make from
      our store. Please read them carefully. By using the site or placing an order, you agree to
      them.
    </p>
  ),
  sections: [
    {
      heading: 'Eligibility',
      content: (
        <p>
          To buy from our store you must be {storePolicies.minimumAge} years of age or older, or be
          using the site with the permission and supervision of a parent or guardian who agrees to
          these terms on your behalf.
        </p>
      ),
    },
    {
      heading: 'Products and Safety Standards',
      content: (
        <>
          <p>
            We describe each product, its ANSI/ISEA 107 class and its care instructions as
            accurately as we can. Colors on screen may differ slightly from the garment.
            High-visibility apparel improves how well you are seen; it does not replace safe work
            practices or the protective equipment your job requires.
          </p>
          <p>
            Garments in our Concealed Carry Collection are clothing only. You are responsible for
            complying with all federal, state and local firearm laws and with your employer's
            policies.
          </p>
        </>
      ),
    },
    {
      heading: 'Orders and Pricing',
      content: (
        <p>
          All prices are listed in {storePolicies.currency} and do not include shipping or any
          applicable sales tax, which are shown at checkout. An order is accepted when we send your
          shipping confirmation. We may limit quantities, and we may cancel an order if a product is
          unavailable, a price was listed in error, or we suspect fraud; if we do, we refund any
          amount charged.
        </p>
      ),
    },
    {
      heading: 'Payment',
      content: (
        <p>
          Payment is taken at checkout by our storefront provider and its payment processors. You
          confirm that you are authorized to use the payment method you provide. We do not store
          full card numbers.
        </p>
      ),
    },
    {
      heading: 'Shipping',
      content: (
        <p>
          We ship to addresses within {storePolicies.shippingArea} only; we do not offer
          international shipping. Standard U.S. shipping takes {storePolicies.shippingTime} from the
          day your order ships. Delivery dates are estimates, and carrier delays, weather and
          holidays can extend them. Risk of loss passes to you when the carrier delivers your order.
        </p>
      ),
    },
    {
      heading: 'Returns and Exchanges',
      content: (
        <p>
          You may return or exchange items within {storePolicies.returnWindow}. Items must be
          unworn, unwashed and in their original condition with tags attached. Garments that have
          been altered, embroidered or printed to your order cannot be returned unless they arrive
          damaged or defective. To start a return or exchange,{' '}
          <RouterLink href="/contact">contact us</RouterLink> with your order number.
        </p>
      ),
    },
    {
      heading: 'Refunds',
      content: (
        <p>
          Our 100% Refund Guarantee gives you a full refund of the purchase price when you return an
          eligible item within {storePolicies.refundWindow} of delivery. Refunds go to your original
          payment method once we receive and inspect the return. If an item arrived damaged or we
          shipped the wrong item, we also refund the shipping cost.
        </p>
      ),
    },
    {
      heading: 'Intellectual Property',
      content: (
        <p>
          The {workwear.name} name and logo, product designs, photographs and text on this site
          belong to {workwear.name} or its licensors. You may not copy, reproduce or use them for
          commercial purposes without our written permission.
        </p>
      ),
    },
    {
      heading: 'Limitation of Liability',
      content: (
        <p>
          To the fullest extent the law allows, our products and website are provided "as is", and{' '}
          {workwear.name} is not liable for indirect, incidental or consequential damages arising
          from your use of the site or our products. Our total liability for any claim is limited to
          the amount you paid for the product involved.
        </p>
      ),
    },
    {
      heading: 'Governing Law',
      content: (
        <p>
          These terms are governed by the laws of {storePolicies.governingLaw}, without regard to
          its conflict-of-law rules. Any dispute will be resolved in the state or federal courts
          located in Connecticut.
        </p>
      ),
    },
    {
      heading: 'Contact Us',
      content: (
        <>
          <p>
            Questions about these terms or an order? Our customer support team is available{' '}
            {storePolicies.supportHours}. Send us a message through our{' '}
            <RouterLink href="/contact">contact form</RouterLink> or e-mail{' '}
            <a href={`mailto:${workwear.email}`}>{workwear.email}</a>.
          </p>
          <address>
            {workwear.name}
            <br />
            {workwear.address.street}
            <br />
            {workwear.address.city}, {workwear.address.region} {workwear.address.postalCode}
          </address>
        </>
      ),
    },
  ],
} satisfies PolicyDocumentProps;
