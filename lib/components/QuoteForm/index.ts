export type { FormFallback, FormState, FormSubmissionProps } from '../Form';
export { FULFILLMENT_SERVICES, quoteFormContract } from './contract';
export type { QuoteFormProps } from './QuoteForm';
export { QuoteForm } from './QuoteForm';
