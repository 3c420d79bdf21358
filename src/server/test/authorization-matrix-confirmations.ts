import { addDays, localIsoDate } from '../../shared/calendar.js';
import type { MatrixFixtures } from './authorization-matrix-fixtures.js';
import type { MatrixCall, MatrixRoute } from './authorization-matrix-types.js';
import { createCoverageRequest } from './builders.js';
import type { Who } from './test-app.js';

/**
 * A shift of the day after tomorrow for the shared guard, to confirm (issue #39); a refused
 * caller names the shared request instead.
 */
async function upcomingShift(who: Who, f: MatrixFixtures): Promise<string> {
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
    date: addDays(localIsoDate(new Date()), 2),
    guard,
  });
  return request.id;
}

/** Confirming a shift with one tap (issue #39): the guard of the shift only. */
export const CONFIRMATION_ROUTES = {
  'POST /api/my/shifts/:requestId/confirm': {
    access: 'shifts:own',
    call: async (who, f): Promise<MatrixCall> => ({
      method: 'POST',
      url: `/api/my/shifts/${await upcomingShift(who, f)}/confirm`,
      payload: {},
    }),
  },
} satisfies Record<string, MatrixRoute>;
