import { isValidPhoneNumber } from 'libphonenumber-js/max';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLED_OUT } from '../../shared/candidate-assessment.js';
import { NO_CARD_ON_FILE } from '../../shared/guard-card-rules.js';
import type { MyShifts } from '../../shared/my-shifts.js';
import { showsNotConfirmed, type NowShifts } from '../../shared/now-strip.js';
import type { Candidates } from '../../shared/shift-offers.js';
import {
  closeSeededDemo,
  DEMO_PASSWORD,
  seedDemoAt,
  type SeededDemo,
} from '../test/seeded-demo.js';

/** Friday 15 May 2026, 20:40 local: the demo is seeded, and read, at this instant. */
const NOW = new Date(2026, 4, 15, 20, 40);

// Issue #39: a newcomer who seeds the demo and opens Open Shifts as dispatch sees tonight at work.
describe('the demo tonight, as dispatch sees it when it was just seeded', () => {
  let demo: SeededDemo;
  let noShowId = '';
  beforeAll(async () => {
    demo = await seedDemoAt(NOW);
  });
  afterAll(() => closeSeededDemo(demo));

  it('has the Now strip show the no-show, a guard off site, one late and one not confirmed', async () => {
    const strip = await demo.get<NowShifts>('/api/shifts/now', demo.dispatch);
    const inState = (state: string) => strip.shifts.filter((shift) => shift.state === state);

    const [noShow, ...otherNoShows] = inState('no-show');
    expect(otherNoShows).toEqual([]);
    expect(noShow).toMatchObject({
      locationName: 'Valley Auto Auction',
      calledOut: true,
      callOutReason: 'no-show',
      checkedInAt: null,
    });
    noShowId = noShow?.id ?? '';
    expect(Date.parse(noShow?.start ?? '')).toBeLessThanOrEqual(NOW.getTime() - 35 * 60_000);

    const [offSite, ...otherOffSite] = inState('off-site');
    expect(otherOffSite).toEqual([]);
    expect(offSite?.locationName).toBe('Civic Center Parking Structure');
    expect(offSite?.checkInDistanceMeters).toBeGreaterThan(1500);

    // The one late guard is tonight's; every other shift on now has its guard checked in.
    expect(inState('late').map((shift) => shift.locationName)).toEqual(['The Linden Hotel']);
    expect(inState('due')).toEqual([]);
    const notConfirmed = strip.shifts.filter(
      (shift) => shift.state === 'upcoming' && showsNotConfirmed(shift),
    );
    expect(notConfirmed.map((shift) => shift.locationName)).toEqual(['Harbor Point Apartments']);
    expect(inState('upcoming').length).toBeGreaterThanOrEqual(2);

    // The timers' call-out, as fire-timer.ts records it, of a guard who has no app.
    const { db } = demo.t.app.database;
    const request = await db
      .selectFrom('coverageRequests')
      .innerJoin('guards', 'guards.id', 'coverageRequests.calledOutGuardId')
      .innerJoin('shiftAttendance as a', (join) =>
        join.onRef('a.requestId', '=', 'coverageRequests.id').onRef('a.guardId', '=', 'guards.id'),
      )
      .select(['callOutNote', 'calledOutByName', 'guards.accountId', 'a.lateAt', 'a.noShowAt'])
      .where('coverageRequests.id', '=', noShowId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({
      callOutNote: 'No check-in 30 minutes after the start',
      calledOutByName: null,
      accountId: null,
    });
    expect(request.lateAt).not.toBeNull();
    expect(request.noShowAt).not.toBeNull();
  });

  it('has Find cover rank guards able to take the no-show, and list a guard without a card apart', async () => {
    const found = await demo.get<Candidates>(`/api/coverage/${noShowId}/candidates`, demo.dispatch);
    expect(found.shift.open).toBe(true);
    expect(found.total).toBeGreaterThanOrEqual(3);
    // Find cover lists the blocked ones in full (at most 50), a guard without a card among them.
    expect(found.blockedTotal).toBeLessThanOrEqual(50);
    const blockers = found.blocked.flatMap((guard) => guard.blockers.map((one) => one.message));
    expect(blockers).toContain(NO_CARD_ON_FILE);
    expect(blockers).toContain(CALLED_OUT);
    const { account } = demo.seeded.live.tonight;
    const withApp = found.candidates.find(
      (candidate) => candidate.guardName === account.name.split(' ').reverse().join(', '),
    );
    expect(withApp?.hasAccount).toBe(true);
    expect(isValidPhoneNumber(withApp?.phone ?? '', 'US')).toBe(true);
  });

  it('lets the guard account take it in the app, as its relief', async () => {
    const { account } = demo.seeded.live.tonight;
    const found = await demo.get<Candidates>(
      `/api/coverage/${noShowId}/candidates?q=${encodeURIComponent(account.name)}`,
      demo.dispatch,
    );
    const guardId = found.candidates[0]?.guardId ?? '';
    const offered = await demo.t.request({
      method: 'POST',
      url: `/api/coverage/${noShowId}/offers`,
      cookie: demo.dispatch,
      payload: { guardIds: [guardId], confirmWarnings: true },
    });
    expect(offered.statusCode, offered.body).toBe(200);

    const cookie = await demo.t.signIn(account.email, DEMO_PASSWORD);
    const mine = await demo.get<MyShifts>('/api/my/shifts', cookie);
    const offer = mine.offers.find((one) => one.requestId === noShowId);
    const accepted = await demo.t.request({
      method: 'POST',
      url: `/api/offers/${offer?.offerId ?? ''}/accept`,
      cookie,
      payload: {},
    });
    expect(accepted.json()).toEqual({ ok: true });
    const relief = await demo.t.app.database.db
      .selectFrom('shiftAttendance')
      .select('expectedAt')
      .where('requestId', '=', noShowId)
      .where('guardId', '=', guardId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(relief.expectedAt ?? '')).toBe(NOW.getTime() + 60 * 60_000);
  });
});
