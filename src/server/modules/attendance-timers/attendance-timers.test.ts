import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/calendar.js';
import { shiftBounds } from '../../../shared/check-in-rules.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { lateGuardText } from './attendance-messages.js';

const MINUTE = 60_000;
const OFFICE_PHONE = '+12015550199';
const GUARD_PHONE = '+12015550142';
/** Each test has a day of its own, far from the real clock's (the background never fires them). */
const day = (n: number) => addDays('2031-06-02', n);

describe('the late and no-show timers (issue #33)', () => {
  let t: TestApp;
  let post: { id: string };
  let toldDispatcherId = '';
  let kim: { id: string; firstName: string; lastName: string; accountId: string | null };
  beforeAll(async () => {
    t = await createTestApp(
      { SMS_PROVIDER: 'sandbox', OFFICE_PHONE, TZ: 'America/New_York' },
      null,
      { attendanceTimers: { background: false } },
    );
    const db = t.app.database.db;
    post = await createLocation(db, { name: 'Bayview Plaza' });
    const account = await t.createUser({ role: 'guard', firstName: 'Kim', lastName: 'Soto' });
    // An account of role guard comes with its guard record.
    await db
      .updateTable('guards')
      .set({ firstName: 'Kim', lastName: 'Soto', contactNumber: GUARD_PHONE })
      .where('accountId', '=', account.id)
      .execute();
    kim = await db
      .selectFrom('guards')
      .select(['id', 'firstName', 'lastName', 'accountId'])
      .where('accountId', '=', account.id)
      .executeTakeFirstOrThrow();
    // The office: admin and supervisor always told; one dispatcher chose to, one did not.
    await t.account('admin');
    await t.account('supervisor');
    await t.account('dispatch');
    const told = await t.createUser({ role: 'dispatch' });
    toldDispatcherId = told.id;
    await db
      .insertInto('attendanceAlertOptIns')
      .values({ userId: told.id, createdAt: '2031-01-01T00:00:00.000Z' })
      .execute();
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const shiftOn = async (
    date: string,
    times: { startTime: string | null; endTime: string | null } = {
      startTime: '06:00',
      endTime: '14:00',
    },
  ) => {
    const request = await createCoverageRequest(db(), {
      locationId: post.id,
      date,
      ...times,
      guard: kim,
    });
    return { ...request, start: shiftBounds(request, t.config.timeZone).start };
  };
  const run = async (at: number, requestId: string) =>
    (await t.app.attendanceTimers.run(new Date(at))).filter((fired) =>
      fired.id.includes(requestId),
    );
  const outcomes = async (at: number, requestId: string) =>
    (await run(at, requestId)).map((fired) => `${fired.id.split(':')[0] ?? ''} ${fired.outcome}`);
  const attendance = (requestId: string) =>
    db()
      .selectFrom('shiftAttendance')
      .selectAll()
      .where('requestId', '=', requestId)
      .executeTakeFirst();
  const request = (id: string) =>
    db().selectFrom('coverageRequests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const messagesSince = async (since: string) =>
    (
      await db()
        .selectFrom('outbox')
        .select(['channel', 'payload'])
        .where('createdAt', '>=', since)
        .orderBy('createdAt')
        .execute()
    ).map((row) => ({ channel: row.channel, ...(JSON.parse(row.payload) as object) }));

  it('marks the guard late at start + late, not a millisecond before, and tells the guard and the office', async () => {
    const shift = await shiftOn(day(0));
    const lateAt = shift.start + 10 * MINUTE;
    expect(await outcomes(lateAt - 1, shift.id)).toEqual([]);
    expect((await attendance(shift.id))?.lateAt ?? null).toBeNull();
    const since = new Date().toISOString();
    expect(await outcomes(lateAt, shift.id)).toEqual(['late late']);
    expect((await attendance(shift.id))?.lateAt).toBe(new Date(lateAt).toISOString());
    // Still the guard's shift, not a call-out.
    expect((await request(shift.id)).assignedGuardId).toBe(kim.id);

    const text =
      'Your shift at Bayview Plaza started 10 minutes ago: check in, or tap I have to leave.';
    expect(lateGuardText('Bayview Plaza', 10)).toBe(text);
    const messages = await messagesSince(since);
    expect(messages).toContainEqual({
      channel: 'push',
      userIds: [kim.accountId],
      message: { title: 'Check in', body: text, url: '/my-shifts', tag: `late-${shift.id}` },
    });
    expect(messages).toContainEqual({
      channel: 'sms',
      to: GUARD_PHONE,
      body: `${text} http://coverdesk.test/my-shifts`,
    });
    const officeBody =
      'Bayview Plaza \u00b7 Mon, Jun 2, 2031 \u00b7 06:00\u201314:00: no check-in 10 minutes after the start';
    const officePushes = messages.filter(
      (message) =>
        message.channel === 'push' &&
        'message' in message &&
        (message.message as { title: string }).title === 'Kim Soto is late',
    );
    expect(officePushes).toHaveLength(3);
    expect(officePushes[0]).toMatchObject({ message: { body: officeBody, url: '/open-shifts' } });
    const told = new Set(
      officePushes.flatMap((message) =>
        'userIds' in message ? (message.userIds as string[]) : [],
      ),
    );
    expect(told).toEqual(
      new Set([
        (await t.account('admin')).id,
        (await t.account('supervisor')).id,
        toldDispatcherId,
      ]),
    );
    expect(told.has((await t.account('dispatch')).id)).toBe(false);
    expect(messages).toContainEqual({
      channel: 'sms',
      to: OFFICE_PHONE,
      body: `Kim Soto is late: ${officeBody}. http://coverdesk.test/open-shifts`,
    });

    // Fired once: running again at the same instant does nothing more.
    expect(await outcomes(lateAt + MINUTE, shift.id)).toEqual([]);
  });

  it('makes the shift a no-show call-out at start + no-show, the guard kept, open on the board', async () => {
    const shift = await shiftOn(day(1));
    const noShowAt = shift.start + 30 * MINUTE;
    // Queued ahead, as the scheduler does every 15 seconds.
    await t.app.attendanceTimers.schedule(new Date(shift.start - 60 * MINUTE));
    expect(await outcomes(noShowAt - 1, shift.id)).toEqual(['late late']);
    expect((await request(shift.id)).assignedGuardId).toBe(kim.id);
    const since = new Date().toISOString();
    expect(await outcomes(noShowAt, shift.id)).toEqual(['no-show no-show']);
    expect(await request(shift.id)).toMatchObject({
      assignedGuardId: null,
      calledOutGuardId: kim.id,
      calledOutGuardName: 'Soto, Kim',
      callOutReason: 'no-show',
      callOutNote: 'No check-in 30 minutes after the start',
      calledOutByName: null,
    });
    expect((await attendance(shift.id))?.noShowAt).toBe(new Date(noShowAt).toISOString());
    const entry = await db()
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', shift.id)
      .executeTakeFirst();
    expect(entry).toMatchObject({ action: 'call-out', actorName: 'CoverDesk' });
    const board = await t.as('dispatch', 'GET', `/api/coverage/open?from=${day(1)}&to=${day(1)}`);
    expect(JSON.stringify(board.json())).toContain(shift.id);
    const messages = await messagesSince(since);
    expect(messages).toContainEqual(
      expect.objectContaining({
        channel: 'push',
        message: expect.objectContaining({ title: "Kim Soto can't make it" }),
      }),
    );
    // autoOfferNoShows is off: nobody is offered it.
    expect(
      await db().selectFrom('shiftOffers').select('id').where('requestId', '=', shift.id).execute(),
    ).toEqual([]);
  });

  it('never marks a checked-in guard late, whether they checked in before or after the timers were queued', async () => {
    const early = await shiftOn(day(2));
    await db()
      .insertInto('shiftAttendance')
      .values({
        id: `a-${early.id}`,
        requestId: early.id,
        guardId: kim.id,
        checkedInAt: new Date(early.start - MINUTE).toISOString(),
      })
      .execute();
    expect(await outcomes(early.start + 31 * MINUTE, early.id)).toEqual([]);

    const late = await shiftOn(day(3));
    await t.app.attendanceTimers.schedule(new Date(late.start));
    await db()
      .insertInto('shiftAttendance')
      .values({
        id: `a-${late.id}`,
        requestId: late.id,
        guardId: kim.id,
        checkedInAt: new Date(late.start + 5 * MINUTE).toISOString(),
      })
      .execute();
    expect((await outcomes(late.start + 30 * MINUTE, late.id)).sort()).toEqual([
      'late checked-in',
      'no-show checked-in',
    ]);
    expect((await request(late.id)).assignedGuardId).toBe(kim.id);
    expect((await attendance(late.id))?.lateAt).toBeNull();
  });

  it("does nothing for an edited or reassigned shift's timer", async () => {
    const moved = await shiftOn(day(4));
    await t.app.attendanceTimers.schedule(new Date(moved.start));
    await db()
      .updateTable('coverageRequests')
      .set({ startTime: '07:00' })
      .where('id', '=', moved.id)
      .execute();
    expect(await outcomes(moved.start + 10 * MINUTE, moved.id)).toEqual(['late moved']);
    expect(await attendance(moved.id)).toBeUndefined();
    // Its new start has timers of its own; its old no-show does nothing either.
    expect((await outcomes(moved.start + 70 * MINUTE, moved.id)).sort()).toEqual([
      'late late',
      'no-show moved',
    ]);

    const other = await createGuard(db(), { firstName: 'Ravi', lastName: 'Dhar' });
    const reassigned = await shiftOn(day(5));
    await t.app.attendanceTimers.schedule(new Date(reassigned.start));
    await db()
      .updateTable('coverageRequests')
      .set({ assignedGuardId: other.id, assignedGuardName: 'Dhar, Ravi' })
      .where('id', '=', reassigned.id)
      .execute();
    // The new guard came: only the first guard's timers were due, and they do nothing.
    await db()
      .insertInto('shiftAttendance')
      .values({
        id: `a-${reassigned.id}`,
        requestId: reassigned.id,
        guardId: other.id,
        checkedInAt: new Date(reassigned.start).toISOString(),
      })
      .execute();
    expect(
      (await outcomes(reassigned.start + 30 * MINUTE, reassigned.id))
        .filter((one) => one.endsWith('reassigned'))
        .sort(),
    ).toEqual(['late reassigned', 'no-show reassigned']);
    expect((await request(reassigned.id)).assignedGuardId).toBe(other.id);

    const gone = await shiftOn(day(6));
    await t.app.attendanceTimers.schedule(new Date(gone.start));
    await db().deleteFrom('coverageRequests').where('id', '=', gone.id).execute();
    // Its timers went with it (they belong to the request).
    expect(await outcomes(gone.start + 30 * MINUTE, gone.id)).toEqual([]);
  });

  it('never makes a whole-day shift late', async () => {
    const allDay = await shiftOn(day(7), { startTime: null, endTime: null });
    expect(await outcomes(allDay.start + 3 * 60 * MINUTE, allDay.id)).toEqual([]);
    expect(
      await db()
        .selectFrom('attendanceTimers')
        .select('id')
        .where('requestId', '=', allDay.id)
        .execute(),
    ).toEqual([]);
  });
});
