import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  label: string;
  /** Server column name to order by; absent = not sortable. */
  sort?: string;
  render: (row: T) => ReactNode;
  /**
   * Which columns fold first when the pane is too narrow: 1 never folds, 2 (the default) folds after
   * 3. Among equals the rightmost folds first. The first column and the actions never fold.
   */
  priority?: 1 | 2 | 3;
}

/** The key of the row-actions column: sticky at the right edge, never folded. */
export const ACTIONS_KEY = 'actions';

/** Keys of the columns in the order they fold (first folds first). */
export function foldOrder<T>(columns: readonly Column<T>[]): string[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(({ column, index }) => index > 0 && column.key !== ACTIONS_KEY && column.priority !== 1)
    .sort((a, b) => (b.column.priority ?? 2) - (a.column.priority ?? 2) || b.index - a.index)
    .map(({ column }) => column.key);
}

/**
 * How many more columns to fold so a table `overflow` px too wide fits: the next columns in fold
 * order until their widths cover it (at least one). One fold per render used to mean one render
 * and one forced layout of every row per folded column.
 */
export function foldsFor(overflow: number, nextWidths: readonly number[]): number {
  let freed = 0;
  for (let n = 1; n <= nextWidths.length; n++) {
    freed += nextWidths[n - 1]!;
    if (freed >= overflow) return n;
  }
  return Math.max(1, nextWidths.length);
}
