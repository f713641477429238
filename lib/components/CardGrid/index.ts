export type { Card, CardGridProps } from './CardGrid';
export { CardGrid } from './CardGrid';
