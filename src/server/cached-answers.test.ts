import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, localIsoDate } from '../shared/calendar.js';
import { isoWeekOf } from '../shared/iso-week.js';
import { REPORT_NAMES } from '../shared/reports.js';
import { createCoverageRequest, createLocation } from './test/builders.js';
import { createTestApp, type TestApp, type Who } from './test/test-app.js';

/** Where the routes are, and the screens among them whose JSON answers are kept. */
const MODULES = path.join(import.meta.dirname, 'modules');
interface Fixtures {
  month: string;
  today: string;
  locationId: string;
  requestId: string;
}
interface CachedScreen {
  /** The route as registered. */
  route: string;
  who: Who;
  url: (f: Fixtures) => string;
}

/** Every route that sends JSON through http/response-cache, by the file that registers it. */
const CACHED_SCREENS: Record<string, CachedScreen[]> = {
  'coverage-requests/coverage-requests.routes.ts': [
    { route: '/api/coverage', who: 'admin', url: (f) => `/api/coverage?month=${f.month}` },
    {
      route: '/api/coverage',
      who: 'dispatch',
      url: (f) => `/api/coverage?month=${f.month}&locationId=${f.locationId}`,
    },
    {
      route: '/api/coverage/summary',
      who: 'admin',
      url: (f) => `/api/coverage/summary?month=${f.month}`,
    },
  ],
  'shift-offers/shift-offers.routes.ts': [
    {
      route: '/api/coverage/open',
      who: 'dispatch',
      url: (f) => `/api/coverage/open?from=${f.today}&to=${addDays(f.today, 7)}`,
    },
    {
      route: '/api/coverage/:id/candidates',
      who: 'dispatch',
      url: (f) => `/api/coverage/${f.requestId}/candidates`,
    },
  ],
  'my-shifts/my-shifts.routes.ts': [
    { route: '/api/my/shifts', who: 'guard', url: () => '/api/my/shifts' },
  ],
  'schedule/schedule.routes.ts': [
    {
      route: '/api/schedule/week',
      who: 'supervisor',
      url: (f) => `/api/schedule/week?week=${isoWeekOf(f.today)}`,
    },
  ],
  'reports/reports.routes.ts': REPORT_NAMES.map((name) => ({
    route: `/api/reports/${name}`,
    who: 'admin' as const,
    url: (f: Fixtures) => `/api/reports/${name}?from=${addDays(f.today, -30)}&to=${f.today}`,
  })),
};

/** The route files under modules/ that make a JSON response cache (not a text one). */
function filesWithJsonCaches(): string[] {
  return readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.routes.ts'))
    .filter((file) => {
      const source = readFileSync(path.join(MODULES, file), 'utf8');
      return /responseCache\(\{ maxEntries: [\d_]+ \}\)/.test(source);
    })
    .sort();
}

describe("every kept JSON answer, as its route's response schema has it", () => {
  let t: TestApp;
  let f: Fixtures;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.database.db;
    const today = localIsoDate(new Date());
    const post = await createLocation(db, { name: 'Harbor Gate', deptCode: 'HG-1' });
    const guard = await t.account('guard');
    const guardRow = await db
      .selectFrom('guards')
      .select(['id', 'firstName', 'lastName'])
      .where('accountId', '=', guard.id)
      .executeTakeFirstOrThrow();
    const open = await createCoverageRequest(db, {
      locationId: post.id,
      date: addDays(today, 2),
      notes: 'Gate code 12',
    });
    await createCoverageRequest(db, {
      locationId: post.id,
      date: addDays(today, 3),
      guard: guardRow,
    });
    await createCoverageRequest(db, {
      locationId: post.id,
      date: addDays(today, -3),
      guard: guardRow,
    });
    const offered = await t.as('dispatch', 'POST', `/api/coverage/${open.id}/offers`, {
      guardIds: [guardRow.id],
    });
    expect(offered.statusCode).toBe(200);
    f = { month: today.slice(0, 7), today, locationId: post.id, requestId: open.id };
  });
  afterAll(() => t.close());

  it('lists every route file that keeps JSON answers', () => {
    expect(filesWithJsonCaches()).toEqual(Object.keys(CACHED_SCREENS).sort());
  });

  const screens = Object.values(CACHED_SCREENS).flat();
  it.each(screens.map((screen) => [screen.route, screen] as const))(
    '%s: the bytes sent, made afresh and kept, are exactly what the response schema says',
    async (route, screen) => {
      const served = t.app.servedRoutes.find((r) => r.method === 'GET' && r.url === route);
      const response: unknown = (
        served?.schema?.response as Record<number, unknown> | undefined
      )?.[200];
      if (!(response instanceof z.ZodType)) throw new Error(`${route} declares no 200 schema`);
      for (const read of ['made', 'kept']) {
        const answer = await t.request({
          method: 'GET',
          url: screen.url(f),
          cookie: (await t.account(screen.who === 'anonymous' ? 'none' : screen.who)).cookie,
          headers: { 'accept-encoding': 'gzip' },
        });
        expect(answer.statusCode, read).toBe(200);
        const bytes =
          answer.headers['content-encoding'] === 'gzip'
            ? gunzipSync(answer.rawPayload)
            : answer.rawPayload;
        const json: unknown = JSON.parse(bytes.toString('utf8'));
        // Parsed, and nothing the schema does not name (zod drops unknown keys when parsing).
        expect(response.parse(json), read).toEqual(json);
      }
    },
  );
});
