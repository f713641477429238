export type {
  ContractField,
  ContractFieldKind,
  ContractOption,
  FormContract,
  FormFallback,
  FormState,
  FormSubmissionProps,
} from '../Form';
export { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, optionValues } from '../Form';
export type { ContactFormProps, ContactFormVariant } from './ContactForm';
export { ContactForm } from './ContactForm';
export { contactFormContract, contactServiceField, serviceContactFormContract } from './contract';
