import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPageSchema, AuditQuerySchema } from '../../../shared/audit.js';
import { AUDIT_CSV_HEADER_LINE, auditCsvLine, auditFileName } from '../../../shared/audit-lines.js';
import { localIsoDate } from '../../../shared/calendar.js';
import { requireRole } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { sendCsv } from '../../http/csv-download.js';
import { auditLogRepository } from './audit-log.repository.js';
import { fileResponse } from '../../http/response-schemas.js';

/** /api/audit: the trail for admins, newest first, a page at a time or as CSV. */
export const auditRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const trail = auditLogRepository(database.db);

  app.get(
    '/api/audit',
    {
      preHandler: requireRole('audit:view'),
      schema: {
        tags: ['audit'],
        summary: 'The audit trail, newest first, a page at a time',
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema },
      },
    },
    (request) => trail.page(request.query),
  );

  app.get(
    '/api/audit/export.csv',
    {
      preHandler: requireRole('audit:view'),
      schema: {
        tags: ['audit'],
        summary: 'The filtered audit trail, as a CSV file',
        querystring: AuditQuerySchema,
        response: {
          200: fileResponse('text/csv', 'The CSV file (UTF-8, a byte-order mark first)'),
        },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        fileName: auditFileName(localIsoDate(new Date())),
        header: AUDIT_CSV_HEADER_LINE,
        line: auditCsvLine,
        batches: trail.batches(request.query),
      }),
  );
};
