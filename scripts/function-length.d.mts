/** The longest a function may be, in lines. */
export const MAX_FUNCTION_LINES: number;
/** Where the rule holds. */
export const CHECKED_FOLDERS: string[];
/** Every function in a source longer than `max` lines. */
export function longFunctions(
  fileName: string,
  source: string,
  max?: number,
): { name: string; line: number; lines: number }[];
