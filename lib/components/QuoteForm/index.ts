export type { FormFallback, FormState, FormSubmissionProps } from '../Form';
export type { QuoteFormProps } from './QuoteForm';
export { QuoteForm } from './QuoteForm';
