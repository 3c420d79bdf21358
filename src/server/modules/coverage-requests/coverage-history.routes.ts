import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CoverageHistorySchema } from '../../../shared/audit.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { auditLogRepository } from '../audit/audit-log.repository.js';
import { offersOf } from '../shift-offers/offer-rows.js';
import { coverageRequestsRepository } from './coverage-requests.repository.js';

/**
 * /api/coverage/:id/history: one request's story for its edit dialog: who made it, its trail
 * entries, when it became open and was filled, its last call-out, and its offers with how each
 * reached the guard. Here, not in the audit module: the trail knows nothing of requests.
 */
export const coverageHistoryRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const trail = auditLogRepository(database.db);
  const requests = coverageRequestsRepository(database.db);

  app.get(
    '/api/coverage/:id/history',
    {
      preHandler: requireRole('coverage:history'),
      schema: {
        tags: ['coverage-requests'],
        summary: "A request's history: made, changed, opened, filled, called out",
        params: IdParamsSchema,
        response: { 200: CoverageHistorySchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const origin = await requests.origin(id);
      if (!origin) throw notFound('Coverage request not found');
      const [changes, offers] = await Promise.all([
        trail.itemHistory('coverage_request', id),
        offersOf(database.db, id),
      ]);
      return { ...origin, changes, offers };
    },
  );
};
