export type { ContainerProps, SectionProps } from './Layout';
export { Container, Section } from './Layout';
