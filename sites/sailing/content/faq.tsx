import type { AccordionItem } from '@zcomm/storefront-ui';
import { RouterLink } from '../../shared/shell/link';
import { operator, sailing, storePolicies } from '../site';

/** Help page: questions sailors ask before ordering event apparel. */
export const faqItems: AccordionItem[] = [
  {
    question: 'How long will my order take to arrive?',
    answer: (
      <p>
        In-stock items ship within {storePolicies.inStockShipping} of your order from our
        fulfillment center in Connecticut. You will receive a tracking number by e-mail as soon as
        your package is on its way. We ship within the United States.
      </p>
    ),
  },
  {
    question: 'Do you have apparel for a specific regatta or race week?',
    answer: (
      <p>
        Series shirts and race caps are made in limited runs for the racing season, so order early
        if you want your size. Check our <RouterLink href="/shirts">Shirts</RouterLink> and{' '}
        <RouterLink href="/headwear">Headwear</RouterLink> collections for what is available now.
      </p>
    ),
  },
  {
    question: 'How do I choose the right size?',
    answer: (
      <p>
        Our shirts and outerwear follow standard U.S. unisex sizing, with a relaxed fit that leaves
        room for a layer underneath. Each product's details (choose View product) end with a size
        chart of chest and waist measurements. If you are between sizes, we recommend sizing up for
        outerwear.
      </p>
    ),
  },
  {
    question: 'Can I return or exchange an item?',
    answer: (
      <p>
        Yes. Unworn, unwashed items with their tags attached can be returned or exchanged within{' '}
        {storePolicies.returnWindow}. <RouterLink href="/contact">Contact us</RouterLink> with your
        order number and we will send return instructions.
      </p>
    ),
  },
  {
    question: 'How do I care for performance sun shirts?',
    answer: (
      <p>
        Rinse salt water out after each day on the water, machine wash cold with like colors and
        hang dry. Skip fabric softener, which reduces the fabric's ability to wick moisture, and
        avoid ironing printed graphics.
      </p>
    ),
  },
  {
    question: 'Do you offer team or club orders?',
    answer: (
      <p>
        We do. Crews, yacht clubs and race committees can order matching shirts and outerwear. Send
        us your quantities and sizes through the{' '}
        <RouterLink href="/contact">contact form</RouterLink> and we will reply with a quote.
      </p>
    ),
  },
  {
    question: 'Which payment methods do you accept, and is checkout secure?',
    answer: (
      <p>
        Checkout is hosted by our storefront platform, which accepts major credit and debit cards
        and popular digital wallets. Your payment details are processed by its payment processors
        over an encrypted connection; we never see or store your full card number. All prices are in{' '}
        {storePolicies.currency}.
      </p>
    ),
  },
  {
    question: 'Who runs Off Soundings, and how can I reach you?',
    answer: (
      <p>
        {sailing.name} is operated by {operator.name}, a small e-commerce company in{' '}
        {operator.location}. E-mail us at <a href={`mailto:${sailing.email}`}>{sailing.email}</a>,
        call <a href={`tel:+1${sailing.phone.replace(/\D/g, '')}`}>{sailing.phone}</a>, or use our{' '}
        <RouterLink href="/contact">contact form</RouterLink>.
      </p>
    ),
  },
];
