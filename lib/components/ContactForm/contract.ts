import {
  type ContractField,
  emailField as email,
  type FormContract,
  messageField as message,
  nameField as name,
} from '../Form/contract.ts';

const phoneNumber = { label: 'Phone number', kind: 'tel', maxLength: 40 } as const;

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

/** The contact form with the service choice (`variant="with-service"`). */
export const serviceContactFormContract = {
  name,
  email,
  phone_number: phoneNumber,
  service: contactServiceField,
  message,
} as const satisfies FormContract;
