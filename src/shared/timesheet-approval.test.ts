import { describe, expect, it } from 'vitest';
import {
  approvalWarnings,
  asScheduledWarnings,
  warningsText,
  weekApprovalWait,
  type ApprovalShift,
} from './timesheet-approval.js';

const NEW_YORK = 'America/New_York';
/** A shift of 2026-W48 (Mon Nov 23 to Sun Nov 29), checked in and out unless said. */
const shift = (change: Partial<ApprovalShift> = {}): ApprovalShift => ({
  requestId: 'r1',
  date: '2026-11-24',
  startTime: '08:00',
  endTime: '16:00',
  locationName: 'Bayview Plaza',
  checkedInAt: '2026-11-24T13:00:00.000Z',
  checkedOutAt: '2026-11-24T21:00:00.000Z',
  approvedMinutes: null,
  asScheduled: false,
  ...change,
});

describe('approvalWarnings', () => {
  it('names each shift missing a check-in or a check-out, in order', () => {
    const warnings = approvalWarnings([
      shift({ requestId: 'a', checkedInAt: null, checkedOutAt: null }),
      shift({ requestId: 'b', date: '2026-11-25', locationName: 'North Gate', checkedOutAt: null }),
      shift({ requestId: 'c', date: '2026-11-26' }),
    ]);
    expect(warnings).toEqual([
      { requestId: 'a', rule: 'no-check-in', message: 'Nov 24 Bayview Plaza: no check-in' },
      { requestId: 'b', rule: 'no-check-out', message: 'Nov 25 North Gate: no check-out' },
    ]);
    expect(warningsText(warnings)).toBe(
      'Nov 24 Bayview Plaza: no check-in; Nov 25 North Gate: no check-out',
    );
  });

  it('leaves out the shifts the office settled, and names those approved as scheduled', () => {
    const settled = shift({ checkedOutAt: null, approvedMinutes: 0 });
    const asScheduled = shift({ requestId: 's', checkedInAt: null, asScheduled: true });
    expect(approvalWarnings([settled, asScheduled])).toEqual([]);
    expect(asScheduledWarnings([settled, asScheduled, shift()])).toEqual([
      { requestId: 's', rule: 'no-check-in', message: 'Nov 24 Bayview Plaza: no check-in' },
    ]);
  });
});

describe('weekApprovalWait', () => {
  // Sunday Nov 29 ends at 05:00Z on Monday Nov 30 in New York (UTC-5).
  const weekEnd = Date.parse('2026-11-30T05:00:00.000Z');
  const at = (ms: number) => new Date(weekEnd + ms);

  it('waits for the end of the Sunday in the zone, to the millisecond', () => {
    expect(weekApprovalWait('2026-W48', [shift()], at(-1), NEW_YORK)).toBe(
      'The week ends Sun, Nov 29',
    );
    expect(weekApprovalWait('2026-W48', [shift()], at(0), NEW_YORK)).toBeNull();
    // On a Thursday of the week, too; and the year when it is not now's.
    expect(weekApprovalWait('2026-W48', [], new Date('2026-11-26T12:00:00Z'), NEW_YORK)).toBe(
      'The week ends Sun, Nov 29',
    );
    expect(weekApprovalWait('2027-W01', [], new Date('2026-12-30T12:00:00Z'), NEW_YORK)).toBe(
      'The week ends Sun, Jan 10, 2027',
    );
  });

  it('waits for a Sunday night shift that ends on Monday', () => {
    const night = shift({ date: '2026-11-29', startTime: '22:00', endTime: '06:00' });
    expect(weekApprovalWait('2026-W48', [night], at(0), NEW_YORK)).toBe(
      'The last shift ends Mon, Nov 30 at 06:00',
    );
    expect(weekApprovalWait('2026-W48', [night], at(6 * 3_600_000), NEW_YORK)).toBeNull();
  });
});
