/** A cell of the board's grid: `col` 0 is the row's header (the post or guard), 1–7 the days. */
export interface GridPosition {
  row: number;
  col: number;
}

export const GRID_COLUMNS = 8;
/** Rows PageUp and PageDown move by. */
export const PAGE_ROWS = 10;

/**
 * Where a key moves the focus in a grid of `rows` rows (the WAI-ARIA grid pattern's keys):
 * arrows by one cell, Home and End to the row's ends (with Ctrl, the grid's), PageUp and PageDown
 * by PAGE_ROWS rows. Null for a key that does not move, or a grid without rows.
 */
export function moveInGrid(
  at: GridPosition,
  key: string,
  rows: number,
  ctrl = false,
): GridPosition | null {
  if (rows === 0) return null;
  const last = rows - 1;
  const clampRow = (row: number) => Math.min(Math.max(row, 0), last);
  const clampCol = (col: number) => Math.min(Math.max(col, 0), GRID_COLUMNS - 1);
  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(at.row - 1), col: at.col };
    case 'ArrowDown':
      return { row: clampRow(at.row + 1), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: clampCol(at.col - 1) };
    case 'ArrowRight':
      return { row: at.row, col: clampCol(at.col + 1) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: last, col: GRID_COLUMNS - 1 } : { row: at.row, col: GRID_COLUMNS - 1 };
    case 'PageUp':
      return { row: clampRow(at.row - PAGE_ROWS), col: at.col };
    case 'PageDown':
      return { row: clampRow(at.row + PAGE_ROWS), col: at.col };
    default:
      return null;
  }
}
