import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_NAMES,
  REPORT_SCHEMAS,
  ReportQuerySchema,
  type ReportName,
  type ReportQuery,
} from '../../../shared/reports.js';
import { requireRole } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { keptAnswers } from '../../http/kept-answers.js';
import { sendJson } from '../../http/send-json.js';
import { rangeVersion, REPORT_CACHE_ENTRIES } from './report-cache.js';
import { reportsRepository } from './reports.repository.js';

/**
 * /api/reports/:name (issue #22, admin and supervisor): the charts of /reports, each grouped in
 * SQL over the requests dated in the range at the chosen posts. Answers are kept until a request
 * of the range's months changes (report-cache.ts).
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const reports = reportsRepository(database.db, database.dialect);
  const make: Record<ReportName, (query: ReportQuery) => Promise<unknown>> = {
    requests: (query) => reports.requests(query),
    'time-to-fill': (query) => reports.timeToFill(query),
    'call-outs-by-post': (query) => reports.callOutsByPost(query),
    'call-outs-by-hour': (query) => reports.callOutsByHour(query),
    'guard-hours': (query) => reports.guardHours(query),
  };

  for (const name of REPORT_NAMES) {
    // The schema shapes the answer, as a route's response schema would.
    const kept = keptAnswers<unknown>(REPORT_SCHEMAS[name], REPORT_CACHE_ENTRIES);
    app.get(
      `/api/reports/${name}`,
      { preHandler: requireRole('reports:view'), schema: { querystring: ReportQuerySchema } },
      async (request, reply) => {
        const query = request.query;
        const key = [query.from, query.to, [...query.locations].sort().join(',')].join('|');
        const version = await rangeVersion(database.db, query.from, query.to);
        const body = await kept.json(key, version, () => make[name](query));
        return sendJson(request, reply.header('cache-control', 'no-store'), body);
      },
    );
  }
};
