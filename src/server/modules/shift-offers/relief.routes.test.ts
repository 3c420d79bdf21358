import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataDigest } from '../../test/data-digest.js';
import {
  NIGHT,
  night,
  setClock,
  startedShiftsSupport,
  textsTo,
  wallAt,
  type NightGuard,
  type StartedShiftsSupport,
} from '../../test/started-shifts.js';
import { nextPhone } from '../../test/sms.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

/**
 * Issue #39: the guard who takes a shift that has started is its relief, expected at the post by
 * the company's relief arrival minutes after they took it, or by the time the office gives; the
 * same however they take it (a text, a call the office logs, the office's form). A guard given a
 * shift before its start is expected at its start. Late and no-show then count from the arrival
 * (relief-timers.test.ts).
 */
describe('the relief of a started shift (issue #39)', () => {
  let t: TestApp;
  let s: StartedShiftsSupport;
  let dana: TestUser;
  let valley: { id: string };

  beforeAll(async () => {
    setClock(wallAt('12:00'));
    t = await createTestApp({ SMS_PROVIDER: 'sandbox', COMPANY_NAME: 'CoverDesk' }, null, {
      attendanceTimers: { background: false },
    });
    s = startedShiftsSupport(t);
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
    valley = await s.post('Valley Auto Auction');
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const expectedAt = async (requestId: string, guard: NightGuard) =>
    (await s.attendance(requestId, guard.guardId))?.expectedAt ?? null;
  const logCall = (requestId: string, guard: NightGuard, arrivesBy?: string) =>
    t.request({
      method: 'POST',
      url: `/api/coverage/${requestId}/contacts`,
      cookie: dana.cookie,
      payload: { guardId: guard.guardId, channel: 'call', outcome: 'accepted', arrivesBy },
    });
  /** The office's form (PATCH /api/coverage/:id as an admin), with the request's other fields kept. */
  const edit = async (requestId: string, changes: object) => {
    const row = await s.stored(requestId);
    if (!row) throw new Error('no such request');
    const { date, startTime, endTime, locationId, assignedGuardId, notes, version } = row;
    const body = { date, startTime, endTime, locationId, assignedGuardId, notes, version };
    return t.as('admin', 'PATCH', `/api/coverage/${requestId}`, { ...body, ...changes });
  };

  it('expects a guard who says YES by text 60 minutes later, by default', async () => {
    const brooks = await s.guard('Sam', 'Brooks', nextPhone());
    const shift = await s.shift(valley.id, null, ['18:00', '23:00']);
    setClock(wallAt('18:38'));
    const offered = await t.request({
      method: 'POST',
      url: `/api/coverage/${shift.id}/offers`,
      cookie: dana.cookie,
      payload: { guardIds: [brooks.guardId] },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const { code } = await t.app.database.db
      .selectFrom('shiftOffers')
      .select('code')
      .where('requestId', '=', shift.id)
      .executeTakeFirstOrThrow();

    setClock(wallAt('18:40'));
    const outbox = await s.watchOutbox();
    // Answered as the guard's phone would (the demo's sandbox: the same handling as a real text).
    const answered = await t.as('admin', 'POST', '/api/sms/sandbox/messages', {
      phone: brooks.phone,
      body: `YES ${String(code)}`,
    });
    expect(answered.json()).toEqual({ outcome: 'accepted' });
    expect((await s.stored(shift.id))?.assignedGuardId).toBe(brooks.guardId);
    expect(await expectedAt(shift.id, brooks)).toBe(wallAt('19:40').toISOString());
    // The shift in writing, with when he is expected.
    expect(textsTo(await outbox.read(), brooks.phone ?? '')).toEqual([
      'CoverDesk: You have the shift at Valley Auto Auction, Mon, Jun 2, 18:00-23:00. Be there by 19:40.',
    ]);
  });

  it('expects a guard the office logs as accepted at the time they gave, or 60 minutes from now', async () => {
    const lee = await s.guard('Lee', 'Given');
    const ana = await s.guard('Ana', 'Default');
    const first = await s.shift(valley.id, null, ['18:00', '23:00']);
    const second = await s.shift(valley.id, null, ['18:00', '23:00']);
    setClock(wallAt('18:50'));
    const given = await logCall(first.id, lee, '19:20');
    expect(given.statusCode, given.body).toBe(200);
    expect(await expectedAt(first.id, lee)).toBe(wallAt('19:20').toISOString());
    // Typed a moment after saying it on the phone: now.
    setClock(wallAt('19:01:30'));
    const plain = await logCall(second.id, ana);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await expectedAt(second.id, ana)).toBe(wallAt('20:01:30').toISOString());
  });

  it('reads an arrival after midnight as the next day, on an overnight shift', async () => {
    const ana = await s.guard('Ana', 'Overnight');
    const shift = await s.shift(valley.id, null, ['22:00', '06:00']);
    setClock(wallAt('23:50'));
    expect((await logCall(shift.id, ana, '00:30')).statusCode).toBe(200);
    expect(await expectedAt(shift.id, ana)).toBe(wallAt('00:30', night(1)).toISOString());
  });

  it('takes an arrival up to the end, and refuses one after it, changing nothing', async () => {
    const kim = await s.guard('Kim', 'Soto');
    const shift = await s.shift(valley.id, null, ['18:00', '23:00']);
    setClock(wallAt('22:10'));
    const before = await s.digest(dana);
    for (const arrivesBy of ['23:01', '23:30']) {
      const refused = await logCall(shift.id, kim, arrivesBy);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'The guard must be expected before the shift ends',
      });
    }
    // A time already past today is refused for what it is, not read as tomorrow's.
    const past = await logCall(shift.id, kim, '21:50');
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ error: 'The guard cannot be expected before now' });
    expect(await dataDigest(t)).toBe(before);
    // Sixty minutes from 22:10 is past the end: due at the end.
    expect((await logCall(shift.id, kim)).statusCode).toBe(200);
    expect(await expectedAt(shift.id, kim)).toBe(wallAt('23:00').toISOString());
  });

  it('expects nobody but at the start when the shift has not started, an arrival given or not', async () => {
    const ana = await s.guard('Ana', 'Ahead');
    const shift = await s.shift(valley.id, null, ['18:00', '23:00']);
    setClock(wallAt('17:00'));
    expect((await logCall(shift.id, ana, '17:30')).statusCode).toBe(200);
    expect((await s.stored(shift.id))?.assignedGuardId).toBe(ana.guardId);
    expect(await expectedAt(shift.id, ana)).toBeNull();
  });

  it("makes a guard the office's form gives a started shift its relief, and one given it before the start not", async () => {
    const lee = await s.guard('Lee', 'Form');
    const ana = await s.guard('Ana', 'Form');
    const started = await s.shift(valley.id, null, ['18:00', '23:00']);
    const coming = await s.shift(valley.id, null, ['18:00', '23:00']);
    setClock(wallAt('17:45'));
    const early = await edit(coming.id, { assignedGuardId: ana.guardId });
    expect(early.statusCode, early.body).toBe(200);
    expect(await expectedAt(coming.id, ana)).toBeNull();
    setClock(wallAt('18:20'));
    const late = await edit(started.id, { assignedGuardId: lee.guardId });
    expect(late.statusCode, late.body).toBe(200);
    expect(await expectedAt(started.id, lee)).toBe(wallAt('19:20').toISOString());
    // A note changed later leaves the arrival as it was.
    setClock(wallAt('18:40'));
    expect((await edit(started.id, { notes: 'Gate code 4411' })).statusCode).toBe(200);
    expect(await expectedAt(started.id, lee)).toBe(wallAt('19:20').toISOString());
    // A started shift added with its guard (the form's 'Add'): the same.
    const kim = await s.guard('Kim', 'Added');
    const added = await t.as('admin', 'POST', '/api/coverage', {
      date: NIGHT,
      startTime: '18:00',
      endTime: '23:00',
      locationId: valley.id,
      assignedGuardId: kim.guardId,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await expectedAt(added.json<{ id: string }>().id, kim)).toBe(
      wallAt('19:40').toISOString(),
    );
  });

  it('never makes a guard at the post a relief when the office corrects their start', async () => {
    const park = await s.guard('Lee', 'Park');
    const post = await s.post('Bayview Plaza');
    const shift = await s.shift(post.id, park, ['18:00', '23:00']);
    setClock(wallAt('17:55'));
    const checkIn = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${shift.id}/check-in`,
      cookie: park.cookie,
      payload: {},
    });
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    setClock(wallAt('20:00'));
    const moved = await edit(shift.id, { startTime: '17:30' });
    expect(moved.statusCode, moved.body).toBe(200);
    // Scheduled from the start and never late: they have been there since 17:55.
    expect(await expectedAt(shift.id, park)).toBeNull();
    expect((await s.attendance(shift.id, park.guardId))?.checkedInAt).toBe(
      wallAt('17:55').toISOString(),
    );
  });

  it("keeps a late guard late when the office moves only their shift's end", async () => {
    const vargas = await s.guard('Ana', 'Vargas');
    const shift = await s.shift(valley.id, vargas, ['18:00', '23:00']);
    const fired = async (when: string) =>
      (await t.app.attendanceTimers.run(wallAt(when)))
        .filter((one) => one.id.includes(shift.id))
        .map((one) => `${one.id.split(':')[0] ?? ''} ${one.outcome}`);
    expect(await fired('18:10')).toEqual(['late late']);
    setClock(wallAt('18:20'));
    const moved = await edit(shift.id, { endTime: '23:30' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await s.attendance(shift.id, vargas.guardId)).toMatchObject({
      expectedAt: null,
      lateAt: wallAt('18:10').toISOString(),
    });
    // Still a no-show at the start's 30 minutes: the new end gave them no hour more.
    expect(await fired('18:30')).toEqual(['no-show no-show']);
  });

  it('expects a relief by the relief minutes an admin set (45)', async () => {
    const saved = await t.as('admin', 'PATCH', '/api/settings', { reliefArrivalMinutes: 45 });
    expect(saved.json()).toMatchObject({ reliefArrivalMinutes: 45 });
    const brooks = await s.guard('Sam', 'FortyFive');
    const shift = await s.shift(valley.id, null, ['18:00', '23:00']);
    setClock(wallAt('19:05'));
    expect((await logCall(shift.id, brooks)).statusCode).toBe(200);
    expect(await expectedAt(shift.id, brooks)).toBe(wallAt('19:50').toISOString());
  });
});
