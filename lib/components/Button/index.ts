export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button, ButtonLink } from './Button';
