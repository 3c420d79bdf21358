import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar.js';
import { formatDate } from '../../../shared/date-format.js';
import { buildApp } from '../../app.js';
import {
  confirmationsSupport,
  HOUR,
  postWithAddress,
  textOnlyGuard,
  type ConfirmationsSupport,
} from '../../test/confirmations.js';
import { nextPhone } from '../../test/sms.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDialect } from '../../test/test-database.js';

/** Each test has days of its own, far from the real clock's. */
const day = (n: number) => addDays('2031-07-01', n);
const MINUTE = 60_000;
const REMINDER =
  /^Bayview Security: Reminder: you have the shift at .* Reply OK (\d{4}) to confirm$/;

/**
 * Issue #39: a guard without the app is texted before each shift to confirm it, at start −
 * confirmHoursBefore by a clock the test controls; durable and once, as the late and no-show
 * timers are, and a stale reminder does nothing.
 */
describe('the reminder to confirm a shift', () => {
  let t: TestApp;
  let c: ConfirmationsSupport;
  let post: { id: string };
  beforeAll(async () => {
    t = await createTestApp(
      { SMS_PROVIDER: 'sandbox', COMPANY_NAME: 'Bayview Security', TZ: 'America/New_York' },
      null,
      { attendanceTimers: { background: false } },
    );
    c = confirmationsSupport(t);
    post = await postWithAddress(t.app.database.db, 'Harbor Post', '1200 Main St');
  });
  afterAll(() => t.close());
  const db = () => t.app.database.db;

  it('texts a guard without the app 12 hours before the start, not a millisecond sooner, once', async () => {
    const tess = await textOnlyGuard(db(), 'Tess', 'Text');
    const shift = await c.shift(post.id, day(0), tess, undefined, 'Gate code 4411');
    const due = shift.start - 12 * HOUR;
    expect(await c.reminders(due - 1, shift.id)).toEqual([]);
    expect(await c.texts(tess.phone)).toEqual([]);
    expect(await c.reminders(due, shift.id)).toEqual(['reminded']);

    const [text = ''] = await c.texts(tess.phone);
    const code = await c.code(shift.id, tess.id);
    expect(text).toBe(
      `Bayview Security: Reminder: you have the shift at Harbor Post, ${formatDate(day(0))}, ` +
        `18:00-23:00. 1200 Main St. Note: Gate code 4411. Reply OK ${code} to confirm`,
    );
    expect(code).toMatch(/^\d{4}$/);
    expect(await c.attendance(shift.id, tess.id)).toEqual({
      confirmCode: code,
      remindedAt: new Date(due).toISOString(),
      confirmedAt: null,
    });
    // Never again: not at the same instant, nor later, nor once the start comes.
    expect(await c.reminders(due, shift.id)).toEqual([]);
    expect(await c.reminders(due + HOUR, shift.id)).toEqual([]);
    expect(await c.texts(tess.phone)).toHaveLength(1);
  });

  it('follows confirmHoursBefore, and two reminders of one shift text once', async () => {
    const tess = await textOnlyGuard(db(), 'Tess', 'Twice');
    const shift = await c.shift(post.id, day(1), tess);
    // Queued at 12 hours, then the setting says 24: the shift has two timers.
    await t.app.attendanceTimers.schedule(new Date(shift.start - 13 * HOUR));
    const patch = await t.as('admin', 'PATCH', '/api/settings', { confirmHoursBefore: 24 });
    expect(patch.statusCode).toBe(200);
    try {
      expect(await c.reminders(shift.start - 24 * HOUR - 1, shift.id)).toEqual([]);
      expect(await c.reminders(shift.start - 24 * HOUR, shift.id)).toEqual(['reminded']);
      expect(await c.reminders(shift.start - 12 * HOUR, shift.id)).toEqual(['already-reminded']);
      expect(await c.texts(tess.phone)).toHaveLength(1);
    } finally {
      await t.as('admin', 'PATCH', '/api/settings', { confirmHoursBefore: 12 });
    }
  });

  it('reminds at once a shift given later than that, but not one that has started', async () => {
    const tess = await textOnlyGuard(db(), 'Tess', 'Late');
    const soon = await c.shift(post.id, day(2), tess, { startTime: '06:00', endTime: '14:00' });
    const given = soon.start - 5 * HOUR;
    expect(await c.reminders(given, soon.id)).toEqual(['reminded']);
    expect((await c.attendance(soon.id, tess.id))?.remindedAt).toBe(new Date(given).toISOString());

    const started = await c.shift(post.id, day(3), tess, { startTime: '06:00', endTime: '14:00' });
    expect(await c.reminders(started.start, started.id)).toEqual([]);
    expect(await c.reminders(started.start + 30 * MINUTE, started.id)).toEqual([]);
    expect(await c.attendance(started.id, tess.id)).toMatchObject({ remindedAt: null });
  });

  it('texts no guard with the app, nor one a text does not reach', async () => {
    const account = await t.createUser({ role: 'guard', firstName: 'Kim', lastName: 'App' });
    const phone = nextPhone();
    const kim = await db()
      .updateTable('guards')
      .set({ contactNumber: phone })
      .where('accountId', '=', account.id)
      .returning(['id', 'firstName', 'lastName'])
      .executeTakeFirstOrThrow();
    const appShift = await c.shift(post.id, day(4), kim);
    expect(await c.fired(appShift.start - 12 * HOUR, appShift.id)).toEqual([]);
    expect(await c.texts(phone)).toEqual([]);

    const stopped = await textOnlyGuard(db(), 'Sid', 'Stop');
    await db()
      .insertInto('smsOptOuts')
      .values({ phone: stopped.phone, optedOutAt: new Date().toISOString() })
      .execute();
    const stoppedShift = await c.shift(post.id, day(4), stopped);
    expect(await c.reminders(stoppedShift.start - 12 * HOUR, stoppedShift.id)).toEqual([
      'unreachable',
    ]);
    expect(await c.texts(stopped.phone)).toEqual([]);

    // Invited between the queueing and the instant: the app is theirs now.
    const late = await textOnlyGuard(db(), 'Ivy', 'Invited');
    const lateShift = await c.shift(post.id, day(5), late);
    await t.app.attendanceTimers.schedule(new Date(lateShift.start - 13 * HOUR));
    const invited = await t.createUser({ role: 'user', firstName: 'Ivy', lastName: 'Invited' });
    await db()
      .updateTable('guards')
      .set({ accountId: invited.id })
      .where('id', '=', late.id)
      .execute();
    expect(await c.reminders(lateShift.start - 12 * HOUR, lateShift.id)).toEqual(['app-guard']);
    expect(await c.texts(late.phone)).toEqual([]);
  });

  it('does nothing when stale: the shift given to another guard, moved or deleted', async () => {
    const tess = await textOnlyGuard(db(), 'Tess', 'Stale');
    const otto = await textOnlyGuard(db(), 'Otto', 'Other');
    const given = await c.shift(post.id, day(6), tess);
    const due = given.start - 12 * HOUR;
    await t.app.attendanceTimers.schedule(new Date(due - HOUR));
    await db()
      .updateTable('coverageRequests')
      .set({ assignedGuardId: otto.id, assignedGuardName: 'Other, Otto' })
      .where('id', '=', given.id)
      .execute();
    const outcomes = await c.reminders(due, given.id);
    expect(outcomes.sort()).toEqual(['reassigned', 'reminded']);
    expect(await c.texts(tess.phone)).toEqual([]);
    expect(await c.texts(otto.phone)).toEqual([expect.stringMatching(REMINDER)]);

    const moved = await c.shift(post.id, day(7), tess);
    await t.app.attendanceTimers.schedule(new Date(moved.start - 13 * HOUR));
    await db()
      .updateTable('coverageRequests')
      .set({ startTime: '20:00' })
      .where('id', '=', moved.id)
      .execute();
    expect(await c.reminders(moved.start - 12 * HOUR, moved.id)).toEqual(['moved']);
    expect(await c.texts(tess.phone)).toEqual([]);
    // The new start has its own reminder, two hours later.
    expect(await c.reminders(moved.start - 10 * HOUR, moved.id)).toEqual(['reminded']);
    expect((await c.texts(tess.phone))[0]).toContain(', 20:00-23:00. ');

    const deleted = await c.shift(post.id, day(8), tess);
    await t.app.attendanceTimers.schedule(new Date(deleted.start - 13 * HOUR));
    await db().deleteFrom('coverageRequests').where('id', '=', deleted.id).execute();
    expect(await c.fired(deleted.start - 12 * HOUR, deleted.id)).toEqual([]);
    expect(await c.texts(tess.phone)).toHaveLength(1);
  });

  const clustered = testDialect() === 'postgres';
  it(`texts each reminder once with ${clustered ? 'two apps' : 'one app'} on one database`, async () => {
    const guards = await Promise.all(
      Array.from({ length: 12 }, (_, index) => textOnlyGuard(db(), `G${String(index)}`, 'Many')),
    );
    const shifts = [];
    for (const guard of guards) shifts.push(await c.shift(post.id, day(9), guard));
    const due = (shifts[0]?.start ?? 0) - 12 * HOUR;
    await t.app.attendanceTimers.schedule(new Date(due - HOUR));
    const others = clustered
      ? [await buildApp(t.config, { attendanceTimers: { background: false } })]
      : [];
    try {
      const runs = await Promise.all(
        [t.app, ...others].flatMap((app) => [
          app.attendanceTimers.run(new Date(due)),
          app.attendanceTimers.run(new Date(due)),
        ]),
      );
      const ids = shifts.map((shift) => shift.id);
      const reminded = runs
        .flat()
        .filter((one) => one.outcome === 'reminded' && ids.some((id) => one.id.includes(id)));
      expect(reminded).toHaveLength(shifts.length);
      for (const guard of guards) {
        expect(await c.texts(guard.phone)).toEqual([expect.stringMatching(REMINDER)]);
      }
    } finally {
      await Promise.all(others.map((app) => app.close()));
    }
  });
});
