import { RouterLink } from '../../../shared/shell/link';
import { agency, policyEffectiveDate } from '../../site';
import { ContactDetails } from './ContactDetails';
import type { Policy } from './types';

export const returnsPolicy: Policy = {
  meta: {
    title: 'Returns & Refunds Policy',
    description:
      'Z-Comm returns and refunds: free revisions within 14 days of project completion, cancellations within 72 hours of payment, damaged or wrong-item claims within 7 days of delivery.',
  },
  title: 'Returns & Refunds Policy',
  date: policyEffectiveDate,
  intro: (
    <p>
      We want you to be happy with everything {agency.name} delivers. Because our web development
      work is custom and our products are often made to order, this policy explains how revisions,
      cancellations, refunds and product claims work for each kind of service.
    </p>
  ),
  sections: [
    {
      heading: 'Web Development and Design Services',
      content: (
        <>
          <p>
            Every web development and design project includes free revisions within 14 days of
            project completion. A project is complete when we deliver the finished site or launch
            it, whichever comes first, and we confirm the date by e-mail.
          </p>
          <p>
            Revisions cover changes to the work within the agreed scope, such as layout, copy,
            colours or product display adjustments. New features, additional pages or changes
            outside the original scope are quoted separately.
          </p>
        </>
      ),
    },
    {
      heading: 'Cancellations',
      content: (
        <p>
          You may cancel a project within 72 hours of payment if no work has begun, and we will
          refund your payment in full. Once work has begun, a project may still be cancelled by
          written notice, but payments for work already performed are not refundable and any
          completed milestones are invoiced as described in your quote.
        </p>
      ),
    },
    {
      heading: 'Refunds for Services',
      content: (
        <>
          <p>
            Because design, development and strategy time cannot be returned, a refund for services
            is available only if both of these conditions are met:
          </p>
          <ul>
            <li>No work has been delivered, and</li>
            <li>The refund is requested within 72 hours of payment.</li>
          </ul>
          <p>
            If you are not satisfied with delivered work, we will make it right through revisions
            and our <RouterLink href="/guarantee">Guarantee</RouterLink> rather than a refund.
          </p>
        </>
      ),
    },
    {
      heading: 'Fulfillment Orders and Physical Products',
      content: (
        <>
          <p>
            Report a damaged, defective or wrong item within 7 days of delivery. Send your order
            number and photos of the item, label and packaging, and we will ship a replacement or
            issue a refund at no cost to you. You do not need to return a damaged item unless we ask
            you to.
          </p>
          <p>
            Print-on-demand items are made to order and cannot be returned for a change of mind or
            an incorrect size chosen at checkout. Returns of stocked products for other reasons
            follow the return policy of the store where they were purchased.
          </p>
        </>
      ),
    },
    {
      heading: 'How to Request a Refund or Report an Issue',
      content: (
        <p>
          E-mail <a href={`mailto:${agency.email}`}>{agency.email}</a> or call {agency.phone} with
          your name, order or invoice number and a short description of the issue, including photos
          for product claims. We reply within one business day.
        </p>
      ),
    },
    {
      heading: 'Refund Processing',
      content: (
        <p>
          Approved refunds are processed in 5–10 business days and returned to the original payment
          method, in U.S. dollars. Your bank or card issuer may take a few more days to show the
          credit on your statement.
        </p>
      ),
    },
    {
      heading: 'Non-Refundable Costs',
      content: (
        <p>
          Third-party costs paid on your behalf are not refundable once purchased, including domain
          registrations, premium themes, app subscriptions, software licences and postage for
          packages that have already shipped.
        </p>
      ),
    },
    {
      heading: 'Contact Us',
      content: <ContactDetails lead="Questions about a refund, return or revision? Contact us:" />,
    },
  ],
};
