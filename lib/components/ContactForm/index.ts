export type { FormFallback, FormState, FormSubmissionProps } from '../Form';
export type { ContactFormProps, ContactFormVariant } from './ContactForm';
export { ContactForm } from './ContactForm';
