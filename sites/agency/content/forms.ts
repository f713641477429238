export const quoteMeta = {
  title: 'Get A Quote for Your Online Store or Fulfillment',
  description:
    'Request a free, fixed-price quote from Z-Comm for Shopify, WooCommerce or custom store development, print-on-demand, warehousing and shipping. We reply within one business day.',
  keywords: ['ecommerce quote', 'Shopify development quote', 'fulfillment pricing', 'Z-Comm quote'],
};

export const quoteIntro = {
  subheading:
    'Tell us about your business and what you need. The more we know, the more precise your quote will be.',
  nextHeading: 'What happens next',
  nextSteps: [
    'We review your request and reply within one business day.',
    'We schedule a short call to understand your products, customers and goals.',
    'You receive a written, fixed-price quote in U.S. dollars with a timeline.',
    'Work begins only once you approve the quote.',
  ],
  /** The thank-you view's next step. */
  next: 'Next: we review your request and reply within one business day to schedule a short call.',
};

export const contactMeta = {
  title: 'Contact Us About E-Commerce Development & Fulfillment',
  description:
    'Contact Z-Comm about building or redesigning your online store, print-on-demand, warehousing and order fulfillment. Call, e-mail or send a message and we will reply within one business day.',
  keywords: [
    'contact Z-Comm',
    'ecommerce development agency contact',
    'fulfillment services contact',
    'Shopify developer Connecticut',
  ],
};

export const contactIntro = {
  heading: 'Talk to our team',
  text: 'Questions about a project, an order or which service fits your store? We reply to every message within one business day.',
  /** The thank-you view's next step. */
  next: 'Next: we reply by e-mail or phone within one business day.',
};

/** The alert both agency forms show when a submission fails (the spec's error catalogue). */
export const formErrorMessage =
  'There was an error submitting your quote request. Please try again later.';
