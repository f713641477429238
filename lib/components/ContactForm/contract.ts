import type { ContractField, FormContract } from '../Form/contract';

const name = { label: 'Name', kind: 'text', required: true, maxLength: 200 } as const;
const email = { label: 'Email', kind: 'email', required: true, maxLength: 254 } as const;
const phoneNumber = { label: 'Phone number', kind: 'tel', maxLength: 40 } as const;
const message = { label: 'Message', kind: 'multiline', required: true, maxLength: 5000 } as const;

/** The contact form's fields: name, email, phone number, message. */
export const contactFormContract = {
  name,
  email,
  phone_number: phoneNumber,
  message,
} as const satisfies FormContract;

/** The service a visitor asks about on the contact form that offers a choice. */
export const contactServiceField = {
  label: 'Service',
  kind: 'select',
  required: true,
  maxLength: 40,
  options: [
    { value: 'web-development', label: 'Web Development' },
    { value: 'e-commerce', label: 'E-Commerce' },
    { value: 'product-fulfillment', label: 'Product Fulfillment' },
  ],
} as const satisfies ContractField;

/** The contact form with the service choice (`variant="agency"`). */
export const serviceContactFormContract = {
  name,
  email,
  phone_number: phoneNumber,
  service: contactServiceField,
  message,
} as const satisfies FormContract;
