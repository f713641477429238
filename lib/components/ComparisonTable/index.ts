export type { ComparisonRow, ComparisonTableProps } from './ComparisonTable';
export { ComparisonTable } from './ComparisonTable';
