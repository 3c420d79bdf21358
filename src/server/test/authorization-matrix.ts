import { randomUUID } from 'node:crypto';
import {
  conversationOf,
  fresh,
  makeFixtures,
  targetUser,
} from './authorization-matrix-fixtures.js';
import { SHIFT_ROUTES } from './authorization-matrix-shifts.js';
import { PUSH_ROUTES } from './authorization-matrix-push.js';
import { FEED_ROUTES } from './authorization-matrix-feeds.js';
import { REPORT_ROUTES } from './authorization-matrix-reports.js';
import { SCHEDULE_ROUTES } from './authorization-matrix-schedule.js';
import { SERIES_ROUTES } from './authorization-matrix-series.js';
import { DELIVERY_ROUTES } from './authorization-matrix-deliveries.js';
import { OFFICE_ROUTES } from './authorization-matrix-office.js';
import { SMS_ROUTES } from './authorization-matrix-sms.js';
import { SETTINGS_ROUTES } from './authorization-matrix-settings.js';
import { TIMESHEET_ROUTES } from './authorization-matrix-timesheets.js';
import { TIME_OFF_ROUTES } from './authorization-matrix-time-off.js';
import { QUALIFICATION_ROUTES } from './authorization-matrix-qualifications.js';
import { DOCS_ROUTES } from './authorization-matrix-docs.js';
import { ATTENDANCE_ROUTES } from './authorization-matrix-attendance.js';
import { CONFIRMATION_ROUTES } from './authorization-matrix-confirmations.js';
import { TEST_PASSWORD } from './test-app.js';

export type { MatrixFixtures } from './authorization-matrix-fixtures.js';
export type { Access, MatrixCall, MatrixRoute } from './authorization-matrix-types.js';
export { routeKey } from './authorization-matrix-types.js';
import type { MatrixCall, MatrixRoute } from './authorization-matrix-types.js';

const MONTH = '2026-11';
const requestBody = (locationId: string) => ({
  date: `${MONTH}-20`,
  startTime: '08:00',
  endTime: '16:00',
  locationId,
  assignedGuardId: null,
  notes: 'matrix',
});
const unique = () => randomUUID().slice(0, 8);
const call = (method: MatrixCall['method'], url: string, payload?: object): MatrixCall => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});
const get = (url: string) => () => Promise.resolve(call('GET', url));

/**
 * Every route of the HTTP API with who may call it (DECISIONS.md's table, through
 * permissions.ts) and a call that such a caller would make. The matrix test fails when the app
 * serves a route this table lacks.
 */
