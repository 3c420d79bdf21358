import type { MatrixCall, MatrixRoute } from './authorization-matrix.js';

/**
 * The Settings routes of the matrix (issue #32): the office reads the company's rules, admins
 * change them (to what they already are: the matrix's other calls count by them).
 */
export const SETTINGS_ROUTES = {
  'GET /api/settings': {
    access: 'settings:view',
    call: (): Promise<MatrixCall> => Promise.resolve({ method: 'GET', url: '/api/settings' }),
  },
  'PATCH /api/settings': {
    access: 'settings:manage',
    call: (): Promise<MatrixCall> =>
      Promise.resolve({ method: 'PATCH', url: '/api/settings', payload: { minRestHours: 8 } }),
  },
  // Issue #33: each office account's own choice (set to what it is by default: off).
  'GET /api/settings/attendance-alerts': {
    access: 'settings:view',
    call: (): Promise<MatrixCall> =>
      Promise.resolve({ method: 'GET', url: '/api/settings/attendance-alerts' }),
  },
  'PUT /api/settings/attendance-alerts': {
    access: 'settings:view',
    call: (): Promise<MatrixCall> =>
      Promise.resolve({
        method: 'PUT',
        url: '/api/settings/attendance-alerts',
        payload: { on: false },
      }),
  },
} satisfies Record<string, MatrixRoute>;
