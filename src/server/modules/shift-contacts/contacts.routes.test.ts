import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageHistory } from '../../../shared/audit.js';
import type { ShiftContacts } from '../../../shared/shift-contacts.js';
import {
  ALREADY_TAKEN,
  minutesBetween,
  type OpenShifts,
  type ShiftOffers,
} from '../../../shared/shift-offers.js';
import { createGuard } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import { dayFromNow, shiftsTestApp, type ShiftsSupport } from '../../test/shifts.js';

describe('calls logged from Find cover (issue #30)', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let dana: TestUser;
  beforeAll(async () => {
    ({ t, s, dispatcher: dana } = await shiftsTestApp('Desk'));
  });
  afterAll(() => t.close());

  const logCall = (requestId: string, guardId: string, outcome: string, who = dana) =>
    t.request({
      method: 'POST',
      url: `/api/coverage/${requestId}/contacts`,
      cookie: who.cookie,
      payload: { guardId, channel: 'call', outcome },
    });

  const history = async (requestId: string) => {
    const admin = await t.signInAs('admin');
    const answer = await t.request({
      method: 'GET',
      url: `/api/coverage/${requestId}/history`,
      cookie: admin.cookie,
    });
    return answer.json<CoverageHistory>();
  };

  it('records each outcome in the request’s history; only accepted gives the guard the shift', async () => {
    const request = await s.openRequest(2);
    const openedAt = new Date(Date.now() - 30 * 60_000).toISOString();
    await t.app.database.db
      .updateTable('coverageRequests')
      .set({ openedAt })
      .where('id', '=', request.id)
      .execute();
    // Guards without an account: the phone is how they answer.
    const kim = await createGuard(t.app.database.db, { firstName: 'Kim', lastName: 'Soto' });
    const ana = await createGuard(t.app.database.db, { firstName: 'Ana', lastName: 'Brown' });
    const lee = await createGuard(t.app.database.db, { firstName: 'Lee', lastName: 'Park' });

    for (const [guard, outcome] of [
      [kim, 'no-answer'],
      [ana, 'left-message'],
      [lee, 'declined'],
    ] as const) {
      const logged = await logCall(request.id, guard.id, outcome);
      expect(logged.statusCode, logged.body).toBe(200);
      expect((await s.stored(request.id)).assignedGuardId).toBeNull();
    }
    const accepted = await logCall(request.id, kim.id, 'accepted');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { contacts } = accepted.json<ShiftContacts>();
    expect(contacts.map((contact) => [contact.guardName, contact.outcome])).toEqual([
      ['Soto, Kim', 'accepted'],
      ['Park, Lee', 'declined'],
      ['Brown, Ana', 'left-message'],
      ['Soto, Kim', 'no-answer'],
    ]);
    expect(contacts.every((contact) => contact.contactedByName === 'Dana Desk')).toBe(true);

    const stored = await s.stored(request.id);
    expect(stored).toMatchObject({ assignedGuardId: kim.id, assignedGuardName: 'Soto, Kim' });
    expect(stored.filledAt).not.toBeNull();

    const { changes, filledAt } = await history(request.id);
    expect(changes.map((entry) => [entry.action, entry.actorName, entry.after])).toEqual([
      ['call', 'Dana Desk', { guardName: 'Kim Soto', outcome: 'No answer' }],
      ['call', 'Dana Desk', { guardName: 'Ana Brown', outcome: 'Left a message' }],
      ['call', 'Dana Desk', { guardName: 'Lee Park', outcome: 'Declined' }],
      ['accept-call', 'Dana Desk', { guardName: 'Kim Soto' }],
    ]);
    // Time to fill counts the call as it counts an accept in the app: half an hour here.
    expect(filledAt).toBe(stored.filledAt);
    expect(minutesBetween(openedAt, filledAt)).toBe(30);

    // The board shows who took it, as it shows an accept, for an hour.
    const board = await t.request({
      method: 'GET',
      url: `/api/coverage/open?from=${dayFromNow(0)}&to=${dayFromNow(7)}`,
      cookie: dana.cookie,
    });
    const onBoard = board.json<OpenShifts>();
    expect(onBoard.shifts.find((shift) => shift.id === request.id)).toMatchObject({
      takenBy: 'Soto, Kim',
    });
    expect(onBoard.filledThisWeek).toBeGreaterThanOrEqual(1);

    const listed = await t.request({
      method: 'GET',
      url: `/api/coverage/${request.id}/contacts`,
      cookie: dana.cookie,
    });
    expect(listed.json<ShiftContacts>().contacts).toEqual(contacts);
  });

  it("answers 409 'This shift was already taken' when someone was faster, changing nothing", async () => {
    const request = await s.openRequest(3);
    const kim = await createGuard(t.app.database.db, { firstName: 'Kim', lastName: 'Late' });
    const ana = await createGuard(t.app.database.db, { firstName: 'Ana', lastName: 'First' });
    expect((await logCall(request.id, ana.id, 'accepted')).statusCode).toBe(200);
    const before = await dataDigest(t);
    const late = await logCall(request.id, kim.id, 'accepted');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: ALREADY_TAKEN, code: 'CONFLICT' });
    expect(await dataDigest(t)).toBe(before);
    // Other outcomes are still logged on a filled shift: the call happened.
    expect((await logCall(request.id, kim.id, 'declined')).statusCode).toBe(200);
  });

  it('races an accepted call against an accept in the app: exactly one wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const request = await s.openRequest(4);
      const app = await s.guard(`Appy${String(round)}`, 'Guard');
      const phoned = await createGuard(t.app.database.db, {
        firstName: `Phoned${String(round)}`,
        lastName: 'Guard',
      });
      expect((await s.offer(dana, request.id, [app])).statusCode).toBe(200);
      const offerId = await s.offerId(request.id, app);
      const [inApp, onCall] = await Promise.all([
        s.answer(app, offerId, 'accept'),
        logCall(request.id, phoned.id, 'accepted'),
      ]);
      const statuses = [inApp.statusCode, onCall.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = inApp.statusCode === 409 ? inApp : onCall;
      expect(loser.json().error).toBe(ALREADY_TAKEN);
      const stored = await s.stored(request.id);
      expect(stored.assignedGuardId).toBe(inApp.statusCode === 200 ? app.guardId : phoned.id);
      const won = (await s.actions(request.id)).filter((action) =>
        ['accept-offer', 'accept-call'].includes(action),
      );
      expect(won).toHaveLength(1);
    }
  });

  it("turns the guard's own pending offer accepted and ends the others' as taken", async () => {
    const request = await s.openRequest(5);
    const kim = await s.guard('Kim', 'Offered');
    const ana = await s.guard('Ana', 'Offered');
    await s.offer(dana, request.id, [kim, ana]);
    expect((await logCall(request.id, kim.guardId, 'accepted')).statusCode).toBe(200);
    const offers = await t.request({
      method: 'GET',
      url: `/api/coverage/${request.id}/offers`,
      cookie: dana.cookie,
    });
    expect(
      Object.fromEntries(offers.json<ShiftOffers>().offers.map((o) => [o.guardName, o.status])),
    ).toEqual({ 'Offered, Kim': 'accepted', 'Offered, Ana': 'taken' });
    const late = await s.answer(ana, await s.offerId(request.id, ana), 'accept');
    expect(late.json().error).toBe(ALREADY_TAKEN);
  });

  it('refuses an accepted call the guard cannot take, an ended shift, unknown ids and bad bodies', async () => {
    const request = await s.openRequest(3);
    const expired = await createGuard(t.app.database.db, {
      firstName: 'Old',
      lastName: 'Card',
      expDate: dayFromNow(1),
    });
    const ended = await s.openRequest(-1, { startTime: '08:00', endTime: '09:00' });
    const free = await createGuard(t.app.database.db);
    const before = await dataDigest(t);
    const refused = await logCall(request.id, expired.id, 'accepted');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ASSIGNMENT_BLOCKED');
    expect(refused.json().error).toBe(
      'Old Card cannot take this shift: Guard card expired by then',
    );

    expect((await logCall(ended.id, free.id, 'accepted')).json().error).toBe(
      'This shift has ended',
    );
    expect((await logCall('no-such-request', free.id, 'no-answer')).statusCode).toBe(404);
    expect((await logCall(request.id, 'no-such-guard', 'no-answer')).json().error).toBe(
      'Guard not found',
    );
    const bad = await t.request({
      method: 'POST',
      url: `/api/coverage/${request.id}/contacts`,
      cookie: dana.cookie,
      payload: { guardId: free.id, channel: 'sms', outcome: 'accepted' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await dataDigest(t)).toBe(before);
  });

  it('is for the office: a customer and a guard are refused', async () => {
    const request = await s.openRequest(2);
    const guard = await createGuard(t.app.database.db);
    for (const role of ['customer', 'guard'] as const) {
      const who = await t.signInAs(role);
      expect((await logCall(request.id, guard.id, 'accepted', who)).statusCode).toBe(403);
    }
    const supervisor = await t.signInAs('supervisor');
    expect((await logCall(request.id, guard.id, 'no-answer', supervisor)).statusCode).toBe(200);
  });
});
