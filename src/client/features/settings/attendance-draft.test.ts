import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ATTENDANCE_SETTINGS,
  NO_SHOW_AFTER_LATE,
} from '../../../shared/attendance-settings';
import { attendanceDraftOf, changedAttendance, parseAttendanceDraft } from './attendance-draft';

describe('the Attendance settings form (issue #33)', () => {
  it('shows the settings and reads them back unchanged', () => {
    const draft = attendanceDraftOf(DEFAULT_ATTENDANCE_SETTINGS);
    expect(draft).toEqual({
      lateAfterMinutes: '10',
      noShowAfterMinutes: '30',
      autoOfferNoShows: false,
      positionRetentionDays: '90',
      reliefArrivalMinutes: '60',
      confirmHoursBefore: '12',
    });
    expect(parseAttendanceDraft(draft)).toEqual({ settings: DEFAULT_ATTENDANCE_SETTINGS });
  });

  it("names each field's problem with the server's words, the no-show time after the late one", () => {
    const draft = attendanceDraftOf(DEFAULT_ATTENDANCE_SETTINGS);
    expect(parseAttendanceDraft({ ...draft, lateAfterMinutes: '' }).errors).toEqual({
      lateAfterMinutes: 'Late after must be a whole number of minutes from 1 to 120',
    });
    expect(parseAttendanceDraft({ ...draft, noShowAfterMinutes: '10' }).errors).toEqual({
      noShowAfterMinutes: NO_SHOW_AFTER_LATE,
    });
    expect(parseAttendanceDraft({ ...draft, positionRetentionDays: '1.5' }).errors).toEqual({
      positionRetentionDays: 'Keep positions for must be a whole number of days from 1 to 3650',
    });
    expect(parseAttendanceDraft({ ...draft, reliefArrivalMinutes: '300' }).errors).toEqual({
      reliefArrivalMinutes:
        'Relief expected within must be a whole number of minutes from 5 to 240',
    });
    expect(parseAttendanceDraft({ ...draft, confirmHoursBefore: '49' }).errors).toEqual({
      confirmHoursBefore: 'Remind to confirm must be a whole number of hours from 1 to 48',
    });
  });

  it('sends only what changed', () => {
    expect(
      changedAttendance(DEFAULT_ATTENDANCE_SETTINGS, {
        ...DEFAULT_ATTENDANCE_SETTINGS,
        autoOfferNoShows: true,
        lateAfterMinutes: 5,
      }),
    ).toEqual({ autoOfferNoShows: true, lateAfterMinutes: 5 });
  });
});
