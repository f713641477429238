import type { AccordionItem } from '@zcomm/storefront-ui';
import { RouterLink } from '../../shared/shell/link';
import { storePolicies, workwear } from '../site';

/** Help page: ten questions shoppers and crew leads ask before they order. */
export const faqItems: AccordionItem[] = [
  {
    question: 'What do the ANSI classes mean, and which one do I need?',
    answer: (
      <>
        <p>
          ANSI/ISEA 107 sorts high-visibility apparel by how much fluorescent background fabric and
          reflective tape a garment carries. Class 2 suits workers near traffic moving under 50 mph,
          such as parking, utility and warehouse crews. Class 3 adds coverage on the arms and is
          required where traffic moves faster or visibility is poor, such as highway work and night
          shifts. Class E covers pants and bibs; worn with a Class 2 top, they make a Class 3
          ensemble.
        </p>
        <p>
          Each product page lists the garment's class. Your site safety plan or employer has the
          final word on what your job requires.
        </p>
      </>
    ),
  },
  {
    question: 'How do your garments fit? How do I choose a size?',
    answer: (
      <p>
        Our jackets, hoodies and vests are cut with room to layer over a sweatshirt or under a
        harness. If you are between sizes and plan to wear layers underneath, size up. Each
        product's details (choose View product) end with a size chart: chest and waist for tops,
        waist and inseam for pants, head and hand sizes for caps and gloves.
      </p>
    ),
  },
  {
    question: 'How long does shipping take?',
    answer: (
      <p>
        Orders are packed and handed to the carrier quickly, and standard U.S. shipping takes{' '}
        {storePolicies.shippingTime}. You will receive a tracking number by e-mail as soon as your
        order leaves our warehouse.
      </p>
    ),
  },
  {
    question: 'Do you ship outside the United States?',
    answer: (
      <p>
        Not at this time. We ship only to addresses within {storePolicies.shippingArea}. We do not
        offer international shipping.
      </p>
    ),
  },
  {
    question: 'What is your return and exchange policy?',
    answer: (
      <p>
        You can return or exchange unworn, unwashed items with their tags attached within{' '}
        {storePolicies.returnWindow}. Reach out through our{' '}
        <RouterLink href="/contact">contact form</RouterLink> with your order number and we will
        send return instructions. Exchanges for a different size ship as soon as the replacement is
        in stock.
      </p>
    ),
  },
  {
    question: 'How does the 100% Refund Guarantee work?',
    answer: (
      <p>
        If your gear is not right for the job, send it back within {storePolicies.refundWindow} for
        a full refund of the purchase price to your original payment method. Refunds are issued as
        soon as the return reaches us and passes a quick inspection.
      </p>
    ),
  },
  {
    question: 'Can I order for my whole crew or company?',
    answer: (
      <p>
        Yes. We outfit crews of every size, from a five-person landscaping team to a regional
        contractor. Send us the items, sizes and quantities through the{' '}
        <RouterLink href="/contact">contact form</RouterLink> and our team will reply with volume
        pricing and a delivery estimate.
      </p>
    ),
  },
  {
    question: 'What is the Concealed Carry Collection?',
    answer: (
      <p>
        It is our line of work jackets, vests and shirts with reinforced, concealed pockets sized
        for a holstered handgun, so you can carry on your way to and from work without giving up
        visibility. The garments are apparel only: you are responsible for knowing and following the
        firearm laws of your state and your employer's policies.
      </p>
    ),
  },
  {
    question: 'How should I wash hi-vis clothing?',
    answer: (
      <p>
        Machine wash cold, inside out, with a mild detergent and no bleach or fabric softener, then
        tumble dry low or hang dry. Harsh detergents, heat and softeners dull fluorescent colors and
        wear out reflective tape. Replace a garment once its colors fade or its tape cracks or
        peels, as it may no longer meet its ANSI class.
      </p>
    ),
  },
  {
    question: 'How can I reach customer support?',
    answer: (
      <p>
        Our team in {workwear.headquarters} answers {storePolicies.supportHours}. Send us a message
        through the <RouterLink href="/contact">contact form</RouterLink> or e-mail{' '}
        <a href={`mailto:${workwear.email}`}>{workwear.email}</a>, and we will get back to you
        within one business day.
      </p>
    ),
  },
];
