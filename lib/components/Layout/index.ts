export type {
  ContainerElement,
  ContainerProps,
  SectionProps,
  SkipLinkProps,
  VisuallyHiddenProps,
} from './Layout';
export { Container, Section, SkipLink, VisuallyHidden } from './Layout';
