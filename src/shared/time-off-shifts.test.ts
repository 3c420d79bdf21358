import { describe, expect, it } from 'vitest';
import { localIsoDate } from './calendar.js';
import {
  ApproveTimeOffSchema,
  bookedShiftsHeading,
  bookedShiftsOf,
  bookedShiftsText,
  RecordTimeOffSchema,
  shiftsTrailText,
  timeOffShiftsNotice,
  timeOffShiftsQuestion,
  type BookedShift,
  type GuardShift,
} from './time-off-shifts.js';

const ZONE = 'America/New_York';
/** Noon of Nov 27, 2026 in New York (UTC−5). */
const NOON_27 = new Date('2026-11-27T17:00:00.000Z');
const TODAY = '2026-11-27';

let ids = 0;
const shift = (
  date: string,
  startTime: string | null,
  endTime: string | null,
  locationName = 'Bayview Plaza',
): GuardShift => ({ requestId: `r${String((ids += 1))}`, date, startTime, endTime, locationName });
const booked = (one: GuardShift, started = false): BookedShift => ({ ...one, started });
const NOV_28_30 = { from: '2026-11-28', to: '2026-11-30' };

describe('bookedShiftsOf (issue #39)', () => {
  it('takes the shifts worked on a date off, an overnight one from the night before included', () => {
    const nightBefore = shift('2026-11-27', '22:00', '06:00');
    const dayBefore = shift('2026-11-27', '08:00', '16:00');
    const toMidnight = shift('2026-11-27', '16:00', '00:00');
    const first = shift('2026-11-28', '18:00', '02:00');
    const allDay = shift('2026-11-29', null, null);
    const lastNight = shift('2026-11-30', '22:00', '06:00');
    const after = shift('2026-12-01', '08:00', '16:00');
    const all = [after, lastNight, allDay, first, toMidnight, dayBefore, nightBefore];
    expect(bookedShiftsOf(NOV_28_30, all, NOON_27, ZONE)).toEqual(
      [nightBefore, first, allDay, lastNight].map((one) => booked(one)),
    );
  });

  it('leaves out what has ended and marks what has started', () => {
    const ended = shift('2026-11-27', '06:00', '11:00');
    const on = shift('2026-11-27', '08:00', '16:00');
    const later = shift('2026-11-27', '18:00', '02:00');
    const today = { from: TODAY, to: TODAY };
    expect(bookedShiftsOf(today, [ended, on, later], NOON_27, ZONE)).toEqual([
      booked(on, true),
      booked(later),
    ]);
    // An overnight shift of yesterday still on this morning.
    const lastNight = shift('2026-11-26', '22:00', '13:00');
    expect(bookedShiftsOf(today, [lastNight], NOON_27, ZONE)).toEqual([booked(lastNight, true)]);
  });
});

describe('the words of time off over booked shifts (issue #39)', () => {
  const first = booked(shift('2026-11-28', '18:00', '02:00'));
  const second = booked(shift('2026-11-29', '06:00', '14:00', 'North Gate'));
  const started = booked(shift('2026-11-27', '08:00', '16:00', 'Main Gate'), true);

  it('lists the shifts a request overlaps', () => {
    expect(bookedShiftsHeading([first])).toBe('Overlaps 1 booked shift');
    expect(bookedShiftsText([first, second], TODAY)).toBe(
      'Overlaps 2 booked shifts: Bayview Plaza \u00b7 Sat, Nov 28 \u00b7 18:00\u201302:00, ' +
        'North Gate \u00b7 Sun, Nov 29 \u00b7 06:00\u201314:00',
    );
  });

  it('asks naming each shift, those that will open and those that have started apart', () => {
    expect(timeOffShiftsQuestion('Kim Soto', [first], TODAY)).toBe(
      'Kim Soto is booked on 1 shift in this time off. Confirm to open it as call-outs ' +
        '(Time off): Bayview Plaza \u00b7 Sat, Nov 28 \u00b7 18:00\u201302:00.',
    );
    expect(timeOffShiftsQuestion('Kim Soto', [started, first, second], TODAY)).toBe(
      'Kim Soto is booked on 3 shifts in this time off. Confirm to open them as call-outs ' +
        '(Time off): Bayview Plaza \u00b7 Sat, Nov 28 \u00b7 18:00\u201302:00; North Gate \u00b7 ' +
        'Sun, Nov 29 \u00b7 06:00\u201314:00. Started, to handle from the board: Main Gate \u00b7 ' +
        'Fri, Nov 27 \u00b7 08:00\u201316:00.',
    );
    expect(timeOffShiftsQuestion('Kim Soto', [started], TODAY)).toBe(
      'Kim Soto is booked on 1 shift in this time off. Started, to handle from the board: ' +
        'Main Gate \u00b7 Fri, Nov 27 \u00b7 08:00\u201316:00.',
    );
  });

  it("tells the guard which shifts are no longer theirs, in the issue's words", () => {
    expect(timeOffShiftsNotice(NOV_28_30, [first], TODAY)).toBe(
      'Your time off Nov 28\u2013Nov 30 is approved: your shift at Bayview Plaza on Sat, Nov 28 ' +
        '18:00\u201302:00 is no longer yours.',
    );
    const third = booked(shift('2026-11-30', null, null, 'Mall'));
    expect(timeOffShiftsNotice(NOV_28_30, [first, second, third], TODAY)).toBe(
      'Your time off Nov 28\u2013Nov 30 is approved: your shifts at Bayview Plaza on Sat, Nov 28 ' +
        '18:00\u201302:00, North Gate on Sun, Nov 29 06:00\u201314:00 and Mall on Mon, Nov 30 ' +
        'no times set are no longer yours.',
    );
  });

  it('writes the trail line, or nothing without shifts', () => {
    expect(shiftsTrailText([], TODAY)).toBeNull();
    expect(shiftsTrailText([first, second], TODAY)).toBe(
      'Bayview Plaza \u00b7 Sat, Nov 28 \u00b7 18:00\u201302:00; North Gate \u00b7 Sun, Nov 29 \u00b7 ' +
        '06:00\u201314:00',
    );
  });
});

describe('the bodies that confirm (issue #39)', () => {
  it('takes an approval with no body, or with the confirmation', () => {
    expect(ApproveTimeOffSchema.parse(null)).toBeNull();
    expect(ApproveTimeOffSchema.parse(undefined)).toBeUndefined();
    expect(ApproveTimeOffSchema.parse({ confirmWarnings: true })).toEqual({
      confirmWarnings: true,
    });
    expect(ApproveTimeOffSchema.safeParse({ confirmWarnings: 'yes' }).success).toBe(false);
  });

  it('checks recorded time off as before, with the confirmation beside it', () => {
    const today = localIsoDate(new Date());
    expect(RecordTimeOffSchema.parse({ from: today, to: today, confirmWarnings: true })).toEqual({
      from: today,
      to: today,
      reason: null,
      confirmWarnings: true,
    });
    const backwards = RecordTimeOffSchema.safeParse({ from: '2090-01-02', to: '2090-01-01' });
    expect(backwards.error?.issues[0]?.message).toBe('The last day must be on or after the first');
  });
});
