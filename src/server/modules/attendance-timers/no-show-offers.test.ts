import { format, subMinutes } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidates } from '../../../shared/shift-offers.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { NO_SHOW_OFFERS } from './offer-no-show.js';

/**
 * A no-show offered at once (issue #33, autoOfferNoShows): to Find cover's best-ranked guards that
 * nothing blocks or warns of, and taken by one of them although the shift has started. The shift
 * starts 32 minutes before the real now (offers read the real clock), so its no-show is due now.
 */
describe('no-shows offered at once (issue #33)', () => {
  let t: TestApp;
  let kim: TestUser;
  const covers: Omit<TestUser, 'cookie'>[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, null, { attendanceTimers: { background: false } });
    kim = await t.signInAs('guard', { firstName: 'Kim', lastName: 'Soto' });
    for (let index = 0; index < NO_SHOW_OFFERS + 2; index += 1) {
      covers.push(await t.createUser({ role: 'guard', firstName: `Cover${String(index)}` }));
    }
    await createGuard(t.app.database.db, { firstName: 'Expired', expDate: '2020-01-01' });
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const guardOf = (accountId: string) =>
    db()
      .selectFrom('guards')
      .select(['id', 'firstName', 'lastName'])
      .where('accountId', '=', accountId)
      .executeTakeFirstOrThrow();
  const startedShift = async (minutesAgo: number) => {
    const post = await createLocation(db(), { name: 'Bayview Plaza' });
    const start = subMinutes(new Date(), minutesAgo);
    return createCoverageRequest(db(), {
      locationId: post.id,
      date: format(start, 'yyyy-MM-dd'),
      startTime: format(start, 'HH:mm'),
      endTime: format(subMinutes(start, -8 * 60), 'HH:mm'),
      guard: await guardOf(kim.id),
    });
  };
  const offersOf = (requestId: string) =>
    db()
      .selectFrom('shiftOffers')
      .select(['id', 'guardId', 'status', 'offeredByName'])
      .where('requestId', '=', requestId)
      .execute();

  it('offers nothing while the setting is off', async () => {
    const shift = await startedShift(32);
    const fired = await t.app.attendanceTimers.run(new Date());
    expect(fired.filter((one) => one.id.includes(shift.id)).map((one) => one.outcome)).toEqual([
      'no-show',
    ]);
    expect(await offersOf(shift.id)).toEqual([]);
  });

  it('offers it to the top five nothing blocks or warns of, and one of them takes it', async () => {
    expect(
      (await t.as('admin', 'PATCH', '/api/settings', { autoOfferNoShows: true })).statusCode,
    ).toBe(200);
    const shift = await startedShift(32);
    const fired = await t.app.attendanceTimers.run(new Date());
    expect(fired.filter((one) => one.id.includes(shift.id)).map((one) => one.outcome)).toEqual([
      'no-show',
    ]);
    const offered = await offersOf(shift.id);
    const candidates = (
      await t.as('admin', 'GET', `/api/coverage/${shift.id}/candidates`)
    ).json<Candidates>().candidates;
    const best = candidates
      .filter((one) => one.blocker === null && one.assessment.warnings.length === 0)
      .slice(0, NO_SHOW_OFFERS);
    expect(best).toHaveLength(NO_SHOW_OFFERS);
    expect(new Set(offered.map((offer) => offer.guardId))).toEqual(
      new Set(best.map((one) => one.guardId)),
    );
    expect(offered.every((offer) => offer.status === 'pending')).toBe(true);
    expect(offered.every((offer) => offer.offeredByName === 'CoverDesk')).toBe(true);
    expect(offered.map((offer) => offer.guardId)).not.toContain((await guardOf(kim.id)).id);

    // The shift started half an hour ago; a no-show's offer is still open until it ends.
    const takerGuards = await Promise.all(covers.map((cover) => guardOf(cover.id)));
    const index = takerGuards.findIndex((guard) =>
      offered.some((offer) => offer.guardId === guard.id),
    );
    const account = covers[index];
    const offer = offered.find((one) => one.guardId === takerGuards[index]?.id);
    if (!account || !offer) throw new Error('no cover guard was offered it');
    const cookie = await t.signIn(account.email, account.password);
    const accepted = await t.request({
      method: 'POST',
      url: `/api/offers/${offer.id}/accept`,
      cookie,
    });
    expect(accepted.statusCode).toBe(200);
    const request = await db()
      .selectFrom('coverageRequests')
      .select(['assignedGuardId', 'calledOutGuardId'])
      .where('id', '=', shift.id)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({
      assignedGuardId: takerGuards[index]?.id,
      calledOutGuardId: (await guardOf(kim.id)).id,
    });
  });
});
