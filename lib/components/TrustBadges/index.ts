export type { TrustBadge, TrustBadgesProps } from './TrustBadges';
export { TrustBadges } from './TrustBadges';
