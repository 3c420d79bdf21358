import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverageHistory } from '../../../shared/audit.js';
import { ALREADY_TAKEN, type OpenShifts, type ShiftOffers } from '../../../shared/shift-offers.js';
import { type MyShifts } from '../../../shared/my-shifts.js';
import { dataDigest } from '../../test/data-digest.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import { dayFromNow, shiftsTestApp, type ShiftsSupport } from '../../test/shifts.js';

describe('offering an open shift to guards: the first to accept gets it', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let dana: TestUser;
  beforeAll(async () => {
    ({ t, s, dispatcher: dana } = await shiftsTestApp('Dispatch'));
  });
  afterAll(() => t.close());

  it('offers, lets one guard take it, tells the others it was taken, and records it all', async () => {
    const request = await s.openRequest();
    const kim = await s.guard('Kim', 'Soto');
    const ana = await s.guard('Ana', 'Brown');
    const lee = await s.guard('Lee', 'Park');
    const sent = await s.offer(dana, request.id, [kim, ana, lee]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<ShiftOffers>().offers.map((offer) => offer.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);

    expect((await s.answer(kim, await s.offerId(request.id, kim), 'accept')).statusCode).toBe(200);
    const late = await s.answer(ana, await s.offerId(request.id, ana), 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(ALREADY_TAKEN);

    const stored = await s.stored(request.id);
    expect(stored).toMatchObject({ assignedGuardId: kim.guardId, assignedGuardName: 'Soto, Kim' });
    expect(stored.filledAt).not.toBeNull();
    const offers = await t.request({
      method: 'GET',
      url: `/api/coverage/${request.id}/offers`,
      cookie: dana.cookie,
    });
    expect(
      Object.fromEntries(offers.json<ShiftOffers>().offers.map((o) => [o.guardName, o.status])),
    ).toEqual({ 'Soto, Kim': 'accepted', 'Brown, Ana': 'taken', 'Park, Lee': 'taken' });
    const leeSees = await t.request({ method: 'GET', url: '/api/my/shifts', cookie: lee.cookie });
    expect(leeSees.json<MyShifts>().offers[0]).toMatchObject({ status: 'taken' });
    const kimSees = await t.request({ method: 'GET', url: '/api/my/shifts', cookie: kim.cookie });
    expect(kimSees.json<MyShifts>().assigned.map((shift) => shift.requestId)).toContain(request.id);

    const admin = await t.signInAs('admin');
    const history = await t.request({
      method: 'GET',
      url: `/api/coverage/${request.id}/history`,
      cookie: admin.cookie,
    });
    const { changes, filledAt } = history.json<CoverageHistory>();
    expect(changes.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['offer', 'Dana Dispatch'],
      ['accept-offer', 'Kim Soto'],
    ]);
    expect(changes[0]?.after).toEqual({ offeredTo: '3 guards (Kim Soto, Ana Brown, Lee Park)' });
    expect(filledAt).toBe(stored.filledAt);

    const board = await t.request({
      method: 'GET',
      url: `/api/coverage/open?from=${dayFromNow(0)}&to=${dayFromNow(7)}`,
      cookie: dana.cookie,
    });
    const onBoard = board.json<OpenShifts>().shifts.find((shift) => shift.id === request.id);
    expect(onBoard).toMatchObject({ takenBy: 'Soto, Kim', offers: { offered: 3, pending: 0 } });
  });

  it('gives the shift to exactly one of 50 guards accepting at once', async () => {
    const request = await s.openRequest();
    const guards = [];
    for (let i = 0; i < 50; i += 1) guards.push(await s.guard(`Racer${i}`, 'Guard'));
    expect((await s.offer(dana, request.id, guards)).statusCode).toBe(200);
    const offerIds = await Promise.all(guards.map((guard) => s.offerId(request.id, guard)));
    const answers = await Promise.all(
      guards.map((guard, index) => s.answer(guard, offerIds[index] ?? '', 'accept')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(
      answers.filter((a) => a.statusCode === 409).every((a) => a.json().error === ALREADY_TAKEN),
    ).toBe(true);
    const winner = guards[statuses.indexOf(200)];
    expect((await s.stored(request.id)).assignedGuardId).toBe(winner?.guardId);
    expect((await s.actions(request.id)).filter((action) => action === 'accept-offer')).toEqual([
      'accept-offer',
    ]);
  }, 120_000);

  it('refuses guards who cannot take the shift, naming them, and sends nothing', async () => {
    const request = await s.openRequest(3);
    const expired = await s.guard('Old', 'Card', dayFromNow(1));
    const busy = await s.guard('Busy', 'Bee');
    const clash = await s.openRequest(3, { startTime: '12:00', endTime: '20:00' });
    await t.app.database.db
      .updateTable('coverageRequests')
      .set({ assignedGuardId: busy.guardId, assignedGuardName: 'Bee, Busy' })
      .where('id', '=', clash.id)
      .execute();
    const before = await dataDigest(t);
    const refused = await s.offer(dana, request.id, [expired, busy]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ASSIGNMENT_BLOCKED');
    expect(refused.json().error).toBe(
      'This shift cannot be offered to Card, Old (Guard card expired by then); ' +
        'Bee, Busy (Booked at North Gate, 12:00–20:00)',
    );
    expect(await dataDigest(t)).toBe(before);
  });

  it('refuses to offer a shift that is taken, has no times, or has ended', async () => {
    const kim = await s.guard('Kim', 'Again');
    const untimed = await s.openRequest(2, { startTime: undefined });
    await t.app.database.db
      .updateTable('coverageRequests')
      .set({ startTime: null, endTime: null })
      .where('id', '=', untimed.id)
      .execute();
    expect((await s.offer(dana, untimed.id, [kim])).statusCode).toBe(400);
    const ended = await s.openRequest(-1, { startTime: '08:00', endTime: '09:00' });
    expect((await s.offer(dana, ended.id, [kim])).json().error).toBe('This shift has ended');
    const missing = await s.offer(dana, 'no-such-request', [kim]);
    expect(missing.statusCode).toBe(404);
  });

  it('ends offers when the request changes, and refuses answers to ended or withdrawn ones', async () => {
    const request = await s.openRequest(4);
    const kim = await s.guard('Kim', 'Moved');
    const ana = await s.guard('Ana', 'Withdrawn');
    await s.offer(dana, request.id, [kim, ana]);
    const withdrawn = await t.request({
      method: 'DELETE',
      url: `/api/offers/${await s.offerId(request.id, ana)}`,
      cookie: dana.cookie,
    });
    expect(withdrawn.statusCode).toBe(204);
    const admin = await t.signInAs('admin');
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/coverage/${request.id}`,
      cookie: admin.cookie,
      payload: {
        date: dayFromNow(5),
        startTime: '08:00',
        endTime: '16:00',
        locationId: request.locationId,
        assignedGuardId: null,
        notes: null,
        version: 1,
      },
    });
    expect(moved.statusCode).toBe(200);
    const ended = await s.answer(kim, await s.offerId(request.id, kim), 'accept');
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error).toMatch(/^This offer has ended/);
    const refused = await s.answer(ana, await s.offerId(request.id, ana), 'accept');
    expect(refused.json().error).toBe('The office withdrew this offer');
    expect((await s.stored(request.id)).assignedGuardId).toBeNull();
  });

  it('counts declines on the board, and answers another guard’s offer as not found', async () => {
    const request = await s.openRequest(2);
    const kim = await s.guard('Kim', 'Declines');
    const ana = await s.guard('Ana', 'Nosy');
    await s.offer(dana, request.id, [kim]);
    const offerId = await s.offerId(request.id, kim);
    expect((await s.answer(ana, offerId, 'accept')).statusCode).toBe(404);
    expect((await s.answer(kim, offerId, 'decline')).statusCode).toBe(200);
    expect((await s.answer(kim, offerId, 'decline')).json().error).toBe('You declined this offer');
    const board = await t.request({
      method: 'GET',
      url: `/api/coverage/open?from=${dayFromNow(0)}&to=${dayFromNow(7)}`,
      cookie: dana.cookie,
    });
    const shift = board.json<OpenShifts>().shifts.find((item) => item.id === request.id);
    expect(shift).toMatchObject({ offers: { offered: 1, pending: 0, declined: 1 }, takenBy: null });
  });
});
