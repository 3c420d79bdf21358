import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardAccount } from '../../../shared/invites.js';
import type { Candidates } from '../../../shared/shift-offers.js';
import {
  createCoverageRequest,
  createGuard,
  createLocation,
  NO_CARD,
} from '../../test/builders.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import { dayFromNow, shiftsTestApp, type ShiftsSupport } from '../../test/shifts.js';

describe("'Find cover': the guards ranked for an open shift", () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let dana: TestUser;
  beforeAll(async () => {
    ({ t, s, dispatcher: dana } = await shiftsTestApp('Dispatch'));
  });
  afterAll(() => t.close());

  const candidates = async (requestId: string, q?: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/coverage/${requestId}/candidates${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      cookie: dana.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Candidates>();
  };

  it('puts free guards who know the post first, and lists apart who cannot take it and why', async () => {
    const request = await s.openRequest(3);
    const db = t.app.database.db;
    const regular = await s.guard('Rita', 'Regular');
    const free = await s.guard('Fred', 'Free');
    const busy = await s.guard('Bea', 'Busy');
    const expired = await s.guard('Ed', 'Expired', dayFromNow(1));
    const noAccount = await createGuard(db, { firstName: 'Nia', lastName: 'Noaccount' });
    const noCard = await createGuard(db, { firstName: 'Cy', lastName: 'Cardless', ...NO_CARD });
    // Rita covered this post last month; Bea works elsewhere at the same hours that day.
    await createCoverageRequest(db, {
      locationId: request.locationId,
      date: dayFromNow(-30),
      guard: { id: regular.guardId, firstName: 'Rita', lastName: 'Regular' },
    });
    const elsewhere = await s.openRequest(3, { startTime: '12:00', endTime: '20:00' });
    await db
      .updateTable('coverageRequests')
      .set({ assignedGuardId: busy.guardId, assignedGuardName: 'Busy, Bea' })
      .where('id', '=', elsewhere.id)
      .execute();
    expect((await s.offer(dana, request.id, [free])).statusCode).toBe(200);

    const found = await candidates(request.id);
    expect(found.shift).toMatchObject({ id: request.id, locationName: 'North Gate', open: true });
    const ids = new Set([regular, free, busy, expired].map((g) => g.guardId));
    ids.add(noAccount.id).add(noCard.id);
    const mine = found.candidates.filter((c) => ids.has(c.guardId));
    expect(mine.map((c) => [c.guardName, c.blocker, c.offerStatus])).toEqual([
      ['Regular, Rita', null, null],
      ['Free, Fred', null, 'pending'],
      // One no offer reaches may still take it on a call: listed, last, not to be ticked.
      [
        'Noaccount, Nia',
        'Not on CoverDesk yet and no mobile number (invite them, or add one, on Guards)',
        null,
      ],
    ]);
    expect(mine[0]?.lastCoveredHere).toBe(dayFromNow(-30));
    expect(found.total).toBe(found.candidates.length);
    // Those the rules stop, apart (issue #39), in the same order: fewest hours, first names.
    const stopped = found.blocked.filter((c) => ids.has(c.guardId));
    expect(stopped.map((c) => [c.guardName, c.blockers.map((b) => b.message)])).toEqual([
      ['Cardless, Cy', ['No guard card on file']],
      ['Expired, Ed', ['Guard card expired by then']],
      ['Busy, Bea', ['Booked at North Gate, 12:00\u201320:00']],
    ]);
    expect(found.blockedTotal).toBe(found.blocked.length);

    // A name searches both lists.
    const searched = await candidates(request.id, 'expi');
    expect(searched).toMatchObject({ candidates: [], total: 0, blockedTotal: 1 });
    expect(searched.blocked.map((c) => c.guardName)).toEqual(['Expired, Ed']);
    const both = await candidates(request.id, 'red');
    expect(both.candidates.map((c) => c.guardName)).toEqual(['Free, Fred']);
    expect(both.blocked.map((c) => c.guardName)).toEqual(['Expired, Ed']);
  });

  it('does not offer a shift to the guard who called out of it', async () => {
    const cal = await s.guard('Cal', 'Caller');
    const location = await createLocation(t.app.database.db, { name: 'South Gate' });
    const shift = await createCoverageRequest(t.app.database.db, {
      locationId: location.id,
      date: dayFromNow(2),
      guard: { id: cal.guardId, firstName: 'Cal', lastName: 'Caller' },
    });
    const calledOut = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${shift.id}/call-out`,
      cookie: cal.cookie,
      payload: { reason: 'Flu' },
    });
    expect(calledOut.statusCode).toBe(200);
    const found = await candidates(shift.id, 'Caller');
    expect(found.candidates).toEqual([]);
    expect(found.blocked).toEqual([
      {
        guardId: cal.guardId,
        guardName: 'Caller, Cal',
        blockers: [{ rule: 'called-out', message: 'Called out of this shift' }],
      },
    ]);
    const offered = await s.offer(dana, shift.id, [cal]);
    expect(offered.statusCode).toBe(409);
    expect(offered.json().error).toContain('Called out of this shift');
  });

  it('answers 404 for an unknown request and 400 for a search too long', async () => {
    const unknown = await t.request({
      method: 'GET',
      url: '/api/coverage/00000000-0000-4000-8000-000000000000/candidates',
      cookie: dana.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    const request = await s.openRequest(2);
    const long = await t.request({
      method: 'GET',
      url: `/api/coverage/${request.id}/candidates?q=${'x'.repeat(101)}`,
      cookie: dana.cookie,
    });
    expect(long.statusCode).toBe(400);
  });

  it('lists which guards have an account and which an invitation still waiting', async () => {
    const kim = await s.guard('Kim', 'Member');
    const invitee = await createGuard(t.app.database.db, {
      firstName: 'Ivy',
      lastName: 'Invited',
      email: 'ivy.invited@example.com',
    });
    const invited = await t.as('admin', 'POST', `/api/guards/${invitee.id}/invite`, {});
    expect(invited.statusCode).toBe(200);
    const listed = await t.as('supervisor', 'GET', '/api/guards/accounts');
    expect(listed.statusCode).toBe(200);
    const byGuard = new Map(listed.json<GuardAccount[]>().map((row) => [row.guardId, row]));
    expect(byGuard.get(kim.guardId)).toEqual({
      guardId: kim.guardId,
      status: 'active',
      inviteExpiresAt: null,
    });
    expect(byGuard.get(invitee.id)).toMatchObject({ status: 'invited' });
    expect(byGuard.get(invitee.id)?.inviteExpiresAt).toBe(invited.json().expiresAt);
  });
});
