import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkInWindow } from '../../../shared/check-in-rules.js';
import type { Candidates } from '../../../shared/shift-offers.js';
import { seedCheckIn } from '../../test/attendance.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import { dayFromNow, shiftsSupport, type ShiftsSupport } from '../../test/shifts.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

describe('who the office may name in a call-out (issue #40)', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let dana: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    s = shiftsSupport(t);
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Phone' });
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  /** Tomorrow 06:00–14:00 at a new post, Kim Soto's. */
  const filled = async () => {
    const location = await createLocation(db(), { name: 'Harbor Gate' });
    const kim = await createGuard(db(), { firstName: 'Kim', lastName: 'Soto' });
    const request = await createCoverageRequest(db(), {
      locationId: location.id,
      date: dayFromNow(1),
      startTime: '06:00',
      endTime: '14:00',
      guard: kim,
    });
    return { request, kim };
  };
  const callOut = (requestId: string, body: object) =>
    t.request({
      method: 'POST',
      url: `/api/coverage/${requestId}/call-out`,
      cookie: dana.cookie,
      payload: body,
    });

  it('refuses a guard who was not on the shift: nothing counts against them, and no no-show check-in follows', async () => {
    const { request } = await filled();
    const sam = await s.guard('Sam', 'Swap');
    const before = await dataDigest(t);
    const named = await callOut(request.id, { guardId: sam.guardId, reason: 'no-show' });
    expect(named.statusCode).toBe(409);
    expect(named.json().error).toBe(
      "Sam Swap is not on this shift: choose its guard (Soto, Kim) or 'Someone else'",
    );
    expect(await dataDigest(t)).toBe(before);

    // On the shift's morning Sam cannot check in to it as 'his' no-show.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(checkInWindow(request, t.config.timeZone).start);
    const checkIn = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${request.id}/check-in`,
      cookie: sam.cookie,
      payload: {},
    });
    expect(checkIn.statusCode).toBe(404);
  });

  it("records 'someone else' by name, counted against nobody: the assigned guard is offered it again", async () => {
    const { request } = await filled();
    const called = await callOut(request.id, { someoneElse: '  Lee Stand-in ', reason: 'no-show' });
    expect(called.statusCode, called.body).toBe(200);
    expect(await s.stored(request.id)).toMatchObject({
      assignedGuardId: null,
      calledOutGuardId: null,
      calledOutGuardName: 'Lee Stand-in',
      callOutReason: 'no-show',
      calledOutByName: 'Dana Phone',
    });
    const candidates = await t.request({
      method: 'GET',
      url: `/api/coverage/${request.id}/candidates?q=Soto`,
      cookie: dana.cookie,
    });
    const found = candidates.json<Candidates>();
    const calledOut = found.blocked.filter((row) =>
      row.blockers.some((blocker) => blocker.rule === 'called-out'),
    );
    expect(calledOut).toEqual([]);
    expect(await s.actions(request.id)).toEqual(['record-call-out']);
  });

  it("refuses 'someone else' while the shift's own guard is checked in, and a body naming neither or both", async () => {
    const { request, kim } = await filled();
    const before = await dataDigest(t);
    for (const body of [
      { reason: 'sick' },
      { guardId: kim.id, someoneElse: 'Lee', reason: 'sick' },
      { someoneElse: '   ', reason: 'sick' },
    ]) {
      const refused = await callOut(request.id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatch(
        /Choose who called out|Enter the name of who called out/,
      );
    }
    expect(await dataDigest(t)).toBe(before);
    await seedCheckIn(db(), { requestId: request.id, guardId: kim.id, checkedInAt: new Date() });
    const checkedIn = await dataDigest(t);
    const here = await callOut(request.id, { someoneElse: 'Lee', reason: 'sick' });
    expect(here.statusCode).toBe(409);
    expect(here.json().error).toBe(
      'Soto, Kim checked in to this shift: record the call-out as theirs',
    );
    expect(await dataDigest(t)).toBe(checkedIn);
  });
});
