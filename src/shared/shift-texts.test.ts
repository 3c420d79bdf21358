import { describe, expect, it } from 'vitest';
import { durationText, offerStatusText, openForText, weekFillText } from './shift-texts.js';

describe('shift texts: how the board puts shifts into words', () => {
  it('writes a duration in the largest units that matter', () => {
    expect(durationText(0)).toBe('0 min');
    expect(durationText(45.9)).toBe('45 min');
    expect(durationText(60)).toBe('1 h');
    expect(durationText(125)).toBe('2 h 5 min');
    expect(durationText(24 * 60)).toBe('1 d');
    expect(durationText(3 * 24 * 60 + 4 * 60 + 59)).toBe('3 d 4 h');
    expect(durationText(-5)).toBe('0 min');
  });

  it('says how long a request has been open, when it is known', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(openForText(null, now)).toBeNull();
    expect(openForText('2026-11-25T09:59:30Z', now)).toBe('Open for under a minute');
    expect(openForText('2026-11-25T07:55:00Z', now)).toBe('Open 2 h 5 min');
    expect(openForText('not a date', now)).toBe('Open for under a minute');
  });

  it('says where offering stands', () => {
    const tally = (offered: number, pending: number, declined: number) => ({
      offered,
      pending,
      declined,
    });
    expect(offerStatusText(tally(0, 0, 0), null)).toBe('Not offered');
    expect(offerStatusText(tally(5, 3, 2), null)).toBe('Offered to 5, 2 declined');
    expect(offerStatusText(tally(3, 3, 0), null)).toBe('Offered to 3');
    expect(offerStatusText(tally(2, 0, 2), null)).toBe('Offered to 2, 2 declined, nobody waiting');
    // One declined, one withdrawn by the office.
    expect(offerStatusText(tally(2, 0, 1), null)).toBe('Offered to 2, 1 declined, nobody waiting');
    expect(offerStatusText(tally(4, 0, 1), 'Soto, Kim')).toBe('Taken by Soto, Kim');
  });

  it("gives the week's median time to fill", () => {
    expect(weekFillText(null, 0)).toBe('No shifts filled this week yet');
    expect(weekFillText(12, 8)).toBe('Median time to fill this week: 12 min (8 filled)');
    expect(weekFillText(90.5, 1)).toBe('Median time to fill this week: 1 h 30 min (1 filled)');
  });
});
