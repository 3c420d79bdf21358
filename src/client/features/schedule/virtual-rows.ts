/**
 * Rows of known heights, drawn only where the viewport is (300 posts would otherwise be 2,400
 * cells and thousands of chips). A row's height follows from its busiest cell, so the layout is
 * known before anything is drawn: no measuring, no jumps while scrolling.
 */

/** Where each row starts, and (last) the height of them all. */
export function rowOffsets(heights: readonly number[]): number[] {
  const offsets = [0];
  let total = 0;
  for (const height of heights) {
    total += height;
    offsets.push(total);
  }
  return offsets;
}

/** The first row whose bottom is below `y` (binary search over the offsets). */
function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((offsets[middle + 1] ?? 0) <= y) low = middle + 1;
    else high = middle;
  }
  return Math.max(low, 0);
}

/**
 * The rows to draw for a viewport from `top`, `height` pixels tall, with `overscan` rows beyond
 * it on each side: [start, end) row indexes.
 */
export function visibleRows(
  offsets: readonly number[],
  top: number,
  height: number,
  overscan: number,
): [number, number] {
  const count = offsets.length - 1;
  if (count <= 0) return [0, 0];
  const first = rowAt(offsets, Math.max(top, 0));
  const last = rowAt(offsets, top + height);
  return [Math.max(first - overscan, 0), Math.min(last + overscan + 1, count)];
}
