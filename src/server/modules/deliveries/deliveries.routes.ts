import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeliveriesPageSchema,
  DeliveriesQuerySchema,
  DeliverySchema,
  RETRY_REFUSALS,
} from '../../../shared/deliveries.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { conflict, notFound } from '../../errors.js';
import type { Outbox } from '../../outbox/outbox.js';
import { deliveriesRepository } from './deliveries.repository.js';

export const DELIVERY_NOT_FOUND = 'Message not found';

/**
 * /api/deliveries (admins, issue #30): the notifications the outbox could not deliver, or has
 * not yet, newest first; and sending one again at once.
 */
export const deliveriesRoutes: FastifyPluginAsyncZod<{
  database: Database;
  outbox: Outbox;
}> = async (app, { database, outbox }) => {
  const deliveries = deliveriesRepository(database.db);
  const admins = requireRole('deliveries:manage');

  app.get(
    '/api/deliveries',
    {
      preHandler: admins,
      schema: {
        tags: ['deliveries'],
        summary: 'Notifications that failed or are stuck, newest first',
        querystring: DeliveriesQuerySchema,
        response: { 200: DeliveriesPageSchema },
      },
    },
    (request) => deliveries.page(request.query.cursor),
  );

  app.post(
    '/api/deliveries/:id/retry',
    {
      preHandler: admins,
      schema: {
        tags: ['deliveries'],
        summary: 'Send a notification again, now',
        description: '409 when it was sent or is being sent.',
        params: IdParamsSchema,
        response: { 200: DeliverySchema },
      },
    },
    async (request) => {
      const outcome = await deliveries.retry(request.params.id);
      if (!outcome) throw notFound(DELIVERY_NOT_FOUND);
      if ('left' in outcome) {
        throw conflict(outcome.left === 'sent' ? RETRY_REFUSALS.sent : RETRY_REFUSALS.sending);
      }
      outbox.wake();
      return outcome.retried;
    },
  );
};
