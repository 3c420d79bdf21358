import { randomUUID } from 'node:crypto';
import { enqueue } from '../outbox/outbox-messages.js';
import type { MatrixCall, MatrixRoute } from './authorization-matrix-types.js';

/**
 * The Deliveries routes of the matrix (issue #30), admins only. A caller allowed to retry gets a
 * failed message of its own (a refused one is turned away before any message matters).
 */
export const DELIVERY_ROUTES = {
  'GET /api/deliveries': {
    access: 'deliveries:manage',
    call: (): Promise<MatrixCall> => Promise.resolve({ method: 'GET', url: '/api/deliveries' }),
  },
  'POST /api/deliveries/:id/retry': {
    access: 'deliveries:manage',
    async call(_who, { t, refused }): Promise<MatrixCall> {
      let id: string = randomUUID();
      if (!refused) {
        const { db } = t.app.database;
        [id = ''] = await db
          .transaction()
          .execute((trx) =>
            enqueue(trx, [{ channel: 'sms', to: '+15550000000', body: 'Matrix text' }]),
          );
        // As the worker leaves a message it gave up on; a retry makes it due again.
        await db
          .updateTable('outbox')
          .set({ status: 'failed', attempts: 8, lastError: 'Matrix failure' })
          .where('id', '=', id)
          .execute();
      }
      return { method: 'POST', url: `/api/deliveries/${id}/retry` };
    },
  },
} satisfies Record<string, MatrixRoute>;
