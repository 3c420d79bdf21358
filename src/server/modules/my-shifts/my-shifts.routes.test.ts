import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageHistory } from '../../../shared/audit.js';
import type { OpenShifts } from '../../../shared/shift-offers.js';
import type { MyShifts } from '../../../shared/my-shifts.js';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { clientPool } from '../../test/realtime-clients.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../../test/test-app.js';
import { NOT_A_GUARD } from '../shift-offers/guard-of-account.js';
import { dayFromNow, shiftsSupport, type TestGuard } from '../../test/shifts.js';

describe("a guard's own shifts, and calling out from the phone", () => {
  let t: TestApp;
  let s: ReturnType<typeof shiftsSupport>;
  let baseUrl: string;
  const clients = clientPool(TEST_ORIGIN);
  beforeAll(async () => {
    t = await createTestApp();
    s = shiftsSupport(t);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => clients.closeAll());
  afterAll(() => t.close());

  const assign = async (guard: TestGuard, days: number, name = 'North Gate') => {
    const location = await createLocation(t.app.database.db, { name });
    return createCoverageRequest(t.app.database.db, {
      locationId: location.id,
      date: dayFromNow(days),
      guard: { id: guard.guardId, firstName: 'Kim', lastName: 'Soto' },
    });
  };
  const mine = async (guard: TestUser) =>
    (
      await t.request({ method: 'GET', url: '/api/my/shifts', cookie: guard.cookie })
    ).json<MyShifts>();

  it('shows an offer whose shift has ended as ended, not as waiting', async () => {
    const kim = await s.guard('Kim', 'Late');
    const location = await createLocation(t.app.database.db, { name: 'Ended Gate' });
    const started = await createCoverageRequest(t.app.database.db, {
      locationId: location.id,
      date: dayFromNow(-1),
    });
    await t.app.database.db
      .insertInto('shiftOffers')
      .values({
        id: randomUUID(),
        requestId: started.id,
        guardId: kim.guardId,
        status: 'pending',
        offeredBy: null,
        offeredByName: 'Dana',
        offeredAt: new Date().toISOString(),
        answeredAt: null,
      })
      .execute();
    const [offer] = (await mine(kim)).offers;
    expect(offer).toMatchObject({ requestId: started.id, status: 'ended' });
  });

  it('lists my shifts of the next 30 days, soonest first, and nobody else’s', async () => {
    const kim = await s.guard('Kim', 'Soto');
    const other = await s.guard('Ana', 'Other');
    const later = await assign(kim, 10, 'Lobby');
    const soon = await assign(kim, 1, 'Dock');
    await assign(kim, 31);
    await assign(kim, -1);
    await assign(other, 2);
    const { assigned } = await mine(kim);
    expect(assigned.map((shift) => [shift.requestId, shift.locationName])).toEqual([
      [soon.id, 'Dock'],
      [later.id, 'Lobby'],
    ]);
  });

  it("gives each shift's start and the company's notice period for the call-out warning", async () => {
    const kim = await s.guard('Kim', 'Notice');
    const timed = await assign(kim, 2, 'Timed Gate');
    const location = await createLocation(t.app.database.db, { name: 'All Day Gate' });
    const allDay = await createCoverageRequest(t.app.database.db, {
      locationId: location.id,
      date: dayFromNow(3),
      startTime: null,
      endTime: null,
      guard: { id: kim.guardId, firstName: 'Kim', lastName: 'Notice' },
    });
    const page = await mine(kim);
    expect(page).toMatchObject({ callOutNoticeHours: 4, officePhone: null });
    const startOf = (id: string) => page.assigned.find((shift) => shift.requestId === id)?.startsAt;
    // The builder's shifts start at 08:00 on the server's (the company's) clock.
    expect(startOf(timed.id)).toBe(new Date(`${dayFromNow(2)}T08:00:00`).toISOString());
    expect(startOf(allDay.id)).toBeNull();

    const other = await createTestApp({
      CALL_OUT_NOTICE_HOURS: '12',
      OFFICE_PHONE: '+1 555 010 0100',
    });
    try {
      const guard = await shiftsSupport(other).guard('Ana', 'Notice');
      const response = await other.request({
        method: 'GET',
        url: '/api/my/shifts',
        cookie: guard.cookie,
      });
      expect(response.json<MyShifts>()).toMatchObject({
        callOutNoticeHours: 12,
        officePhone: '+1 555 010 0100',
      });
    } finally {
      await other.close();
    }
  });

  it('opens the shift again on a call-out, keeps who and why, and tells the office at once', async () => {
    const kim = await s.guard('Kim', 'Caller');
    const dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Board' });
    const board = await clients.open(baseUrl, dana);
    const request = await assign(kim, 2);
    const since = board.mark();
    const called = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${request.id}/call-out`,
      cookie: kim.cookie,
      payload: { reason: '  Sick with flu ' },
    });
    expect(called.statusCode).toBe(200);
    const heard = await board.next(
      'shifts:changed',
      (event) => event.requestId === request.id,
      since,
    );
    expect(heard).toMatchObject({ kind: 'called-out', guardName: 'Kim Caller' });
    expect(heard.shift).toMatch(/^North Gate · /);

    const stored = await s.stored(request.id);
    expect(stored).toMatchObject({
      assignedGuardId: null,
      assignedGuardName: null,
      calledOutGuardName: 'Caller, Kim',
      // An app older than issue #30 sends free text: its first word is the reason (call-outs.ts).
      callOutReason: 'sick',
      callOutNote: 'Sick with flu',
      calledOutByName: null,
      filledAt: null,
    });
    expect(stored.openedAt).toBe(stored.calledOutAt);
    expect((await mine(kim)).assigned).toEqual([]);
    const open = await t.request({
      method: 'GET',
      url: `/api/coverage/open?from=${dayFromNow(0)}&to=${dayFromNow(7)}`,
      cookie: dana.cookie,
    });
    expect(open.json<OpenShifts>().shifts.find((shift) => shift.id === request.id)).toMatchObject({
      calledOutGuardName: 'Caller, Kim',
      callOutReason: 'sick',
      callOutNote: 'Sick with flu',
    });
    const admin = await t.signInAs('admin');
    const history = await t.request({
      method: 'GET',
      url: `/api/coverage/${request.id}/history`,
      cookie: admin.cookie,
    });
    const { changes, calledOut } = history.json<CoverageHistory>();
    expect(changes.at(-1)).toMatchObject({ action: 'call-out', actorName: 'Kim Caller' });
    expect(calledOut).toMatchObject({
      guardName: 'Caller, Kim',
      reason: 'sick',
      note: 'Sick with flu',
    });
    expect(changes.at(-1)?.after).toEqual({
      guardName: 'Kim Caller',
      callOutReason: 'Sick with flu',
    });
  });

  it('refuses a call-out without a reason, of someone else’s shift, or once it ended', async () => {
    const kim = await s.guard('Kim', 'Refused');
    const ana = await s.guard('Ana', 'Else');
    const request = await assign(kim, 2);
    const callOut = (who: TestUser, id: string, reason: string) =>
      t.request({
        method: 'POST',
        url: `/api/my/shifts/${id}/call-out`,
        cookie: who.cookie,
        payload: { reason },
      });
    expect((await callOut(kim, request.id, '   ')).json().error).toBe(
      "Please say why you can't make it",
    );
    expect((await callOut(ana, request.id, 'Not mine')).statusCode).toBe(404);
    const ended = await assign(kim, -1);
    await t.app.database.db
      .updateTable('coverageRequests')
      .set({ startTime: '08:00', endTime: '09:00' })
      .where('id', '=', ended.id)
      .execute();
    expect((await callOut(kim, ended.id, 'Late')).json().error).toBe('This shift has ended');
    expect((await s.stored(request.id)).assignedGuardId).toBe(kim.guardId);
  });

  it('tells the guards offered a shift at once, and no other guard', async () => {
    const kim = await s.guard('Kim', 'Offered');
    const ana = await s.guard('Ana', 'Elsewhere');
    const dana = await t.signInAs('supervisor');
    const [kimTab, anaTab] = await Promise.all([
      clients.open(baseUrl, kim),
      clients.open(baseUrl, ana),
    ]);
    const request = await s.openRequest(3);
    const since = kimTab.mark();
    expect((await s.offer(dana, request.id, [kim])).statusCode).toBe(200);
    const heard = await kimTab.next('shifts:changed', (e) => e.requestId === request.id, since);
    expect(heard).toMatchObject({ kind: 'offered', guardName: null });
    // A message Ana would get travels with the one to Kim; none came.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(anaTab.all('shifts:changed').filter((e) => e.requestId === request.id)).toEqual([]);
  });

  it('tells the guards whose offers a win ended that it was taken, never by whom (issue #29)', async () => {
    const kim = await s.guard('Kim', 'Lost');
    const ana = await s.guard('Ana', 'Winner');
    const dana = await t.signInAs('supervisor');
    const [kimTab, board] = await Promise.all([
      clients.open(baseUrl, kim),
      clients.open(baseUrl, dana),
    ]);
    const request = await s.openRequest(4);
    expect((await s.offer(dana, request.id, [kim, ana])).statusCode).toBe(200);
    const since = kimTab.mark();
    const boardSince = board.mark();
    const won = await s.answer(ana, await s.offerId(request.id, ana), 'accept');
    expect(won.statusCode).toBe(200);
    const taken = (event: { requestId: string; kind: string }) =>
      event.requestId === request.id && event.kind === 'accepted';
    expect(await kimTab.next('shifts:changed', taken, since)).toMatchObject({ guardName: null });
    expect(JSON.stringify(kimTab.all('shifts:changed'))).not.toContain('Winner');
    expect(await board.next('shifts:changed', taken, boardSince)).toMatchObject({
      guardName: 'Ana Winner',
    });
  });

  it('tells a guard account that no guard belongs to so', async () => {
    const orphan = await s.guard('No', 'Row');
    await t.app.database.db
      .updateTable('guards')
      .set({ accountId: null })
      .where('id', '=', orphan.guardId)
      .execute();
    const response = await t.request({
      method: 'GET',
      url: '/api/my/shifts',
      cookie: orphan.cookie,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(NOT_A_GUARD);
  });
});
