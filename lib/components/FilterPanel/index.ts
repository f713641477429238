export type { FilterChoice, FilterGroup, FilterPanelProps, PriceRange } from './FilterPanel';
export { FilterPanel } from './FilterPanel';
