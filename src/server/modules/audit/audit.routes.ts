import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_CSV_HEADER_LINE,
  AuditPageSchema,
  AuditQuerySchema,
  auditCsvLine,
  auditFileName,
  CoverageHistorySchema,
} from '../../../shared/audit.js';
import { localIsoDate } from '../../../shared/calendar.js';
import { IdParamsSchema } from '../../../shared/text.js';
import { requireRole } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { sendCsv } from '../../http/csv-download.js';
import { coverageRequestsRepository } from '../coverage-requests/coverage-requests.repository.js';
import { offersOf } from '../shift-offers/offer-rows.js';
import { auditLogRepository } from './audit-log.repository.js';

/**
 * /api/audit: the trail for admins, newest first, a page at a time or as CSV; and
 * /api/coverage/:id/history: one request's entries for its edit dialog.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const trail = auditLogRepository(database.db);
  const requests = coverageRequestsRepository(database.db);

  app.get(
    '/api/audit',
    {
      preHandler: requireRole('audit:view'),
      schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } },
    },
    (request) => trail.page(request.query),
  );

  app.get(
    '/api/audit/export.csv',
    { preHandler: requireRole('audit:view'), schema: { querystring: AuditQuerySchema } },
    (request, reply) =>
      sendCsv(reply, {
        fileName: auditFileName(localIsoDate(new Date())),
        header: AUDIT_CSV_HEADER_LINE,
        line: auditCsvLine,
        batches: trail.batches(request.query),
      }),
  );

  app.get(
    '/api/coverage/:id/history',
    {
      preHandler: requireRole('coverage:history'),
      schema: { params: IdParamsSchema, response: { 200: CoverageHistorySchema } },
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
