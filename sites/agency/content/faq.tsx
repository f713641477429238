import type { AccordionProps } from '@zcomm/storefront-ui';
import { RouterLink } from '../../shared/shell/link';
import { agency } from '../site';

export const faqMeta = {
  title: 'Help & FAQ',
  description:
    'Answers to common questions about Z-Comm: platforms we build on, project timelines and pricing, print-on-demand and fulfillment, shipping times, revisions, refunds and cancellations.',
  keywords: [
    'Z-Comm FAQ',
    'ecommerce agency questions',
    'fulfillment shipping times',
    'Shopify build cost',
  ],
};

export const faqHeading = 'Frequently Asked Questions';
export const faqIntro =
  'Everything you need to know about working with us. Can’t find your answer? Get in touch and we will reply within one business day.';

export const faqItems: AccordionProps['items'] = [
  {
    question: 'What services does Z-Comm offer?',
    answer: (
      <p>
        We offer three things: custom e-commerce web development, product fulfillment
        (print-on-demand, warehousing, pick-and-pack and shipping) and a full service that combines
        both. You can start with one and add the other later. See{' '}
        <RouterLink href="/services">our services</RouterLink> for a side-by-side comparison.
      </p>
    ),
  },
  {
    question: 'Which e-commerce platforms do you build on?',
    answer: (
      <p>
        Most of our stores run on Shopify or WooCommerce, and we also build custom storefronts when
        a brand needs something those platforms cannot do well. We can also improve or migrate an
        existing store on Squarespace, Wix or BigCommerce. If you are unsure which platform fits, we
        will recommend one in your quote and explain why.
      </p>
    ),
  },
  {
    question: 'What is included in a custom store build?',
    answer: (
      <>
        <p>Every web development project includes:</p>
        <ul>
          <li>A custom design based on your brand, products and customers</li>
          <li>Platform setup, theme development and the apps your store needs</li>
          <li>Product, customer and order migration from your current platform</li>
          <li>Payment, tax and shipping-rate configuration</li>
          <li>Speed, mobile and accessibility testing on real devices</li>
          <li>Search-friendly structure, analytics and a launch checklist</li>
          <li>A walkthrough so your team can run the store with confidence</li>
          <li>Free revisions within 14 days of project completion</li>
        </ul>
      </>
    ),
  },
  {
    question: 'How long does it take to build a store?',
    answer: (
      <p>
        A Shopify or WooCommerce store typically launches in three to six weeks, and custom builds
        usually take eight to twelve weeks. Your quote includes a timeline with milestones, and the
        biggest factor is how quickly we receive content, product data and feedback from you.
      </p>
    ),
  },
  {
    question: 'How much does a project cost?',
    answer: (
      <p>
        Every project is quoted individually at a fixed price in U.S. dollars, so you know the cost
        before any work begins. Store setups and redesigns start under $2,000, while larger custom
        builds and combined development and fulfillment projects are scoped to your catalogue and
        order volume. <RouterLink href="/quote">Request a quote</RouterLink> and we will reply
        within one business day.
      </p>
    ),
  },
  {
    question: 'How does print-on-demand and fulfillment work?',
    answer: (
      <p>
        We connect your store to our system so new orders reach us automatically. Print-on-demand
        items are produced as they sell; stocked products are picked from your inventory in our
        warehouse. Orders are processed within 1–3 business days, and orders placed before 3 PM ET
        on a business day begin processing the same day.
      </p>
    ),
  },
  {
    question: 'How long does shipping take?',
    answer: (
      <p>
        After an order is processed, standard shipping takes 3–7 business days, expedited 2–3
        business days and overnight or express 1–2 business days. Your customers receive a tracking
        number by e-mail; tracking may take up to 24 hours to show updates. Details are in our{' '}
        <RouterLink href="/shipping">Shipping Policy</RouterLink>.
      </p>
    ),
  },
  {
    question: 'Can I request changes after my store launches?',
    answer: (
      <p>
        Yes. Every project includes free revisions within 14 days of project completion, and our{' '}
        <RouterLink href="/guarantee">Guarantee</RouterLink> gives you a 14-day satisfaction window.
        After that, we offer ongoing support and improvements at the hourly or monthly rate in your
        quote.
      </p>
    ),
  },
  {
    question: 'What happens if an order arrives damaged or wrong?',
    answer: (
      <p>
        Report it within 7 days of delivery with your order number and a photo of the item and
        packaging. We will send a replacement or issue a refund at no cost to you. Refunds are
        processed within 5–10 business days.
      </p>
    ),
  },
  {
    question: 'Can I cancel or get a refund on a project?',
    answer: (
      <p>
        You can cancel within 72 hours of payment if no work has begun. Because design and
        development time cannot be returned, refunds are available only when no work has been
        delivered and the request is made within 72 hours of payment. Read the full{' '}
        <RouterLink href="/returns">Returns &amp; Refunds Policy</RouterLink> or call us at{' '}
        {agency.phone}.
      </p>
    ),
  },
];
