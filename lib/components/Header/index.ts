export type { HeaderProps, HeaderSearchContext } from './Header';
export { Header } from './Header';
