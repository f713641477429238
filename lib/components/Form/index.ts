export type {
  ContractField,
  ContractFieldKind,
  ContractOption,
  FormContract,
} from './contract';
export { fieldProps, HONEYPOT_FIELD, IDEMPOTENCY_FIELD, optionValues } from './contract';
export type {
  FormGridProps,
  FormSectionProps,
  SelectFieldProps,
  SelectOption,
  TextAreaFieldProps,
  TextFieldProps,
} from './Field';
export { FormGrid, FormSection, SelectField, TextAreaField, TextField } from './Field';
export type { FormShellProps, FormSubmissionProps } from './FormShell';
export {
  DEFAULT_FORM_ERROR_MESSAGE,
  FormAlert,
  FormShell,
  FormThankYou,
  Honeypot,
  IdempotencyKey,
  SubmitButton,
} from './FormShell';
export type { RefusedPost } from './refused-post';
export { isRefusedPost, RefusedPostProvider, useRefusedField } from './refused-post';
export type { FieldProblem } from './rules';
export {
  fieldProblemMessage,
  isEmailAddress,
  isWebAddress,
  isWholeNumber,
  webAddressOf,
} from './rules';
export type {
  FormFallback,
  FormState,
  FormSubmission,
  FormSubmissionOptions,
} from './useFormSubmission';
export { createIdempotencyKey, useFormSubmission } from './useFormSubmission';
