import { fresh } from './authorization-matrix-fixtures.js';
import type { MatrixCall, MatrixRoute } from './authorization-matrix-types.js';

const shift = (locationId: string) => ({
  date: '2026-11-20',
  startTime: '08:00',
  endTime: '16:00',
  locationId,
  assignedGuardId: null,
  notes: 'matrix',
});

/** The repeating-shift routes of the matrix (issue #22). */
export const SERIES_ROUTES = {
  'POST /api/coverage/series': {
    access: 'coverage:create',
    call: (_, f): Promise<MatrixCall> =>
      Promise.resolve({
        method: 'POST',
        url: '/api/coverage/series',
        payload: {
          ...shift(f.locationId),
          repeat: { weekdays: ['MO', 'FR'], until: '2026-11-30' },
        },
      }),
  },
  'PATCH /api/coverage/:id/following': {
    access: 'coverage:edit',
    call: async (_, f): Promise<MatrixCall> => ({
      method: 'PATCH',
      url: `/api/coverage/${await fresh.request(f)}/following`,
      payload: { ...shift(f.locationId), notes: 'matrix, following', version: 1 },
    }),
  },
  'DELETE /api/coverage/:id/following': {
    access: 'coverage:edit',
    call: async (_, f): Promise<MatrixCall> => ({
      method: 'DELETE',
      url: `/api/coverage/${await fresh.request(f)}/following`,
    }),
  },
} satisfies Record<string, MatrixRoute>;
