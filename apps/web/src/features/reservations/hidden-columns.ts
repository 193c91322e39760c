export interface Span {
  left: number;
  right: number;
}

/**
 * How many columns are not fully in view in a sideways-scrolling table: `view` is the part of the
 * scroll box not covered by the sticky first column, `columns` the other header cells.
 */
export function columnsOutOfView(view: Span, columns: readonly Span[]): number {
  // A pixel of slack: sub-pixel layout must not count a column that shows whole.
  return columns.filter((column) => column.left < view.left - 1 || column.right > view.right + 1)
    .length;
}

/** The cue under a table that scrolls sideways; "" when every column shows. */
export function hiddenColumnsText(count: number): string {
  if (count <= 0) return '';
  return `${count} more ${count === 1 ? 'column' : 'columns'}: scroll sideways to see ${count === 1 ? 'it' : 'them'}`;
}
