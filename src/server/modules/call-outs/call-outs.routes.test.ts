import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageHistory } from '../../../shared/audit.js';
import type { FilledShifts } from '../../../shared/call-outs.js';
import type { CallOutsByPostReport } from '../../../shared/reports.js';
import type { Candidates, OpenShifts } from '../../../shared/shift-offers.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import { clientPool } from '../../test/realtime-clients.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../../test/test-app.js';
import { dayFromNow, shiftsSupport, type ShiftsSupport } from '../../test/shifts.js';

describe('call-outs the office takes (issue #30)', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let dana: TestUser;
  let baseUrl: string;
  const clients = clientPool(TEST_ORIGIN);
  beforeAll(async () => {
    t = await createTestApp();
    s = shiftsSupport(t);
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Phone' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => clients.closeAll());
  afterAll(() => t.close());

  /** A filled shift `days` from now at a new post, and its guard (no account). */
  const filled = async (days = 2, times: { startTime?: string; endTime?: string } = {}) => {
    const db = t.app.database.db;
    const location = await createLocation(db, { name: 'Harbor Gate' });
    const guard = await createGuard(db, { firstName: 'Kim', lastName: 'Soto' });
    const request = await createCoverageRequest(db, {
      locationId: location.id,
      date: dayFromNow(days),
      guard,
      ...times,
    });
    return { request, guard, location };
  };

  const callOut = (requestId: string, body: object, who = dana) =>
    t.request({
      method: 'POST',
      url: `/api/coverage/${requestId}/call-out`,
      cookie: who.cookie,
      payload: body,
    });

  it('opens the shift like a guard’s own call-out: the board hears at once, the history and reports count it', async () => {
    const { request, guard, location } = await filled(2);
    const board = await clients.open(baseUrl, dana);
    const since = board.mark();
    const called = await callOut(request.id, {
      guardId: guard.id,
      reason: 'transport',
      note: 'Flat tyre on the 405',
    });
    expect(called.statusCode, called.body).toBe(200);
    const heard = await board.next('shifts:changed', (e) => e.requestId === request.id, since);
    expect(heard).toMatchObject({ kind: 'called-out', guardName: 'Kim Soto' });

    const stored = await s.stored(request.id);
    expect(stored).toMatchObject({
      assignedGuardId: null,
      assignedGuardName: null,
      calledOutGuardId: guard.id,
      calledOutGuardName: 'Soto, Kim',
      callOutReason: 'transport',
      callOutNote: 'Flat tyre on the 405',
      calledOutByName: 'Dana Phone',
      filledAt: null,
      version: 2,
    });
    expect(stored.openedAt).toBe(stored.calledOutAt);

    const open = await t.request({
      method: 'GET',
      url: `/api/coverage/open?from=${dayFromNow(0)}&to=${dayFromNow(7)}`,
      cookie: dana.cookie,
    });
    expect(open.json<OpenShifts>().shifts.find((shift) => shift.id === request.id)).toMatchObject({
      calledOutGuardName: 'Soto, Kim',
      callOutReason: 'transport',
      callOutNote: 'Flat tyre on the 405',
      calledOutByName: 'Dana Phone',
    });

    const admin = await t.signInAs('admin');
    const history = await t.request({
      method: 'GET',
      url: `/api/coverage/${request.id}/history`,
      cookie: admin.cookie,
    });
    const { changes, calledOut } = history.json<CoverageHistory>();
    expect(changes.map((entry) => [entry.action, entry.actorName, entry.after])).toEqual([
      [
        'record-call-out',
        'Dana Phone',
        { guardName: 'Kim Soto', callOutReason: 'Transport: Flat tyre on the 405' },
      ],
    ]);
    expect(calledOut).toMatchObject({ reason: 'transport', note: 'Flat tyre on the 405' });

    // Reports count it as a call-out from the guard's phone would count.
    const range = `from=${dayFromNow(0)}&to=${dayFromNow(7)}&locations=${location.id}`;
    const report = await t.request({
      method: 'GET',
      url: `/api/reports/call-outs-by-post?${range}`,
      cookie: admin.cookie,
    });
    expect(report.json<CallOutsByPostReport>()).toMatchObject({
      total: 1,
      posts: [{ locationId: location.id, callOuts: 1, requests: 1 }],
    });
  });

  it('takes each reason, the note optional', async () => {
    for (const reason of ['sick', 'family', 'no-show', 'other'] as const) {
      const { request, guard } = await filled(3);
      expect((await callOut(request.id, { guardId: guard.id, reason })).statusCode).toBe(200);
      expect(await s.stored(request.id)).toMatchObject({
        callOutReason: reason,
        callOutNote: null,
      });
    }
    const { request, guard } = await filled(3);
    expect((await callOut(request.id, { guardId: guard.id, reason: 'sick' })).statusCode).toBe(200);
    // Who called out is not offered the shift again: Find cover lists them apart (issue #39).
    const candidates = await t.request({
      method: 'GET',
      url: `/api/coverage/${request.id}/candidates?q=Soto`,
      cookie: dana.cookie,
    });
    expect(candidates.json<Candidates>().blocked[0]).toMatchObject({
      guardName: 'Soto, Kim',
      blockers: [{ rule: 'called-out', message: 'Called out of this shift' }],
    });
  });

  it('refuses a shift without a guard, an ended one, an unknown guard or reason, changing nothing', async () => {
    const open = await s.openRequest(2);
    const { request, guard } = await filled(2);
    const { request: ended, guard: endedGuard } = await filled(-1, {
      startTime: '08:00',
      endTime: '09:00',
    });
    const before = await dataDigest(t);

    const notFilled = await callOut(open.id, { guardId: guard.id, reason: 'sick' });
    expect(notFilled.statusCode).toBe(409);
    expect(notFilled.json().error).toBe('This shift has no guard to call out');
    const late = await callOut(ended.id, { guardId: endedGuard.id, reason: 'sick' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('This shift has ended');
    expect((await callOut(request.id, { guardId: 'nobody', reason: 'sick' })).json().error).toBe(
      'Guard not found',
    );
    const noReason = await callOut(request.id, { guardId: guard.id, reason: 'bored' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toMatch(/Choose a reason/);
    expect(
      (await callOut('no-such-request', { guardId: guard.id, reason: 'sick' })).statusCode,
    ).toBe(404);
    expect(await dataDigest(t)).toBe(before);
  });

  it('is for the office: admin, supervisor and dispatch record; a customer and a guard may not', async () => {
    for (const role of ['customer', 'guard'] as const) {
      const { request, guard } = await filled(2);
      const who = await t.signInAs(role);
      expect(
        (await callOut(request.id, { guardId: guard.id, reason: 'sick' }, who)).statusCode,
      ).toBe(403);
    }
    for (const role of ['admin', 'supervisor'] as const) {
      const { request, guard } = await filled(2);
      const who = await t.signInAs(role);
      expect(
        (await callOut(request.id, { guardId: guard.id, reason: 'sick' }, who)).statusCode,
      ).toBe(200);
    }
  });

  it("takes the same reasons from the guard's own phone, and an older app's free text", async () => {
    const kim = await s.guard('Kim', 'Own');
    const db = t.app.database.db;
    const location = await createLocation(db, { name: 'Own Post' });
    const shift = (days: number) =>
      createCoverageRequest(db, {
        locationId: location.id,
        date: dayFromNow(days),
        guard: { id: kim.guardId, firstName: 'Kim', lastName: 'Own' },
      });
    const own = (requestId: string, body: object) =>
      t.request({
        method: 'POST',
        url: `/api/my/shifts/${requestId}/call-out`,
        cookie: kim.cookie,
        payload: body,
      });
    const family = await shift(2);
    expect(
      (await own(family.id, { reason: 'family', note: 'Daughter in hospital' })).statusCode,
    ).toBe(200);
    expect(await s.stored(family.id)).toMatchObject({
      callOutReason: 'family',
      callOutNote: 'Daughter in hospital',
      calledOutByName: null,
    });
    const old = await shift(3);
    expect((await own(old.id, { reason: 'Flat tyre' })).statusCode).toBe(200);
    expect(await s.stored(old.id)).toMatchObject({
      callOutReason: 'other',
      callOutNote: 'Flat tyre',
    });
  });

  it('lists the filled shifts to pick from: coming, not started, found by guard or post', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db, { name: 'Pickwick Tower', deptCode: 'PKW-1' });
    const ivy = await createGuard(db, { firstName: 'Ivy', lastName: 'Quill' });
    const soon = await createCoverageRequest(db, {
      locationId: post.id,
      date: dayFromNow(1),
      guard: ivy,
    });
    const later = await createCoverageRequest(db, {
      locationId: post.id,
      date: dayFromNow(5),
      guard: ivy,
    });
    await createCoverageRequest(db, { locationId: post.id, date: dayFromNow(-1), guard: ivy });
    await createCoverageRequest(db, { locationId: post.id, date: dayFromNow(20), guard: ivy });
    await createCoverageRequest(db, { locationId: post.id, date: dayFromNow(2) });
    const list = (q: string) =>
      t.request({
        method: 'GET',
        url: `/api/coverage/filled?from=${dayFromNow(0)}&q=${encodeURIComponent(q)}`,
        cookie: dana.cookie,
      });
    for (const q of ['ivy quill', 'Quill, Ivy', 'pickwick', 'pkw-1']) {
      const answer = (await list(q)).json<FilledShifts>();
      expect(
        answer.shifts.map((shift) => [shift.id, shift.assignedGuardName]),
        q,
      ).toEqual([
        [soon.id, 'Quill, Ivy'],
        [later.id, 'Quill, Ivy'],
      ]);
      expect(answer.total).toBe(2);
    }
    expect((await list('nobody at all')).json<FilledShifts>()).toEqual({ shifts: [], total: 0 });
    const customer = await t.signInAs('customer');
    const refused = await t.request({
      method: 'GET',
      url: `/api/coverage/filled?from=${dayFromNow(0)}`,
      cookie: customer.cookie,
    });
    expect(refused.statusCode).toBe(403);
  });
});
