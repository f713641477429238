export type { SizeRunGridProps } from './SizeRunGrid';
export { SizeRunGrid } from './SizeRunGrid';
export type {
  GridPosition,
  SizeRunCell,
  SizeRunLine,
  SizeRunQuantities,
  SizeRunTotals,
} from './size-run';
export {
  cellLimit,
  MAX_CELL_QUANTITY,
  moveInGrid,
  sizeRunLines,
  sizeRunTotals,
} from './size-run';
