import { randomUUID } from 'node:crypto';
import type { MatrixCall, MatrixRoute } from './authorization-matrix-types.js';
import { browserKeys } from './push-service.js';

const resolved = (call: MatrixCall) => Promise.resolve(call);
const pushEndpoint = () => `https://fcm.googleapis.com/fcm/send/matrix-${randomUUID()}`;

/** The Web Push routes of the matrix (issue #21): each caller subscribes a device of its own. */
export const PUSH_ROUTES = {
  'GET /api/push/public-key': {
    access: 'push:subscribe',
    call: () => resolved({ method: 'GET', url: '/api/push/public-key' }),
  },
  'POST /api/push/subscriptions': {
    access: 'push:subscribe',
    call: () =>
      resolved({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { endpoint: pushEndpoint(), keys: browserKeys().keys },
      }),
  },
  'DELETE /api/push/subscriptions': {
    access: 'signed-in',
    // A device of the caller's own to remove (none for a caller without a session).
    async call(who, { t, refused }): Promise<MatrixCall> {
      const endpoint = pushEndpoint();
      if (!refused && who !== 'anonymous') {
        await t.app.database.db
          .insertInto('pushSubscriptions')
          .values({
            id: randomUUID(),
            userId: (await t.account(who)).id,
            endpoint,
            ...browserKeys().keys,
            createdAt: new Date().toISOString(),
          })
          .execute();
      }
      return { method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint } };
    },
  },
} satisfies Record<string, MatrixRoute>;
