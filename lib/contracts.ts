/**
 * The forms' contracts as plain data, for servers that validate what the forms post: no React,
 * nothing else imported, so Node runs it as is (`server/leads/schemas.ts` builds its
 * schemas from it).
 */
export {
  contactFormContract,
  contactServiceField,
  serviceContactFormContract,
} from './components/ContactForm/contract.ts';
export type {
  ContractField,
  ContractFieldKind,
  ContractOption,
  FormContract,
} from './components/Form/contract.ts';
export { HONEYPOT_FIELD, IDEMPOTENCY_FIELD, optionValues } from './components/Form/contract.ts';
export type { RefusedPost } from './components/Form/refused-post-data.ts';
export { REFUSED_POST_ELEMENT_ID } from './components/Form/refused-post-data.ts';
export type { FieldProblem } from './components/Form/rules.ts';
export {
  fieldProblemMessage,
  isEmailAddress,
  isWebAddress,
  isWholeNumber,
  webAddressOf,
} from './components/Form/rules.ts';
export { budgetOptions } from './components/QuoteForm/budget.ts';
export { FULFILLMENT_SERVICES, quoteFormContract } from './components/QuoteForm/contract.ts';
