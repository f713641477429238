export * from './components/Accordion';
export * from './components/AnnouncementBanner';
export * from './components/Banner';
export * from './components/CallToAction';
export * from './components/CardGrid';
export * from './components/CartButton';
export * from './components/CollectionGrid';
export * from './components/ComparisonTable';
export * from './components/ContactForm';
export * from './components/Footer';
export type {
  SelectFieldProps,
  SelectOption,
  TextAreaFieldProps,
  TextFieldProps,
} from './components/Form';
export { FormAlert, SelectField, TextAreaField, TextField } from './components/Form';
export * from './components/Header';
export * from './components/Icon';
export * from './components/PageMeta';
export * from './components/PolicyDocument';
export * from './components/QuoteForm';
export * from './components/TrustBadges';
export type { ImageSource, LinkComponent, LinkComponentProps, NavLink } from './types';
