export type { BannerProps } from './Banner';
export { Banner } from './Banner';
