import { addDays, localIsoDate } from '../../shared/calendar.js';
import type { MatrixFixtures } from './authorization-matrix-fixtures.js';
import type { MatrixCall, MatrixRoute } from './authorization-matrix-types.js';
import { createCoverageRequest, createGuard } from './builders.js';

/** The day after tomorrow: a shift that has not started, whatever the time of the test. */
const upcoming = () => addDays(localIsoDate(new Date()), 2);

/** A new filled request of the coming days (the shared open one for a refused caller). */
async function filledRequest({ t, locationId, requestId, refused }: MatrixFixtures) {
  if (refused) return { requestId, guardId: 'none' };
  const guard = await createGuard(t.app.database.db);
  const request = await createCoverageRequest(t.app.database.db, {
    locationId,
    date: upcoming(),
    guard,
  });
  return { requestId: request.id, guardId: guard.id };
}

/** A new open request of the coming days and a free guard to call about it. */
async function openCall({ t, locationId, requestId, guardId, refused }: MatrixFixtures) {
  if (refused) return { requestId, guardId };
  const request = await createCoverageRequest(t.app.database.db, {
    locationId,
    date: upcoming(),
  });
  return { requestId: request.id, guardId: (await createGuard(t.app.database.db)).id };
}

/** The open rest of a shift a guard left early (issue #39), to agree to. */
async function restOfShift({ t, locationId, requestId, refused }: MatrixFixtures) {
  if (refused) return requestId;
  const db = t.app.database.db;
  const kept = await createCoverageRequest(db, { locationId, date: upcoming() });
  const rest = await createCoverageRequest(db, { locationId, date: upcoming() });
  await db
    .updateTable('coverageRequests')
    .set({ continuesRequestId: kept.id })
    .where('id', '=', rest.id)
    .execute();
  return rest.id;
}

/** Calls and call-outs the office logs (issue #30). */
export const OFFICE_ROUTES = {
  'GET /api/coverage/filled': {
    access: 'call-outs:record',
    call: (): Promise<MatrixCall> =>
      Promise.resolve({
        method: 'GET',
        url: `/api/coverage/filled?from=${localIsoDate(new Date())}`,
      }),
  },
  'POST /api/coverage/:id/call-out': {
    access: 'call-outs:record',
    call: async (_, f): Promise<MatrixCall> => {
      const { requestId, guardId } = await filledRequest(f);
      return {
        method: 'POST',
        url: `/api/coverage/${requestId}/call-out`,
        payload: { guardId, reason: 'sick', note: 'Matrix' },
      };
    },
  },
  'POST /api/coverage/:id/agree-early-end': {
    access: 'call-outs:record',
    call: async (_, f): Promise<MatrixCall> => ({
      method: 'POST',
      url: `/api/coverage/${await restOfShift(f)}/agree-early-end`,
    }),
  },
  'GET /api/coverage/:id/contacts': {
    access: 'calls:log',
    call: (_, f): Promise<MatrixCall> =>
      Promise.resolve({ method: 'GET', url: `/api/coverage/${f.requestId}/contacts` }),
  },
  'POST /api/coverage/:id/contacts': {
    access: 'calls:log',
    call: async (_, f): Promise<MatrixCall> => {
      const { requestId, guardId } = await openCall(f);
      return {
        method: 'POST',
        url: `/api/coverage/${requestId}/contacts`,
        payload: { guardId, channel: 'call', outcome: 'accepted' },
      };
    },
  },
} satisfies Record<string, MatrixRoute>;
