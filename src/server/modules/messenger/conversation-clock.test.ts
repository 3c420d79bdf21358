import { describe, expect, it } from 'vitest';
import { nextStamp } from './conversation-clock.js';

const at = (iso: string) => Date.parse(iso);

describe('nextStamp', () => {
  it('is now when the conversation handed out nothing later', () => {
    const clock = { updatedAt: '2031-01-01T00:00:00.000Z', stampedAt: null };
    expect(nextStamp(clock, at('2031-01-01T00:00:05.000Z'))).toBe('2031-01-01T00:00:05.000Z');
  });

  it('is 1 ms after the latest instant when now is not later (same millisecond, clock stepped back)', () => {
    const clock = { updatedAt: '2031-01-01T00:00:00.000Z', stampedAt: '2031-01-01T00:00:00.007Z' };
    expect(nextStamp(clock, at('2031-01-01T00:00:00.007Z'))).toBe('2031-01-01T00:00:00.008Z');
    expect(nextStamp(clock, at('2030-12-31T23:59:59.000Z'))).toBe('2031-01-01T00:00:00.008Z');
  });

  it('follows the newest message when no stamp was stored (rows from before migration 0003)', () => {
    const clock = { updatedAt: '2031-01-01T00:00:00.500Z', stampedAt: null };
    expect(nextStamp(clock, at('2031-01-01T00:00:00.100Z'))).toBe('2031-01-01T00:00:00.501Z');
  });
});
