export type { PageMetaProps } from './PageMeta';
export { PageMeta } from './PageMeta';
