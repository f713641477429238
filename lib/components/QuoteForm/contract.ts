import { emailField, type FormContract, messageField, nameField } from '../Form/contract.ts';
import { budgetOptions } from './budget.ts';

/** The services that include product fulfillment: they open the Fulfillment Details. */
export const FULFILLMENT_SERVICES = ['fulfillment', 'both'] as const;

const withFulfillment = { field: 'service', values: FULFILLMENT_SERVICES } as const;

/** The quote request's fields, in the order the form shows them. */
export const quoteFormContract = {
  name: nameField,
  email: emailField,
  company: { label: 'Company', kind: 'text', required: true, maxLength: 200 },
  phone: { label: 'Phone', kind: 'tel', required: true, maxLength: 40 },
  service: {
    label: 'Service',
    kind: 'select',
    required: true,
    maxLength: 40,
    options: [
      { value: 'web-development', label: 'Web Development' },
      { value: 'fulfillment', label: 'Product Fulfillment' },
      { value: 'both', label: 'Both (Full Service)' },
    ],
  },
  platform: {
    label: 'Current platform',
    kind: 'select',
    required: true,
    maxLength: 40,
    options: [
      { value: 'none', label: 'None / New Store' },
      { value: 'shopify', label: 'Shopify' },
      { value: 'woocommerce', label: 'WooCommerce' },
      { value: 'squarespace', label: 'Squarespace' },
      { value: 'wix', label: 'Wix' },
      { value: 'bigcommerce', label: 'BigCommerce' },
      { value: 'custom', label: 'Custom Build' },
      { value: 'other', label: 'Other' },
    ],
  },
  website: { label: 'Website', kind: 'url', maxLength: 2048 },
  'project-details': {
    label: 'Project details',
    kind: 'multiline',
    required: true,
    maxLength: 5000,
  },
  'sku-count': {
    label: 'Number of products (SKUs)',
    kind: 'count',
    maxLength: 9,
    onlyWhen: withFulfillment,
  },
  'order-volume': {
    label: 'Monthly order volume',
    kind: 'select',
    maxLength: 40,
    onlyWhen: withFulfillment,
    options: [
      { value: '0-50', label: '0-50' },
      { value: '51-200', label: '51-200' },
      { value: '201-1000', label: '201-1000' },
      { value: '1000+', label: '1,000+' },
    ],
  },
  storage: {
    label: 'Do you need warehouse storage?',
    kind: 'select',
    maxLength: 40,
    onlyWhen: withFulfillment,
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
      { value: 'unsure', label: 'Not sure' },
    ],
  },
  timeline: {
    label: 'Timeline',
    kind: 'select',
    maxLength: 40,
    options: [
      { value: 'now', label: 'Ready now' },
      { value: '1-2 weeks', label: '1–2 weeks' },
      { value: '1-2 months', label: '1–2 months' },
      { value: 'flexible', label: 'Flexible' },
    ],
  },
  budget: {
    label: 'Budget',
    kind: 'select',
    maxLength: 40,
    options: budgetOptions,
  },
  message: messageField,
  referral: { label: 'How did you hear about us?', kind: 'text', maxLength: 200 },
} as const satisfies FormContract;
