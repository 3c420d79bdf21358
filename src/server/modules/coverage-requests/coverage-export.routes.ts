import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localIsoDate } from '../../../shared/calendar.js';
import {
  EXPORT_HEADER_LINE,
  ExportPreviewSchema,
  ExportQuerySchema,
  exportCsvLine,
  exportFileName,
  type ExportRow,
} from '../../../shared/coverage-export.js';
import { requireRole } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { coverageExportRepository } from './coverage-export.repository.js';

/** Lets Excel read the file as UTF-8, so accented names and notes survive. */
const UTF8_BOM = '\uFEFF';

/**
 * The export file, one chunk per batch of rows. The header waits for the first batch, so a query
 * that fails at once still answers a clean 500 instead of a file cut short. SQLite reads
 * synchronously, so each chunk gives the event loop a turn: other requests go on meanwhile.
 */
export async function* csvChunks(batches: AsyncIterable<ExportRow[]>): AsyncGenerator<string> {
  let header = UTF8_BOM + EXPORT_HEADER_LINE;
  for await (const rows of batches) {
    yield header + rows.map(exportCsvLine).join('');
    header = '';
    await nextTurn();
  }
  if (header) yield header;
}

/** /api/coverage/export: the Export screen's preview and its CSV download (admin, supervisor). */
export const coverageExportRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const reports = coverageExportRepository(database);

  app.get(
    '/api/coverage/export',
    {
      preHandler: requireRole('reports:export'),
      schema: { querystring: ExportQuerySchema, response: { 200: ExportPreviewSchema } },
    },
    (request) => reports.preview(request.query),
  );

  app.get(
    '/api/coverage/export.csv',
    { preHandler: requireRole('reports:export'), schema: { querystring: ExportQuerySchema } },
    (request, reply) => {
      // Streamed with backpressure; Fastify destroys the stream when the client goes away,
      // which ends the generators and releases the database cursor.
      const body = Readable.from(csvChunks(reports.batches(request.query)), { objectMode: false });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(localIsoDate(new Date()))}"`,
        )
        .send(body);
    },
  );
};
