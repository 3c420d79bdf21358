import type { MatrixCall, MatrixRoute } from './authorization-matrix-types.js';

/** The week board's routes of the matrix (issue #22). */
export const SCHEDULE_ROUTES = {
  'GET /api/schedule/week': {
    access: 'schedule:view',
    call: (): Promise<MatrixCall> =>
      Promise.resolve({ method: 'GET', url: '/api/schedule/week?week=2026-W47' }),
  },
} satisfies Record<string, MatrixRoute>;
