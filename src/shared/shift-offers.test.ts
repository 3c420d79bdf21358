import { describe, expect, it } from 'vitest';
import {
  describeShift,
  hasShiftStarted,
  median,
  minutesBetween,
  offerBlocker,
  OpenShiftsQuerySchema,
  SendOffersSchema,
  shiftStartMs,
} from './shift-offers.js';
import { GuardCallOutSchema as CallOutSchema } from './call-outs.js';

describe('shift offers: the shared rules', () => {
  it('describes a shift in one line', () => {
    expect(
      describeShift(
        {
          locationName: 'North Gate',
          date: '2026-11-26',
          startTime: '05:00',
          endTime: '13:00',
        },
        '2026-11-22',
      ),
    ).toBe('North Gate · Thu, Nov 26 · 05:00–13:00');
    expect(
      describeShift(
        { locationName: 'Dock', date: '2027-01-03', startTime: null, endTime: null },
        '2026-12-30',
      ),
    ).toBe('Dock · Sun, Jan 3, 2027 · no times set');
  });

  it('knows when a shift has started, in local time', () => {
    const shift = { date: '2026-11-26', startTime: '05:00' };
    expect(hasShiftStarted(shift, new Date(2026, 10, 26, 4, 59))).toBe(false);
    expect(hasShiftStarted(shift, new Date(2026, 10, 26, 5, 0))).toBe(true);
    expect(hasShiftStarted({ date: '2026-11-26', startTime: null }, new Date(2030, 0, 1))).toBe(
      false,
    );
    expect(shiftStartMs(shift)).toBe(new Date(2026, 10, 26, 5, 0).getTime());
    expect(shiftStartMs({ date: '2026-11-26', startTime: null })).toBeNull();
  });

  it('says why a guard cannot be offered a shift, the card first', () => {
    const clash = { locationName: 'Lobby', startTime: '04:00', endTime: '12:00' };
    expect(offerBlocker({ cardExpired: true, clash, hasAccount: false })).toBe(
      'Guard card expired by then',
    );
    expect(offerBlocker({ cardExpired: false, clash, hasAccount: true })).toBe(
      'Booked at Lobby, 04:00–12:00',
    );
    expect(offerBlocker({ cardExpired: false, clash: null, hasAccount: false })).toMatch(
      /^Not on CoverDesk yet/,
    );
    expect(offerBlocker({ cardExpired: false, clash: null, hasAccount: true })).toBeNull();
    expect(
      offerBlocker({ cardExpired: true, clash: null, hasAccount: true, calledOut: true }),
    ).toBe('Called out of this shift');
  });

  it('measures time to fill in whole minutes, and its median', () => {
    expect(minutesBetween('2026-11-25T05:02:00.000Z', '2026-11-25T05:06:59.000Z')).toBe(4);
    expect(minutesBetween(null, '2026-11-25T05:06:00.000Z')).toBeNull();
    expect(median([])).toBeNull();
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 10, 6])).toBe(5);
  });

  it('checks what the routes take', () => {
    expect(SendOffersSchema.safeParse({ guardIds: [] }).error?.issues[0]?.message).toBe(
      'Choose at least one guard',
    );
    expect(CallOutSchema.safeParse({ reason: '   ' }).error?.issues[0]?.message).toBe(
      "Please say why you can't make it",
    );
    expect(CallOutSchema.parse({ reason: '  Sick  ' })).toEqual({ reason: 'sick', note: null });
    expect(OpenShiftsQuerySchema.safeParse({ from: '2026-11-30', to: '2026-11-25' }).success).toBe(
      false,
    );
    expect(OpenShiftsQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success).toBe(
      false,
    );
  });
});
