export type { CartButtonProps } from './CartButton';
export { CartButton } from './CartButton';
