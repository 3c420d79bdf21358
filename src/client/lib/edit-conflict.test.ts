import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { formatChangedAt, isStale, staleAnswer } from './edit-conflict';

const Item = z.object({ id: z.string(), version: z.number() });
const body = {
  error: 'This was changed by Dana Smith since you opened it',
  code: 'STALE',
  current: { id: 'a', version: 2 },
  changedBy: 'Dana Smith',
  changedAt: '2026-11-24T15:04:00.000Z',
};

describe('edit conflicts', () => {
  it('says the time alone for a change made today, the day too for an older one', () => {
    const now = new Date(2026, 10, 24, 18, 30);
    expect(formatChangedAt(new Date(2026, 10, 24, 15, 4).toISOString(), now)).toBe('3:04 PM');
    expect(formatChangedAt(new Date(2026, 10, 24, 0, 5).toISOString(), now)).toBe('12:05 AM');
    expect(formatChangedAt(new Date(2026, 10, 23, 23, 59).toISOString(), now)).toBe(
      'Mon, Nov 23, 11:59 PM',
    );
    expect(formatChangedAt(new Date(2025, 2, 3, 9, 15).toISOString(), now)).toBe(
      'Mon, Mar 3, 2025, 9:15 AM',
    );
  });

  it('reads the item from a stale save’s refusal, and nothing from any other failure', () => {
    const stale = new ApiError(body.error, 409, 'STALE', {}, body);
    expect(isStale(stale)).toBe(true);
    expect(staleAnswer(stale, Item)).toEqual(body);

    const conflict = new ApiError(
      'Department code taken',
      409,
      'CONFLICT',
      {},
      { code: 'CONFLICT' },
    );
    expect(isStale(conflict)).toBe(false);
    expect(staleAnswer(conflict, Item)).toBeNull();
    expect(staleAnswer(new Error('network'), Item)).toBeNull();
    // A refusal whose item does not read as the schema says is not shown as a conflict.
    const odd = new ApiError(body.error, 409, 'STALE', {}, { ...body, current: { id: 'a' } });
    expect(staleAnswer(odd, Item)).toBeNull();
  });
});
