import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localIsoDate } from '../../../shared/calendar.js';
import {
  EXPORT_HEADER_LINE,
  ExportPreviewSchema,
  ExportQuerySchema,
  exportCsvLine,
  exportFileName,
} from '../../../shared/coverage-export.js';
import { exportHours } from '../../../shared/export-hours.js';
import { requireRole } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { sendCsv } from '../../http/csv-download.js';
import { coverageExportRepository } from './coverage-export.repository.js';
import { fileResponse } from '../../http/response-schemas.js';

/** /api/coverage/export: the Export screen's preview and its CSV download (admin, supervisor). */
export const coverageExportRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** The company's time zone, each request's hours are counted in. */
  timeZone: string;
}> = async (app, { database, timeZone }) => {
  const reports = coverageExportRepository(database, timeZone);

  app.get(
    '/api/coverage/export',
    {
      preHandler: requireRole('reports:export'),
      schema: {
        tags: ['coverage-requests'],
        summary: "The export's preview: how many rows, and the newest 10",
        querystring: ExportQuerySchema,
        response: { 200: ExportPreviewSchema },
      },
    },
    (request) => reports.preview(request.query),
  );

  app.get(
    '/api/coverage/export.csv',
    {
      preHandler: requireRole('reports:export'),
      schema: {
        tags: ['coverage-requests'],
        summary: 'The export, as a CSV file',
        querystring: ExportQuerySchema,
        response: {
          200: fileResponse('text/csv', 'The CSV file (UTF-8, a byte-order mark first)'),
        },
      },
    },
    async (request, reply) =>
      sendCsv(reply, {
        fileName: exportFileName(localIsoDate(new Date())),
        header: EXPORT_HEADER_LINE,
        line: (row) => exportCsvLine(row, exportHours(row, timeZone)),
        batches: reports.batches(request.query),
      }),
  );
};
