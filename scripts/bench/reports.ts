import { addDays, localIsoDate } from '../../src/shared/calendar.js';
import { defaultReportRange } from '../../src/shared/report-math.js';
import type { z } from 'zod';
import { REPORT_NAMES, REPORT_SCHEMAS, type ReportName } from '../../src/shared/reports.js';
import { callApi } from './api-client.js';
import { seedConfirmations } from './confirmations-seed.js';
import { loadResult } from './coverage-scenarios.js';
import type { BenchContext } from './context.js';
import { loadPathsInTurn } from './http-load.js';
import { seededOperation } from './operation-seed.js';
import type { ScenarioResult } from './results.js';

/**
 * /reports (issues #22, #32, #39) on the large operation: every report's API over the last 12
 * weeks (~64,000 requests at large) of every post, and of 10 posts: the five of issue #22,
 * Overtime (every assigned shift of the whole weeks, counted in the company's time zone),
 * Confirmed warnings (~1,000 confirmations seeded here) and Uncovered hours (issue #39; its own
 * scenario, uncovered-hours.ts, adds reliefs and writes). First each report is read once as
 * nobody has yet (made from the database: 'cold ms'); then 20 clients read the seven reports of
 * both ranges in turn, answered from the server's kept copies until a request of the range
 * changes (reports.routes.ts).
 */
const REPORTS_P99_MS = 200;

export async function reports(context: BenchContext): Promise<ScenarioResult> {
  const operation = await seededOperation(context);
  const range = defaultReportRange(localIsoDate(new Date()));
  const confirmations = await seedConfirmations(context, range);
  const some = operation.locations.slice(0, 10).map((location) => location.id);
  const paths = REPORT_NAMES.flatMap((name) => [
    `/api/reports/${name}?from=${range.from}&to=${range.to}`,
    `/api/reports/${name}?from=${range.from}&to=${range.to}&locations=${some.join(',')}`,
  ]);
  // Each answer checked against its report's schema, as the page would read it.
  const read = (name: ReportName, path: string) => {
    const schema: z.ZodType = REPORT_SCHEMAS[name];
    return callApi(context.server.url, operation.adminCookie, { method: 'GET', path }, schema);
  };
  const cold: Record<string, number> = {};
  for (const name of REPORT_NAMES) {
    const started = performance.now();
    await read(name, `/api/reports/${name}?from=${range.from}&to=${range.to}`);
    cold[`${name} cold ms`] = Math.round(performance.now() - started);
  }
  // A year back, never read before: every report made afresh, one after another.
  const yearFrom = addDays(range.to, -364);
  const started = performance.now();
  for (const name of REPORT_NAMES) {
    await read(name, `/api/reports/${name}?from=${yearFrom}&to=${range.to}`);
  }
  const yearMs = Math.round(performance.now() - started);

  const stats = await loadPathsInTurn(
    context.server.url,
    operation.adminCookie,
    paths,
    context.size,
  );
  return loadResult(
    context,
    `reports (${String(REPORT_NAMES.length)} APIs, 12 weeks)`,
    stats,
    { ...cold, 'all of them for a year, cold ms': yearMs, 'confirmations seeded': confirmations },
    {
      text: `p99 ≤ ${String(REPORTS_P99_MS)} ms, 0 errors`,
      met: stats.requests > 0 && stats.p99Ms <= REPORTS_P99_MS && stats.errors === 0,
    },
  );
}
