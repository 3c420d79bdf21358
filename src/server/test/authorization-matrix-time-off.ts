import { randomUUID } from 'node:crypto';
import { addDays, localIsoDate } from '../../shared/calendar.js';
import type { MatrixFixtures } from './authorization-matrix-fixtures.js';
import type { MatrixCall, MatrixRoute } from './authorization-matrix-types.js';
import { createGuard } from './builders.js';
import { nowIso } from '../db/timestamps.js';

/** Dates a week and a half ahead: time off may not end in the past. */
const ahead = (days: number) => addDays(localIsoDate(new Date()), days);
const timeOff = { from: ahead(10), to: ahead(12), reason: 'matrix' };
const windows = { windows: [{ weekday: 6, from: '06:00', to: '14:00' }] };

/** A pending request of a guard of its own, for one allowed caller to answer. */
async function pendingRequest({ t, refused }: MatrixFixtures): Promise<string> {
  if (refused) return randomUUID();
  const guard = await createGuard(t.app.database.db);
  const id = randomUUID();
  await t.app.database.db
    .insertInto('timeOff')
    .values({
      id,
      guardId: guard.id,
      fromDate: timeOff.from,
      toDate: timeOff.to,
      reason: '',
      status: 'pending',
      requestedBy: null,
      requestedAt: nowIso(),
      decidedBy: null,
      decidedAt: null,
    })
    .execute();
  return id;
}

const call = (method: MatrixCall['method'], url: string, payload?: object): MatrixCall => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});

/**
 * The routes of availability and time off (issue #32): a guard's own, the office's list, the
 * managers' answers and what they record for any guard.
 */
export const TIME_OFF_ROUTES = {
  'GET /api/my/availability': {
    access: 'availability:own',
    call: () => Promise.resolve(call('GET', '/api/my/availability')),
  },
  'PUT /api/my/availability': {
    access: 'availability:own',
    call: () => Promise.resolve(call('PUT', '/api/my/availability', windows)),
  },
  'GET /api/my/time-off': {
    access: 'time-off:own',
    call: () => Promise.resolve(call('GET', '/api/my/time-off')),
  },
  'POST /api/my/time-off': {
    access: 'time-off:own',
    call: () => Promise.resolve(call('POST', '/api/my/time-off', timeOff)),
  },
  'DELETE /api/my/time-off/:id': {
    access: 'time-off:own',
    // The guard's own pending request, asked for just before.
    async call(who, { t, refused }) {
      if (refused || who !== 'guard') {
        return call('DELETE', `/api/my/time-off/${randomUUID()}`);
      }
      const asked = await t.as('guard', 'POST', '/api/my/time-off', timeOff);
      return call('DELETE', `/api/my/time-off/${asked.json<{ id: string }>().id}`);
    },
  },
  'GET /api/time-off': {
    access: 'time-off:view',
    call: () => Promise.resolve(call('GET', '/api/time-off?status=pending')),
  },
  'POST /api/time-off/:id/approve': {
    access: 'time-off:decide',
    call: async (_who, f) => call('POST', `/api/time-off/${await pendingRequest(f)}/approve`),
  },
  'POST /api/time-off/:id/decline': {
    access: 'time-off:decide',
    call: async (_who, f) => call('POST', `/api/time-off/${await pendingRequest(f)}/decline`),
  },
  'GET /api/guards/:id/availability': {
    access: 'time-off:view',
    call: (_who, { guardId }) =>
      Promise.resolve(call('GET', `/api/guards/${guardId}/availability`)),
  },
  'PUT /api/guards/:id/availability': {
    access: 'time-off:record',
    call: (_who, { guardId }) =>
      Promise.resolve(call('PUT', `/api/guards/${guardId}/availability`, windows)),
  },
  'POST /api/guards/:id/time-off': {
    access: 'time-off:record',
    call: (_who, { guardId }) =>
      Promise.resolve(call('POST', `/api/guards/${guardId}/time-off`, timeOff)),
  },
} satisfies Record<string, MatrixRoute>;
