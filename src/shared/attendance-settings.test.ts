import { describe, expect, it } from 'vitest';
import {
  AttendanceSettingsPatchSchema,
  AttendanceSettingsSchema,
  DEFAULT_ATTENDANCE_SETTINGS,
  mergeAttendanceSettings,
  NO_SHOW_AFTER_LATE,
} from './attendance-settings.js';

const valid = (change: Record<string, unknown>) =>
  AttendanceSettingsSchema.safeParse({ ...DEFAULT_ATTENDANCE_SETTINGS, ...change });
const messages = (change: Record<string, unknown>) =>
  valid(change).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('AttendanceSettingsSchema', () => {
  it('takes the defaults', () => {
    expect(AttendanceSettingsSchema.parse(DEFAULT_ATTENDANCE_SETTINGS)).toEqual({
      lateAfterMinutes: 10,
      noShowAfterMinutes: 30,
      autoOfferNoShows: false,
      positionRetentionDays: 90,
      reliefArrivalMinutes: 60,
      confirmHoursBefore: 12,
    });
  });

  it('takes late after 1 to 120 minutes', () => {
    expect(valid({ lateAfterMinutes: 1 }).success).toBe(true);
    expect(valid({ lateAfterMinutes: 120, noShowAfterMinutes: 121 }).success).toBe(true);
    expect(messages({ lateAfterMinutes: 0 })).toEqual([
      'lateAfterMinutes: Late after must be a whole number of minutes from 1 to 120',
    ]);
    expect(valid({ lateAfterMinutes: 121, noShowAfterMinutes: 200 }).success).toBe(false);
    expect(valid({ lateAfterMinutes: 10.5 }).success).toBe(false);
  });

  it('takes a no-show time after the late time, up to 240 minutes', () => {
    expect(valid({ lateAfterMinutes: 10, noShowAfterMinutes: 11 }).success).toBe(true);
    expect(valid({ noShowAfterMinutes: 240 }).success).toBe(true);
    expect(messages({ noShowAfterMinutes: 241 })).toEqual([
      'noShowAfterMinutes: No-show after must be a whole number of minutes from 2 to 240',
    ]);
  });

  it('refuses a no-show time at or before the late time, clearly', () => {
    expect(messages({ lateAfterMinutes: 10, noShowAfterMinutes: 10 })).toEqual([
      `noShowAfterMinutes: ${NO_SHOW_AFTER_LATE}`,
    ]);
    expect(messages({ lateAfterMinutes: 30, noShowAfterMinutes: 20 })).toEqual([
      `noShowAfterMinutes: ${NO_SHOW_AFTER_LATE}`,
    ]);
  });

  it('keeps positions 1 to 3,650 days', () => {
    expect(valid({ positionRetentionDays: 1 }).success).toBe(true);
    expect(valid({ positionRetentionDays: 3650 }).success).toBe(true);
    expect(messages({ positionRetentionDays: 0 })).toEqual([
      'positionRetentionDays: Keep positions for must be a whole number of days from 1 to 3650',
    ]);
    expect(valid({ positionRetentionDays: 3651 }).success).toBe(false);
  });

  it('reminds guards to confirm 1 to 48 hours ahead, in whole hours (issue #39)', () => {
    expect(valid({ confirmHoursBefore: 1 }).success).toBe(true);
    expect(valid({ confirmHoursBefore: 48 }).success).toBe(true);
    for (const hours of [0, 49, 2.5]) {
      expect(messages({ confirmHoursBefore: hours })).toEqual([
        'confirmHoursBefore: Remind to confirm must be a whole number of hours from 1 to 48',
      ]);
    }
  });

  it('takes only a true or false for offering no-shows', () => {
    expect(valid({ autoOfferNoShows: true }).success).toBe(true);
    expect(messages({ autoOfferNoShows: 'yes' })).toEqual([
      'autoOfferNoShows: Offer no-shows at once must be on or off',
    ]);
  });
});

describe('mergeAttendanceSettings', () => {
  it('applies a patch and checks the two times together', () => {
    const patch = AttendanceSettingsPatchSchema.parse({ noShowAfterMinutes: 45 });
    expect(mergeAttendanceSettings(DEFAULT_ATTENDANCE_SETTINGS, patch).noShowAfterMinutes).toBe(45);
    // Alone, a late time of 40 is fine; against the current no-show time of 30 it is not.
    const late = AttendanceSettingsPatchSchema.parse({ lateAfterMinutes: 40 });
    expect(() => mergeAttendanceSettings(DEFAULT_ATTENDANCE_SETTINGS, late)).toThrow(
      NO_SHOW_AFTER_LATE,
    );
  });

  it('takes an empty patch', () => {
    expect(AttendanceSettingsPatchSchema.parse({})).toEqual({});
  });
});
