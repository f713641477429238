export type { IconName, IconProps } from './Icon';
export { Icon, iconNames } from './Icon';
