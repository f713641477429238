export type {
  FooterContact,
  FooterGroup,
  FooterProps,
  FooterSocialLink,
  FooterSocialNetwork,
} from './Footer';
export { Footer } from './Footer';
