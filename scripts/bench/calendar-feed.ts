import { CalendarFeedSchema } from '../../src/shared/calendar-feeds.js';
import { callApi } from './api-client.js';
import { loadResult } from './coverage-scenarios.js';
import type { BenchContext } from './context.js';
import { loadSeconds, runWarmedLoad, warmUpSeconds } from './http-load.js';
import { seededOperation } from './operation-seed.js';
import type { ScenarioResult } from './results.js';

/**
 * A post's calendar feed on the large operation (issue #22): GET /api/calendar/:file, the
 * iCalendar of one post's requests from eight weeks back to a year ahead, as calendar apps fetch
 * it without a session. Read by 20 clients at once, as the other reads are; the apps themselves
 * fetch a feed every hour or so, and the server keeps a feed's text until its data changes.
 */
const FEED_P99_MS = 200;

export async function calendarFeed(context: BenchContext): Promise<ScenarioResult> {
  const operation = await seededOperation(context);
  const location = operation.locations[0];
  if (!location) throw new Error('calendar-feed: no seeded post');
  const { url } = await callApi(
    context.server.url,
    operation.adminCookie,
    { method: 'GET', path: `/api/locations/${location.id}/calendar-feed` },
    CalendarFeedSchema,
  );
  const path = new URL(url).pathname;
  // The first fetch makes the feed's text; the next ones, until its data changes, reuse it.
  const started = performance.now();
  const body = await (await fetch(`${context.server.url}${path}`)).text();
  const firstMs = Math.round(performance.now() - started);
  const events = body.split('BEGIN:VEVENT').length - 1;
  const stats = await runWarmedLoad(
    { url: `${context.server.url}${path}`, duration: loadSeconds(context.size) },
    warmUpSeconds(context.size),
  );
  return loadResult(
    context,
    "a post's calendar feed",
    stats,
    { events, 'feed KB': Math.round(body.length / 1024), 'first fetch ms': firstMs },
    {
      text: `p99 ≤ ${String(FEED_P99_MS)} ms, 0 errors`,
      met: stats.requests > 0 && stats.p99Ms <= FEED_P99_MS && stats.errors === 0,
    },
  );
}
