import { describe, expect, it } from 'vitest';
import { moveInGrid, PAGE_ROWS } from './grid-navigation';
import { rowOffsets, visibleRows } from './virtual-rows';

describe("the board's keyboard", () => {
  it('moves by arrows and stops at the edges', () => {
    expect(moveInGrid({ row: 2, col: 3 }, 'ArrowDown', 5)).toEqual({ row: 3, col: 3 });
    expect(moveInGrid({ row: 4, col: 3 }, 'ArrowDown', 5)).toEqual({ row: 4, col: 3 });
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowUp', 5)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowLeft', 5)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 0, col: 7 }, 'ArrowRight', 5)).toEqual({ row: 0, col: 7 });
    expect(moveInGrid({ row: 1, col: 1 }, 'ArrowRight', 5)).toEqual({ row: 1, col: 2 });
  });

  it('jumps with Home, End, Ctrl and the page keys', () => {
    expect(moveInGrid({ row: 3, col: 4 }, 'Home', 50)).toEqual({ row: 3, col: 0 });
    expect(moveInGrid({ row: 3, col: 4 }, 'End', 50)).toEqual({ row: 3, col: 7 });
    expect(moveInGrid({ row: 3, col: 4 }, 'Home', 50, true)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 3, col: 4 }, 'End', 50, true)).toEqual({ row: 49, col: 7 });
    expect(moveInGrid({ row: 3, col: 4 }, 'PageDown', 50)).toEqual({ row: 3 + PAGE_ROWS, col: 4 });
    expect(moveInGrid({ row: 3, col: 4 }, 'PageUp', 50)).toEqual({ row: 0, col: 4 });
  });

  it('ignores other keys and empty grids', () => {
    expect(moveInGrid({ row: 0, col: 0 }, 'a', 5)).toBeNull();
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowDown', 0)).toBeNull();
  });
});

describe('virtual rows', () => {
  const offsets = rowOffsets([50, 100, 50, 50, 200, 50]);

  it('stacks rows by their heights', () => {
    expect(offsets).toEqual([0, 50, 150, 200, 250, 450, 500]);
  });

  it('draws the rows in the viewport and a few beyond', () => {
    expect(visibleRows(offsets, 0, 100, 0)).toEqual([0, 2]);
    expect(visibleRows(offsets, 160, 100, 0)).toEqual([2, 5]);
    expect(visibleRows(offsets, 160, 100, 1)).toEqual([1, 6]);
    expect(visibleRows(offsets, 480, 400, 2)).toEqual([3, 6]);
    expect(visibleRows([0], 0, 100, 2)).toEqual([0, 0]);
  });

  it('keeps 300 rows cheap: only about a screenful drawn', () => {
    const many = rowOffsets(Array.from({ length: 300 }, () => 100));
    const [start, end] = visibleRows(many, 15_000, 700, 3);
    expect(end - start).toBeLessThanOrEqual(14);
    expect(start).toBe(147);
  });
});
