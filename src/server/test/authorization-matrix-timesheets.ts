import type { MatrixCall, MatrixFixtures, MatrixRoute } from './authorization-matrix.js';
import { guardWithWorkedShift } from './timesheets.js';

/** A guard with an ended, worked shift of the caller's own (the shared guard for a refused one). */
const worked = async ({ t, refused, guardId, requestId }: MatrixFixtures) =>
  refused ? { guardId, requestId } : guardWithWorkedShift(t.app.database.db);

/**
 * The timesheets' routes of the matrix (issue #33): admins and supervisors only; each permitted
 * caller approves, un-approves and sets minutes on a guard's week of their own.
 */
export const TIMESHEET_ROUTES = {
  'GET /api/timesheets': {
    access: 'timesheets:manage',
    call: (): Promise<MatrixCall> =>
      Promise.resolve({ method: 'GET', url: '/api/timesheets?week=2026-W47' }),
  },
  'GET /api/timesheets.csv': {
    access: 'timesheets:manage',
    call: (): Promise<MatrixCall> =>
      Promise.resolve({ method: 'GET', url: '/api/timesheets.csv?week=2026-W47' }),
  },
  'POST /api/timesheets/:guardId/:week/approve': {
    access: 'timesheets:manage',
    async call(_who, fixtures): Promise<MatrixCall> {
      const { guardId } = await worked(fixtures);
      return { method: 'POST', url: `/api/timesheets/${guardId}/2026-W47/approve` };
    },
  },
  'DELETE /api/timesheets/:guardId/:week/approve': {
    access: 'timesheets:manage',
    async call(_who, fixtures): Promise<MatrixCall> {
      const { guardId } = await worked(fixtures);
      const url = `/api/timesheets/${guardId}/2026-W47/approve`;
      if (!fixtures.refused) await fixtures.t.as('admin', 'POST', url);
      return { method: 'DELETE', url };
    },
  },
  'PUT /api/timesheets/shifts/:requestId/:guardId': {
    access: 'timesheets:manage',
    async call(_who, fixtures): Promise<MatrixCall> {
      const { guardId, requestId } = await worked(fixtures);
      return {
        method: 'PUT',
        url: `/api/timesheets/shifts/${requestId}/${guardId}`,
        payload: { approvedMinutes: 60 },
      };
    },
  },
} satisfies Record<string, MatrixRoute>;
