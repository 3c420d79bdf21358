import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REPORT_NAMES,
  REPORT_SCHEMAS,
  ReportQuerySchema,
  type ReportName,
  type ReportQuery,
  type Reports,
} from '../../../shared/reports.js';
import { requireRole } from '../../auth/request-user.js';
import type { Database } from '../../db/database.js';
import { monthVersions } from '../../db/month-versions.js';
import { responseCache } from '../../http/response-cache/response-cache.js';
import { hoursReportsRepository } from './hours-reports.repository.js';
import { reportsRepository } from './reports.repository.js';
import { uncoveredHoursRepository } from './uncovered-hours.repository.js';
import { timedLoad, type TimedAnswer } from '../../http/response-cache/timed-answer.js';

/**
 * /api/reports/:name (issue #22, admin and supervisor): the charts of /reports, each grouped in
 * SQL over the requests dated in the range at the chosen posts. A report groups every request of
 * its range (tens of thousands over 12 weeks for a large operation), while people read the same
 * range again and again and its requests change far less often: each answer is kept until a
 * request of the range's months changes.
 */
/** Each report's line in the API reference. */
const SUMMARIES: Record<ReportName, string> = {
  requests:
    'Requests per week: how many, how many have a guard, how many are open, how many uncovered',
  'time-to-fill': 'Hours open shifts took to get a guard per week: median and 90th percentile',
  'call-outs-by-post': 'Call-outs per post, most first',
  'call-outs-by-hour': "Call-outs by the shift's weekday and starting hour",
  'guard-hours': 'Hours each guard is assigned, most first',
  overtime: "Overtime hours per week of the company's rules, and the guards who worked them",
  'confirmed-warnings': 'Assignments and offers made with a confirmed warning, per week',
  'uncovered-hours':
    'Hours posts had nobody on them (shifts ended without a guard, the wait for a relief), ' +
    'per post and per customer per month',
};

export const reportsRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** The company's time zone, the hours of the overtime report are counted in. */
  timeZone: string;
}> = async (app, { database, timeZone }) => {
  const reports = reportsRepository(database.db, database.dialect, timeZone);
  const hoursReports = hoursReportsRepository(database.db, timeZone);
  const uncovered = uncoveredHoursRepository(database.db, timeZone);
  const versions = monthVersions(database.db);
  const requestsVersion = (query: ReportQuery) =>
    versions.months(query.from.slice(0, 7), query.to.slice(0, 7));
  // The reports of hours also change with the company's rules, the guards and the confirmations.
  const version: Record<ReportName, (query: ReportQuery) => Promise<string>> = {
    requests: requestsVersion,
    'time-to-fill': requestsVersion,
    'call-outs-by-post': requestsVersion,
    'call-outs-by-hour': requestsVersion,
    'guard-hours': requestsVersion,
    overtime: (query) => hoursReports.version(query),
    'confirmed-warnings': (query) => hoursReports.version(query),
    'uncovered-hours': (query) => uncovered.version(query),
  };
  // Requests and Uncovered hours also change with the clock alone: an open shift turns uncovered
  // at its end (issue #39); the others never do.
  const always = async <T>(answer: Promise<T>): Promise<TimedAnswer<T>> => ({
    answer: await answer,
    changesAt: Infinity,
  });
  const make: {
    [Name in ReportName]: (query: ReportQuery, now: Date) => Promise<TimedAnswer<Reports[Name]>>;
  } = {
    requests: (query, now) => reports.requests(query, now),
    'time-to-fill': (query) => always(reports.timeToFill(query)),
    'call-outs-by-post': (query) => always(reports.callOutsByPost(query)),
    'call-outs-by-hour': (query) => always(reports.callOutsByHour(query)),
    'guard-hours': (query) => always(reports.guardHours(query)),
    overtime: (query) => always(hoursReports.overtime(query)),
    'confirmed-warnings': (query) => always(hoursReports.confirmedWarnings(query)),
    'uncovered-hours': (query, now) => uncovered.report(query, now),
  };

  for (const name of REPORT_NAMES) {
    // A few KB each (a guard list up to ~200 KB).
    const answers = responseCache({ maxEntries: 40 });
    app.get(
      `/api/reports/${name}`,
      {
        preHandler: requireRole('reports:view'),
        schema: {
          tags: ['reports'],
          summary: SUMMARIES[name],
          querystring: ReportQuerySchema,
          response: { 200: REPORT_SCHEMAS[name] },
        },
      },
      async (request, reply) => {
        const { query } = request;
        const now = new Date();
        return answers.send(request, reply.header('cache-control', 'no-store'), {
          key: [query.from, query.to, [...query.locations].sort().join(',')].join('|'),
          version: () => version[name](query),
          ...timedLoad<Reports[ReportName]>(() => make[name](query, now)),
          now: now.getTime(),
        });
      },
    );
  }
};
