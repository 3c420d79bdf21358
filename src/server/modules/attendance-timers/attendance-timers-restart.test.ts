import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar.js';
import { shiftBounds } from '../../../shared/check-in-rules.js';
import { buildApp } from '../../app.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDialect } from '../../test/test-database.js';

const MINUTE = 60_000;
const SHIFTS = 40;
const clustered = testDialect() === 'postgres';

/**
 * Issue #33's proof that the timers are durable and fire once: queued by one app, fired by the
 * next on the same database; and on PostgreSQL two apps on one database, as two processes behind
 * a load balancer, firing many timers at once, each exactly once.
 */
describe('the attendance timers across restarts and processes (issue #33)', () => {
  let t: TestApp;
  let post: { id: string };
  beforeAll(async () => {
    t = await createTestApp({ TZ: 'UTC' }, null, { attendanceTimers: { background: false } });
    post = await createLocation(t.app.database.db, { name: 'Harbour Gate' });
  });
  afterAll(() => t.close());

  const shiftsOn = async (date: string, count: number) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const guard = await createGuard(t.app.database.db, { firstName: `G${String(index)}` });
      const request = await createCoverageRequest(t.app.database.db, {
        locationId: post.id,
        date,
        startTime: '06:00',
        endTime: '14:00',
        guard,
      });
      ids.push(request.id);
    }
    return ids;
  };
  const startOf = (date: string) =>
    shiftBounds({ date, startTime: '06:00', endTime: '14:00' }, t.config.timeZone).start;
  const timers = (requestIds: string[]) =>
    t.app.database.db
      .selectFrom('attendanceTimers')
      .select(['id', 'status', 'outcome'])
      .where('requestId', 'in', requestIds)
      .execute();

  it('fires after a restart what the app before it queued', async () => {
    const date = addDays('2031-09-01', 0);
    const [id = ''] = await shiftsOn(date, 1);
    const start = startOf(date);
    const first = await buildApp(t.config, { attendanceTimers: { background: false } });
    expect(await first.attendanceTimers.schedule(new Date(start))).toBe(2);
    // Queued twice, kept once.
    expect(await first.attendanceTimers.schedule(new Date(start))).toBe(0);
    await first.close();

    const next = await buildApp(t.config, { attendanceTimers: { background: false } });
    try {
      const fired = await next.attendanceTimers.run(new Date(start + 30 * MINUTE));
      expect(fired.map((one) => one.outcome)).toEqual(['late', 'no-show']);
      const request = await next.database.db
        .selectFrom('coverageRequests')
        .select(['assignedGuardId', 'callOutReason'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(request).toEqual({ assignedGuardId: null, callOutReason: 'no-show' });
    } finally {
      await next.close();
    }
  });

  it(`fires ${String(SHIFTS * 2)} timers with ${clustered ? 'two apps' : 'one app'} on one database, each once`, async () => {
    const date = addDays('2031-09-01', 3);
    const ids = await shiftsOn(date, SHIFTS);
    const start = startOf(date);
    await t.app.attendanceTimers.schedule(new Date(start));
    const others = clustered
      ? [await buildApp(t.config, { attendanceTimers: { background: false } })]
      : [];
    try {
      const at = new Date(start + 30 * MINUTE);
      const runs = await Promise.all(
        [t.app, ...others].flatMap((app) => [
          app.attendanceTimers.run(at),
          app.attendanceTimers.run(at),
        ]),
      );
      const fired = runs.flat().filter((one) => ids.some((id) => one.id.includes(id)));
      expect(fired).toHaveLength(SHIFTS * 2);
      expect(new Set(fired.map((one) => one.id)).size).toBe(SHIFTS * 2);
      if (clustered) expect(runs.filter((run) => run.length > 0).length).toBeGreaterThan(1);
      const rows = await timers(ids);
      expect(rows).toHaveLength(SHIFTS * 2);
      expect(rows.every((row) => row.status === 'done')).toBe(true);
      expect(rows.filter((row) => row.outcome === 'no-show')).toHaveLength(SHIFTS);
      // One call-out entry each: no no-show was opened twice.
      const entries = await t.app.database.db
        .selectFrom('auditLog')
        .select('entityId')
        .where('action', '=', 'call-out')
        .where('entityId', 'in', ids)
        .execute();
      expect(entries).toHaveLength(SHIFTS);
    } finally {
      await Promise.all(others.map((app) => app.close()));
    }
  });

  it(`fires with the worker of ${clustered ? 'each of two apps' : 'the app'} on its own, each timer once`, async () => {
    const date = addDays('2031-09-01', 6);
    const ids = await shiftsOn(date, SHIFTS);
    const at = new Date(startOf(date) + 30 * MINUTE);
    await t.app.attendanceTimers.schedule(new Date(startOf(date)));
    // Their clocks say it is the no-show minute: their workers find every timer due.
    const options = { attendanceTimers: { clock: () => at, timing: { pollMs: 100 } } };
    const apps = await Promise.all(
      Array.from({ length: clustered ? 2 : 1 }, () => buildApp(t.config, options)),
    );
    try {
      await expect
        .poll(async () => (await timers(ids)).filter((row) => row.status === 'done').length, {
          timeout: 20_000,
        })
        .toBe(SHIFTS * 2);
      const entries = await t.app.database.db
        .selectFrom('auditLog')
        .select('entityId')
        .where('action', '=', 'call-out')
        .where('entityId', 'in', ids)
        .execute();
      expect(entries).toHaveLength(SHIFTS);
      // Both overdue, a shift's late may meet its no-show done by the other worker first.
      const lates = (await timers(ids)).filter((row) => row.id.startsWith('late:'));
      expect(lates.every((row) => ['late', 'already-no-show'].includes(row.outcome ?? ''))).toBe(
        true,
      );
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
