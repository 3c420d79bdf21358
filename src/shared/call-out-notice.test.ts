import { describe, expect, it } from 'vitest';
import { minutesText, shortNoticeMinutes, shortNoticeWarning } from './call-out-notice.js';

const now = new Date('2026-11-26T10:00:00.000Z');
const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('call-out notice', () => {
  it('is short one minute inside the notice period and not at its edge', () => {
    expect(shortNoticeMinutes(inMinutes(4 * 60 - 1), now, 4)).toBe(239);
    expect(shortNoticeMinutes(inMinutes(4 * 60), now, 4)).toBeNull();
  });

  it('counts a shift already under way as starting now', () => {
    expect(shortNoticeMinutes(inMinutes(-30), now, 4)).toBe(0);
  });

  it('never warns without a start time or without a notice period', () => {
    expect(shortNoticeMinutes(null, now, 4)).toBeNull();
    expect(shortNoticeMinutes(inMinutes(5), now, 0)).toBeNull();
  });

  it('reads hours and minutes as a guard would say them', () => {
    expect(minutesText(45)).toBe('45 min');
    expect(minutesText(180)).toBe('3 h');
    expect(minutesText(200)).toBe('3 h 20 min');
  });

  it("names the time left, the company's period and the office's number", () => {
    expect(shortNoticeWarning(200, 4, '+1 555 010 0100')).toBe(
      "This shift starts in 3 h 20 min, less than the 4 hours' notice the office asks for: " +
        'please also call the office at +1 555 010 0100 so they can find cover in time.',
    );
    // No number set (issue #39): never 'call the office' without one to call.
    expect(shortNoticeWarning(0, 1, null)).toBe(
      "This shift is starting now, less than the 1 hour's notice the office asks for: " +
        'please also message the office in Messenger so they can find cover in time.',
    );
  });
});
