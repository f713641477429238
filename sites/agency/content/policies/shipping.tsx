import { RouterLink } from '../../../shared/shell/link';
import { agency, policyEffectiveDate } from '../../site';
import { ContactDetails } from './ContactDetails';
import type { Policy } from './types';

export const shippingPolicy: Policy = {
  meta: {
    title: 'Shipping Policy',
    description:
      'Z-Comm fulfillment shipping policy: orders processed in 1–3 business days with a 3 PM ET cutoff, standard, expedited and overnight delivery times, tracking and delivery issues.',
  },
  title: 'Shipping Policy',
  date: policyEffectiveDate,
  intro: (
    <p>
      This Shipping Policy applies to every order {agency.name} fulfills, whether for our
      fulfillment clients’ stores or for customers who buy products we print and ship. It explains
      how quickly orders are processed, the shipping options available and what to do if something
      goes wrong in transit.
    </p>
  ),
  sections: [
    {
      heading: 'Order Processing',
      content: (
        <>
          <p>
            Fulfillment orders are processed in 1–3 business days. Processing includes printing
            made-to-order items, picking stocked products, quality checks, packing and creating the
            shipping label.
          </p>
          <p>
            Orders received before 3 PM ET on a business day begin processing that day; orders
            received after the 3 PM ET cutoff, or on a weekend or U.S. federal holiday, begin
            processing the next business day. Business days are Monday through Friday. During
            product launches and peak holiday weeks we will tell clients in advance if processing
            may take longer.
          </p>
        </>
      ),
    },
    {
      heading: 'Shipping Methods and Delivery Times',
      content: (
        <>
          <p>Once an order has shipped, estimated delivery times are:</p>
          <ul>
            <li>Standard shipping: 3–7 business days</li>
            <li>Expedited shipping: 2–3 business days</li>
            <li>Overnight or express shipping: 1–2 business days</li>
          </ul>
          <p>
            Delivery times are estimates provided by our carriers, are counted from the day the
            order ships and are not guaranteed. Weather, carrier volume and remote destinations can
            add time.
          </p>
        </>
      ),
    },
    {
      heading: 'Shipping Rates',
      content: (
        <p>
          Shipping rates are calculated from the package weight, size, destination and chosen
          method, and are shown at checkout or in the client’s fulfillment invoice. All rates are in
          U.S. dollars. Fulfillment clients may offer their customers free or flat-rate shipping; in
          that case the client’s rates apply at checkout.
        </p>
      ),
    },
    {
      heading: 'Order Tracking',
      content: (
        <p>
          When a shipping label is created, a tracking number is e-mailed to the customer and, for
          connected stores, added to the order automatically. Tracking may take up to 24 hours to
          update after the label is created, because the carrier scans the package only once it has
          been collected.
        </p>
      ),
    },
    {
      heading: 'Shipping Destinations',
      content: (
        <p>
          We ship to addresses in all 50 U.S. states, including P.O. boxes and APO/FPO addresses
          through the U.S. Postal Service. Overnight or express delivery is not available to every
          address. International shipping can be arranged for fulfillment clients on request;
          customs duties and import taxes are the recipient’s responsibility.
        </p>
      ),
    },
    {
      heading: 'Address Accuracy',
      content: (
        <p>
          Please check the shipping address before placing an order. We can update an address only
          before the order has shipped. Packages returned to us because of an incorrect or
          incomplete address can be reshipped once the new shipping cost has been paid.
        </p>
      ),
    },
    {
      heading: 'Delayed, Lost or Stolen Packages',
      content: (
        <p>
          If tracking has not updated for five business days, or a package shows as delivered but
          has not arrived, contact us. We will open a trace with the carrier and, if the package is
          confirmed lost in transit, send a replacement or issue a refund. We are not responsible
          for packages stolen after the carrier confirms delivery to the correct address, but we
          will help you file a claim.
        </p>
      ),
    },
    {
      heading: 'Damaged or Incorrect Items',
      content: (
        <p>
          Report a damaged, defective or wrong item within 7 days of delivery, with your order
          number and photos of the item and packaging. We will replace it or refund it at no cost to
          you, as set out in our{' '}
          <RouterLink href="/returns">Returns &amp; Refunds Policy</RouterLink>.
        </p>
      ),
    },
    {
      heading: 'Contact Us',
      content: <ContactDetails lead="Questions about an order or a shipment? Contact us:" />,
    },
  ],
};
