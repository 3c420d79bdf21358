import { describe, expect, it } from 'vitest';
import { CONFIRM_NO_START, CONFIRM_STARTED, confirmRefusal } from './shift-confirmations.js';

describe('confirmRefusal (issue #39)', () => {
  const start = Date.parse('2026-12-02T06:00:00.000Z');

  it('lets a timed shift be confirmed until its start, not at it', () => {
    expect(confirmRefusal(start, new Date(start - 48 * 3_600_000))).toBeNull();
    expect(confirmRefusal(start, new Date(start - 1))).toBeNull();
    expect(confirmRefusal(start, new Date(start))).toBe(CONFIRM_STARTED);
    expect(confirmRefusal(start, new Date(start + 60_000))).toBe(CONFIRM_STARTED);
  });

  it('has nothing to confirm on a shift without a start time', () => {
    expect(confirmRefusal(null, new Date(start - 60_000))).toBe(CONFIRM_NO_START);
  });
});
