import { randomUUID } from 'node:crypto';
import { wallClockOf } from '../../shared/check-in-rules.js';
import type { MatrixFixtures } from './authorization-matrix-fixtures.js';
import type { MatrixCall, MatrixRoute } from './authorization-matrix-types.js';
import type { Who } from './test-app.js';
import { createCoverageRequest } from './builders.js';

/**
 * A whole-day shift of today (in the company's zone) for the shared guard, open for check-in now;
 * `checkedIn` has the guard checked in already (to check out). A refused caller names the shared
 * request instead.
 */
async function todaysShift(who: Who, f: MatrixFixtures, checkedIn: boolean): Promise<string> {
  if (who !== 'guard' || f.refused) return f.requestId;
  const db = f.t.app.database.db;
  const account = await f.t.account('guard');
  const guard = await db
    .selectFrom('guards')
    .select(['id', 'firstName', 'lastName'])
    .where('accountId', '=', account.id)
    .executeTakeFirstOrThrow();
  const request = await createCoverageRequest(db, {
    locationId: f.locationId,
    date: wallClockOf(new Date(), f.t.config.timeZone).date,
    startTime: null,
    endTime: null,
    guard,
  });
  if (checkedIn) {
    await db
      .insertInto('shiftAttendance')
      .values({
        id: randomUUID(),
        requestId: request.id,
        guardId: guard.id,
        checkedInAt: new Date(Date.now() - 1000).toISOString(),
        checkInMark: 'no-location',
      })
      .execute();
  }
  return request.id;
}

/** Checking in and out (issue #33): the guard of the shift only. */
export const ATTENDANCE_ROUTES = {
  'POST /api/my/shifts/:requestId/check-in': {
    access: 'shifts:own',
    call: async (who, f): Promise<MatrixCall> => ({
      method: 'POST',
      url: `/api/my/shifts/${await todaysShift(who, f, false)}/check-in`,
      payload: {},
    }),
  },
  'POST /api/my/shifts/:requestId/check-out': {
    access: 'shifts:own',
    call: async (who, f): Promise<MatrixCall> => ({
      method: 'POST',
      url: `/api/my/shifts/${await todaysShift(who, f, true)}/check-out`,
      payload: {},
    }),
  },
} satisfies Record<string, MatrixRoute>;
