/**
 * The quote request's budget ranges: a leaf module, so a page that shows them (the agency's price
 * guide) takes these few bytes and none of the form.
 */
export const budgetOptions = [
  { value: '<2000', label: 'Under $2,000' },
  { value: '2000-5000', label: '$2,000–$5,000' },
  { value: '5000-10000', label: '$5,000–$10,000' },
  { value: '10000+', label: '$10,000+' },
] as const;
