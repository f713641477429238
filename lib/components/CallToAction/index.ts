export type { CallToActionProps } from './CallToAction';
export { CallToAction } from './CallToAction';
