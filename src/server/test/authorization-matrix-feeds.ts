import { calendarFeedsRepository } from '../modules/calendar-feeds/calendar-feeds.repository.js';
import { feedFileName } from '../modules/calendar-feeds/feed-tokens.js';
import type { MatrixCall, MatrixRoute } from './authorization-matrix-types.js';

const resolved = (call: MatrixCall) => Promise.resolve(call);

/** The calendar-feed routes of the matrix (issue #22). */
export const FEED_ROUTES = {
  'GET /api/my/calendar-feed': {
    access: 'shifts:own',
    call: () => resolved({ method: 'GET', url: '/api/my/calendar-feed' }),
  },
  'POST /api/my/calendar-feed/reset': {
    access: 'shifts:own',
    call: () => resolved({ method: 'POST', url: '/api/my/calendar-feed/reset', payload: {} }),
  },
  'GET /api/locations/:id/calendar-feed': {
    access: 'feeds:manage',
    call: (_, f) =>
      resolved({ method: 'GET', url: `/api/locations/${f.locationId}/calendar-feed` }),
  },
  'POST /api/locations/:id/calendar-feed/reset': {
    access: 'feeds:manage',
    call: (_, f) =>
      resolved({
        method: 'POST',
        url: `/api/locations/${f.locationId}/calendar-feed/reset`,
        payload: {},
      }),
  },
  'GET /api/calendar/:file': {
    // The address is the key: a calendar app fetches it without a session.
    access: 'public',
    async call(_, { t, locationId }): Promise<MatrixCall> {
      const feeds = calendarFeedsRepository(t.app.database.db);
      const generation = await feeds.generation('location', locationId);
      const file = feedFileName(t.config.authSecret, {
        kind: 'location',
        id: locationId,
        generation,
      });
      return { method: 'GET', url: `/api/calendar/${file}` };
    },
  },
} satisfies Record<string, MatrixRoute>;
