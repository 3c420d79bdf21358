import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekOf } from '../../../shared/iso-week.js';
import type { TimesheetWeek } from '../../../shared/timesheets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { guardWithWorkedShift } from '../../test/timesheets.js';

/**
 * Issue #40: an approval and a write to the same week at once. Either the write is refused (the
 * approval came first) or the approval counts it (the write came first): the approved sheet is
 * never one the shifts no longer match. On PostgreSQL the two wait for each other (lockWeeks);
 * SQLite runs write transactions one at a time.
 */
describe('an approval and a write to its week at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.account('admin');
  });
  afterAll(() => t.close());

  it('never approves lines the week no longer has', async () => {
    const { guardId, requestId } = await guardWithWorkedShift(t.app.database.db);
    const week = isoWeekOf('2026-11-17');
    const approval = `/api/timesheets/${guardId}/${week}/approve`;
    for (let round = 0; round < 12; round += 1) {
      const minutes = 400 + round;
      const [approved, written] = await Promise.all([
        t.as('admin', 'POST', approval, { confirmWarnings: true }),
        t.as('admin', 'PUT', `/api/timesheets/shifts/${requestId}/${guardId}`, {
          approvedMinutes: minutes,
        }),
      ]);
      expect(approved.statusCode).toBe(200);
      expect([200, 409]).toContain(written.statusCode);
      const stored = await t.app.database.db
        .selectFrom('shiftAttendance')
        .select('approvedMinutes')
        .where('requestId', '=', requestId)
        .executeTakeFirstOrThrow();
      expect(stored.approvedMinutes === minutes).toBe(written.statusCode === 200);
      const sheets = (
        await t.as('admin', 'GET', `/api/timesheets?week=${week}`)
      ).json<TimesheetWeek>();
      const sheet = sheets.guards.find((guard) => guard.guardId === guardId);
      expect(sheet?.approval).not.toBeNull();
      // The approved sheet says what the shift says now.
      expect(sheet?.shifts.map((shift) => shift.workedMinutes)).toEqual([
        stored.approvedMinutes ?? 480,
      ]);
      expect((await t.as('admin', 'DELETE', approval)).statusCode).toBe(200);
    }
  });
});
