import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, retryDelayMs } from './outbox-retry.js';

describe('the outbox’s back-off', () => {
  it('doubles from 5 s, ±25 %, then gives up after the 8th try', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map((attempt) => retryDelayMs(DEFAULT_RETRY, attempt, 0.5));
    expect(waits).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000]);
    expect(retryDelayMs(DEFAULT_RETRY, 8, 0.5)).toBeNull();
    expect(retryDelayMs(DEFAULT_RETRY, 9, 0.5)).toBeNull();
  });

  it('spreads messages that failed together over ±25 % of the wait', () => {
    expect(retryDelayMs(DEFAULT_RETRY, 1, 0)).toBe(3_750);
    expect(retryDelayMs(DEFAULT_RETRY, 1, 0.999_999)).toBe(6_250);
    expect(retryDelayMs(DEFAULT_RETRY, 3, 0)).toBe(15_000);
  });

  it('stops doubling at the longest wait, still spread ±25 %', () => {
    const policy = { attempts: 30, firstDelayMs: 5_000, maxDelayMs: 60_000 };
    expect(retryDelayMs(policy, 20, 0.5)).toBe(60_000);
    expect(retryDelayMs(policy, 20, 0)).toBe(45_000);
    expect(retryDelayMs(policy, 20, 0.999_999)).toBe(75_000);
  });
});