export const ACCESS_MATRIX = {
  fixtures: makeFixtures,

  routes: {
    'GET /healthz': { access: 'public', call: get('/healthz') },
    'GET /api/session': { access: 'public', call: get('/api/session') },
    // better-auth's own endpoints: sign-in, sign-out, sessions (auth.routes.test.ts covers them).
    'GET /api/auth/*': { access: 'public', call: get('/api/auth/get-session') },
    'POST /api/auth/*': {
      access: 'public',
      // A session of its own: signing out ends it.
      async call(who, { t }) {
        const role = who === 'anonymous' || who === 'none' ? null : who;
        const cookie = who === 'anonymous' ? undefined : (await t.signInAs(role)).cookie;
        return { ...call('POST', '/api/auth/sign-out', {}), ...(cookie ? { cookie } : {}) };
      },
    },

    'GET /api/me': { access: 'signed-in', call: get('/api/me') },
    'PATCH /api/me': {
      access: 'signed-in',
      call: () =>
        Promise.resolve(call('PATCH', '/api/me', { firstName: 'Matrix', lastName: 'Person' })),
    },
    'POST /api/me/password': {
      access: 'signed-in',
      // An account of its own: the change ends the account's other sessions.
      async call(who, { t }) {
        const body = { currentPassword: TEST_PASSWORD, newPassword: `${TEST_PASSWORD}-2` };
        const role = who === 'anonymous' || who === 'none' ? null : who;
        const cookie = who === 'anonymous' ? undefined : (await t.signInAs(role)).cookie;
        return { ...call('POST', '/api/me/password', body), ...(cookie ? { cookie } : {}) };
      },
    },

    'GET /api/users': { access: 'users:manage', call: get('/api/users') },
    'POST /api/users': {
      access: 'users:manage',
      call: () =>
        Promise.resolve(
          call('POST', '/api/users', {
            firstName: 'New',
            lastName: 'Account',
            email: `matrix-${unique()}@example.com`,
            password: 'matrix-password',
          }),
        ),
    },
    'PATCH /api/users/:id': {
      access: 'users:manage',
      call: async (_, f) =>
        call('PATCH', `/api/users/${await targetUser(f)}`, { role: 'supervisor', version: 1 }),
    },
    'POST /api/users/:id/password': {
      access: 'users:manage',
      call: async (_, f) =>
        call('POST', `/api/users/${await targetUser(f)}/password`, { newPassword: 'reset-123' }),
    },
    'DELETE /api/users/:id': {
      access: 'users:manage',
      call: async (_, f) => call('DELETE', `/api/users/${await targetUser(f)}`),
    },

    'GET /api/locations': { access: 'locations:view', call: get('/api/locations') },
    'POST /api/locations': {
      access: 'locations:manage',
      call: () =>
        Promise.resolve(
          call('POST', '/api/locations', { name: 'Matrix Post', deptCode: `MX-${unique()}` }),
        ),
    },
    'PATCH /api/locations/:id': {
      access: 'locations:manage',
      call: async (_, f) =>
        call('PATCH', `/api/locations/${await fresh.location(f)}`, {
          name: 'Renamed Post',
          deptCode: `RN-${unique()}`,
          version: 1,
        }),
    },
    'DELETE /api/locations/:id': {
      access: 'locations:manage',
      call: async (_, f) => call('DELETE', `/api/locations/${await fresh.location(f)}`),
    },

    'GET /api/guards': { access: 'guards:view', call: get('/api/guards') },
    'POST /api/guards': {
      access: 'guards:manage',
      call: () =>
        Promise.resolve(call('POST', '/api/guards', { firstName: 'Matrix', lastName: 'Guard' })),
    },
    'POST /api/guards/import': {
      access: 'guards:manage',
      call: () =>
        Promise.resolve(
          call('POST', '/api/guards/import', {
            guards: [{ firstName: 'Imported', lastName: 'Guard' }],
          }),
        ),
    },
    'POST /api/guards/import/check': {
      access: 'guards:manage',
      call: () =>
        Promise.resolve(
          call('POST', '/api/guards/import/check', {
            guards: [{ firstName: 'Imported', lastName: 'Guard' }],
          }),
        ),
    },
    'PATCH /api/guards/:id': {
      access: 'guards:manage',
      call: async (_, f) =>
        call('PATCH', `/api/guards/${await fresh.guard(f)}`, {
          firstName: 'Edited',
          lastName: 'Guard',
          version: 1,
        }),
    },
    'DELETE /api/guards/:id': {
      access: 'guards:manage',
      call: async (_, f) => call('DELETE', `/api/guards/${await fresh.guard(f)}`),
    },

    'GET /api/coverage': {
      access: 'coverage:view',
      call: (_, f) => get(`/api/coverage?month=${MONTH}&locationId=${f.locationId}`)(),
    },
    'GET /api/coverage/summary': {
      access: 'coverage:view',
      call: get(`/api/coverage/summary?month=${MONTH}`),
    },
    'GET /api/coverage/guard-availability': {
      access: 'coverage:assign-guard',
      call: (_, f) =>
        get(
          `/api/coverage/guard-availability?date=${MONTH}-20&startTime=08:00&endTime=16:00` +
            `&locationId=${f.locationId}`,
        )(),
    },
    'POST /api/coverage': {
      access: 'coverage:create',
      call: (_, f) => Promise.resolve(call('POST', '/api/coverage', requestBody(f.locationId))),
    },
    'PATCH /api/coverage/:id': {
      access: 'coverage:edit',
      // A request of each caller's own, at version 1: two saves of the shared one based on one
      // version would refuse the second (409 STALE).
      call: async (_, f) =>
        call('PATCH', `/api/coverage/${await fresh.request(f)}`, {
          ...requestBody(f.locationId),
          version: 1,
        }),
    },
    'DELETE /api/coverage/:id': {
      access: 'coverage:edit',
      call: async (_, f) => call('DELETE', `/api/coverage/${await fresh.request(f)}`),
    },
    'POST /api/coverage/import': {
      access: 'coverage:import',
      call: (_, f) =>
        Promise.resolve(
          call('POST', '/api/coverage/import', {
            rows: [{ date: `${MONTH}-21`, locationId: f.locationId, notes: 'imported' }],
          }),
        ),
    },
    'POST /api/coverage/import/check': {
      access: 'coverage:import',
      call: (_, f) =>
        Promise.resolve(
          call('POST', '/api/coverage/import/check', {
            rows: [{ date: `${MONTH}-21`, locationId: f.locationId, notes: 'imported' }],
          }),
        ),
    },
    'GET /api/coverage/export': {
      access: 'reports:export',
      call: get(`/api/coverage/export?from=${MONTH}-01&to=${MONTH}-30`),
    },
    'GET /api/coverage/:id/history': {
      access: 'coverage:history',
      call: (_, f) => get(`/api/coverage/${f.requestId}/history`)(),
    },
    'GET /api/audit': { access: 'audit:view', call: get('/api/audit?entity=coverage_request') },
    'GET /api/audit/export.csv': {
      access: 'audit:view',
      call: get('/api/audit/export.csv?entity=location'),
    },
    'GET /api/coverage/export.csv': {
      access: 'reports:export',
      call: get(`/api/coverage/export.csv?from=${MONTH}-01&to=${MONTH}-30`),
    },

    'GET /api/directory': { access: 'messenger', call: get('/api/directory') },
    'GET /api/conversations': { access: 'messenger', call: get('/api/conversations') },
    'POST /api/conversations': {
      access: 'messenger',
      call: async (who, { t }) => {
        const other = (await t.account(who === 'admin' ? 'dispatch' : 'admin')).id;
        return call('POST', '/api/conversations', { participantIds: [other] });
      },
    },
    'DELETE /api/conversations/:id': {
      access: 'messenger',
      call: async (who, f) => call('DELETE', `/api/conversations/${await conversationOf(who, f)}`),
    },
    'POST /api/conversations/:id/read': {
      access: 'messenger',
      call: async (who, f) =>
        call('POST', `/api/conversations/${await conversationOf(who, f)}/read`, {}),
    },
    'GET /api/conversations/:id/messages': {
      access: 'messenger',
      call: async (who, f) =>
        call('GET', `/api/conversations/${await conversationOf(who, f)}/messages`),
    },
    'POST /api/conversations/:id/messages': {
      access: 'messenger',
      call: async (who, f) =>
        call('POST', `/api/conversations/${await conversationOf(who, f)}/messages`, {
          content: 'Matrix message',
        }),
    },

    ...SHIFT_ROUTES,
    ...PUSH_ROUTES,
    ...FEED_ROUTES,
    ...SERIES_ROUTES,
    ...SCHEDULE_ROUTES,
    ...REPORT_ROUTES,
    ...DELIVERY_ROUTES,
    ...OFFICE_ROUTES,
    ...SETTINGS_ROUTES,
    ...TIMESHEET_ROUTES,
    ...TIME_OFF_ROUTES,
    ...QUALIFICATION_ROUTES,
    ...SMS_ROUTES,
    ...DOCS_ROUTES,
    ...ATTENDANCE_ROUTES,
    ...CONFIRMATION_ROUTES,
  } satisfies Record<string, MatrixRoute>,
};
