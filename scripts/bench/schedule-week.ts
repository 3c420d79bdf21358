import { chromium } from '@playwright/test';
import { localIsoDate } from '../../src/shared/calendar.js';
import { isoWeekOf } from '../../src/shared/iso-week.js';
import { ScheduleWeekSchema } from '../../src/shared/schedule.js';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../chromium.js';
import { callApi, type Cookie } from './api-client.js';
import { loadResult } from './coverage-scenarios.js';
import type { BenchContext } from './context.js';
import { BROWSER_ACCEPT, loadSeconds, warmUpSeconds } from './http-load.js';
import { runWarmedNodeLoad } from './node-http-load.js';
import { seededOperation } from './operation-seed.js';
import type { ScenarioResult } from './results.js';

/**
 * The week board (issue #22) on the large operation (300 posts, a million requests: about 4,800
 * in a week): the week's API answer read by 20 clients at once, then the page itself in Chromium,
 * from a fresh browser context (nothing cached) to the board's first row of cells on screen.
 */

const WEEK_P99_MS = 50;
const FIRST_BOARD_MS = 1500;
/**
 * Page loads measured, each in a context of its own; the budget holds for their median. One at
 * small, CI's smoke check, which has no budgets.
 */
const PAGE_LOADS = { large: 3, small: 1 } as const;

const weekPath = (week: string) => `/api/schedule/week?week=${week}`;

/** Milliseconds from navigation start to the first row of the board's grid, in a fresh context. */
async function boardPaints(
  baseUrl: string,
  week: string,
  cookie: Cookie,
  loads: number,
): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  try {
    const times: number[] = [];
    for (let run = 0; run < loads; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
        }),
      );
      // The service worker would answer later loads from its cache; each load here is a first.
      await context.route('**/sw.js', (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${baseUrl}/schedule?week=${week}`);
      await page.locator('[role="grid"] [role="gridcell"]').first().waitFor({ timeout: 30_000 });
      times.push(await page.evaluate(() => performance.now()));
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

/** /schedule: GET /api/schedule/week for this week, and the page's first board in Chromium. */
export async function scheduleWeek(context: BenchContext): Promise<ScenarioResult> {
  const operation = await seededOperation(context);
  const week = isoWeekOf(localIsoDate(new Date()));
  const board = await callApi(
    context.server.url,
    operation.adminCookie,
    { method: 'GET', path: weekPath(week) },
    ScheduleWeekSchema,
  );
  const load = {
    baseUrl: context.server.url,
    path: () => weekPath(week),
    headers: { ...BROWSER_ACCEPT, cookie: operation.adminCookie },
    duration: loadSeconds(context.size),
  };
  const stats = await runWarmedNodeLoad(load, warmUpSeconds(context.size));
  const paints = await boardPaints(
    context.server.url,
    week,
    operation.adminCookie,
    PAGE_LOADS[context.size],
  );
  const sorted = [...paints].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.POSITIVE_INFINITY;
  console.log(`board on screen after ${paints.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  return loadResult(
    context,
    'schedule week (API and page)',
    stats,
    {
      posts: board.posts.length,
      'requests in the week': board.shifts.length,
      'answer KB': Math.round(JSON.stringify(board).length / 1024),
      'board first paint ms (median)': Math.round(median),
      'board first paint ms (slowest)': Math.round(sorted.at(-1) ?? 0),
    },
    {
      text: `API p99 ≤ ${String(WEEK_P99_MS)} ms, 0 errors; board on screen ≤ ${String(FIRST_BOARD_MS)} ms`,
      met: stats.p99Ms <= WEEK_P99_MS && stats.errors === 0 && median <= FIRST_BOARD_MS,
    },
  );
}
