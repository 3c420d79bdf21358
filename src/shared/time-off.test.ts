import { describe, expect, it } from 'vitest';
import {
  myTimeOffSince,
  PENDING_TIME_OFF_MAX,
  timeOffAnswerText,
  timeOffBodySchema,
  tooManyPending,
} from './time-off.js';

describe('time off requests (issue #32)', () => {
  const schema = timeOffBodySchema(() => '2026-11-26');
  const problem = (body: object) => {
    const result = schema.safeParse(body);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('takes time off ending today, a single day, and 366 days; refuses one day more', () => {
    expect(problem({ from: '2026-11-20', to: '2026-11-26' })).toBeNull();
    expect(problem({ from: '2026-11-28', to: '2026-11-28', reason: null })).toBeNull();
    expect(problem({ from: '2026-12-01', to: '2027-12-01' })).toBeNull();
    expect(problem({ from: '2026-12-01', to: '2027-12-02' })).toBe(
      'Time off can be at most 366 days',
    );
  });

  it('refuses a last day before the first, and time off that ended yesterday', () => {
    expect(problem({ from: '2026-11-30', to: '2026-11-29' })).toBe(
      'The last day must be on or after the first',
    );
    expect(problem({ from: '2026-11-20', to: '2026-11-25' })).toBe(
      'Time off cannot end in the past',
    );
  });

  it('trims the reason, keeps none as null, and refuses 501 characters', () => {
    const parsed = schema.parse({ from: '2026-11-28', to: '2026-11-28', reason: '  Wedding ' });
    expect(parsed.reason).toBe('Wedding');
    expect(schema.parse({ from: '2026-11-28', to: '2026-11-28', reason: '   ' }).reason).toBeNull();
    expect(problem({ from: '2026-11-28', to: '2026-11-28', reason: 'x'.repeat(500) })).toBeNull();
    expect(problem({ from: '2026-11-28', to: '2026-11-28', reason: 'x'.repeat(501) })).toBe(
      'Reason can be at most 500 characters',
    );
  });

  it("words the guard's notice as the app writes dates", () => {
    const range = { from: '2026-11-28', to: '2026-11-30' };
    expect(timeOffAnswerText(range, 'approved', '2026-11-26')).toBe(
      'Your time off Nov 28\u2013Nov 30 was approved',
    );
    expect(
      timeOffAnswerText({ from: '2027-01-02', to: '2027-01-02' }, 'declined', '2026-11-26'),
    ).toBe('Your time off Jan 2, 2027 was declined');
  });

  it("reaches 90 days back for a guard's own list", () => {
    expect(myTimeOffSince('2026-11-26')).toBe('2026-08-28');
  });

  it('lets a guard have 10 requests waiting, and no more (issue #40)', () => {
    expect(PENDING_TIME_OFF_MAX).toBe(10);
    expect(tooManyPending(0)).toBeNull();
    expect(tooManyPending(9)).toBeNull();
    expect(tooManyPending(10)).toBe(
      'You have 10 time-off requests waiting: wait for an answer or withdraw one',
    );
    expect(tooManyPending(12)).toBe(tooManyPending(10));
  });
});
