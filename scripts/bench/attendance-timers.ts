import { randomUUID } from 'node:crypto';
import { toMb, verdict, type BenchContext } from './context.js';
import { openDatabase, outboxDatabase } from './outbox-seed.js';
import type { ScenarioResult } from './results.js';
import { memoryOf, startServer } from './server.js';
import { percentile, tenths } from './stats.js';

/**
 * Issue #33's timers: 300 posts whose guards never check in, every shift starting at the same
 * minute. With Late after 1 and No-show after 2 minutes, 300 late and 300 no-show timers fall due
 * at two instants; each is timed from its due instant to its row's done instant (what the server
 * recorded), so the figure is the server's own lag: queued by the 15-second scheduler, claimed by
 * the worker's poll, fired in its transaction (a no-show opens a call-out). Its own database and
 * server: no other scenario's shifts are there to fire.
 */
const POSTS: Record<BenchContext['size'], number> = { large: 300, small: 20 };
/** The budget: every transition within 30 s of its minute. */
const BUDGET_MS = 30_000;
const MINUTE_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function attendanceTimers(context: BenchContext): Promise<ScenarioResult> {
  const posts = POSTS[context.size];
  const own = await outboxDatabase(context.database);
  // UTC: the shifts' wall-clock times below are the instants they read.
  const server = await startServer(own.url, { env: { TZ: 'UTC' } });
  const database = openDatabase(own.url);
  try {
    const { db } = database;
    await db
      .insertInto('attendanceSettings')
      .values({
        id: 1,
        lateAfterMinutes: 1,
        noShowAfterMinutes: 2,
        autoOfferNoShows: 0,
        positionRetentionDays: 90,
      })
      .execute();
    // The next whole minute at least 20 seconds away: seeding is done before anything is due.
    const start = new Date(Math.ceil((Date.now() + 20_000) / MINUTE_MS) * MINUTE_MS);
    const iso = start.toISOString();
    const date = iso.slice(0, 10);
    const startTime = iso.slice(11, 16);
    const endTime = new Date(start.getTime() + 8 * 60 * MINUTE_MS).toISOString().slice(11, 16);
    const now = new Date().toISOString();
    const requestIds: string[] = [];
    for (let index = 0; index < posts; index += 1) {
      const locationId = randomUUID();
      const guardId = randomUUID();
      const requestId = randomUUID();
      requestIds.push(requestId);
      await db
        .insertInto('locations')
        .values({
          id: locationId,
          name: `Timer Post ${String(index)}`,
          deptCode: `TP${String(index)}`,
          userId: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await db
        .insertInto('guards')
        .values({
          id: guardId,
          firstName: `Timer${String(index)}`,
          lastName: 'Guard',
          contactNumber: null,
          email: null,
          guardCard: null,
          expDate: null,
          accountId: null,
          userId: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await db
        .insertInto('coverageRequests')
        .values({
          id: requestId,
          userId: null,
          date,
          startTime,
          endTime,
          locationId,
          assignedGuardId: guardId,
          assignedGuardName: `Guard, Timer${String(index)}`,
          notes: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
    console.log(`${String(posts)} shifts from ${iso}: late at +1 min, no-show at +2 min`);

    const total = posts * 2;
    const deadline = start.getTime() + 2 * MINUTE_MS + 120_000;
    let done = 0;
    while (Date.now() < deadline) {
      const row = await db
        .selectFrom('attendanceTimers')
        .select((eb) => eb.fn.countAll<number | string>().as('done'))
        .where('status', '=', 'done')
        .executeTakeFirstOrThrow();
      done = Number(row.done);
      if (done >= total) break;
      await sleep(1_000);
    }
    const timers = await db
      .selectFrom('attendanceTimers')
      .select(['kind', 'dueAt', 'doneAt', 'outcome'])
      .where('requestId', 'in', requestIds)
      .execute();
    const lags = (kind: 'late' | 'no-show') =>
      timers
        .filter((timer) => timer.kind === kind && timer.doneAt)
        .map((timer) => Date.parse(timer.doneAt ?? '') - Date.parse(timer.dueAt));
    const late = lags('late');
    const noShow = lags('no-show');
    const all = [...late, ...noShow];
    const worst = all.length > 0 ? Math.max(...all) : null;
    const missing = total - all.length;
    const wrong = timers.filter((timer) => timer.outcome !== timer.kind).length;
    console.log(
      `fired ${String(all.length)}/${String(total)}; late p50 ${String(percentile(late, 50))} ms, ` +
        `no-show p50 ${String(percentile(noShow, 50))} ms, worst ${String(worst)} ms`,
    );
    return {
      scenario: 'attendance-timers',
      database: context.database,
      perSecond: null,
      p50Ms: percentile(all, 50),
      p99Ms: percentile(all, 99),
      errors: missing + wrong,
      serverPeakRssMb: toMb(memoryOf(server.process.pid ?? 0).peak),
      ofBaseline: null,
      extra: {
        posts,
        'late p99 ms': tenths(percentile(late, 99)),
        'no-show p99 ms': tenths(percentile(noShow, 99)),
        'worst ms': tenths(worst),
        missing,
        wrong,
      },
      budget: 'every late and no-show within 30 s of its minute (due to done)',
      withinBudget: verdict(
        context,
        missing === 0 && wrong === 0 && worst !== null && worst <= BUDGET_MS,
      ),
    };
  } finally {
    await server.stop();
    await database.destroy();
    await own.dispose();
  }
}
