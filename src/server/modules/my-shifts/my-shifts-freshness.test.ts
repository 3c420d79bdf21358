import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyShifts } from '../../../shared/my-shifts.js';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import {
  dayFromNow,
  shiftsTestApp,
  type ShiftsSupport,
  type TestGuard,
} from '../../test/shifts.js';
import { pageExpiresAt } from './my-shifts.repository.js';

/**
 * A guard's page is kept as the JSON sent until what it shows changes (my-shifts.routes.ts, its
 * version in my-shifts.repository.ts): every kind of change must show on the very next read,
 * never a stale page.
 */
describe("the kept guard's page", () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let dana: TestUser;
  beforeAll(async () => {
    ({ t, s, dispatcher: dana } = await shiftsTestApp('Page'));
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const page = async (guard: TestGuard): Promise<MyShifts> => {
    const response = await t.request({
      method: 'GET',
      url: '/api/my/shifts',
      cookie: guard.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json<MyShifts>();
  };
  const shiftIds = async (guard: TestGuard) =>
    (await page(guard)).assigned.map((shift) => shift.requestId);
  const offerOf = async (guard: TestGuard, requestId: string) =>
    (await page(guard)).offers.find((offer) => offer.requestId === requestId);

  it('shows each assignment, edit, rename and removal on the next read', async () => {
    const kim = await s.guard('Kim', 'Kept');
    const post = await createLocation(db(), { name: 'Dock Gate' });
    expect(await shiftIds(kim)).toEqual([]);
    // Read twice: the second answer is the kept one.
    expect(await shiftIds(kim)).toEqual([]);

    const shift = await createCoverageRequest(db(), {
      locationId: post.id,
      date: dayFromNow(3),
      guard: { id: kim.guardId, firstName: 'Kim', lastName: 'Kept' },
    });
    expect(await shiftIds(kim)).toEqual([shift.id]);

    await db()
      .updateTable('coverageRequests')
      .set({ startTime: '06:00' })
      .where('id', '=', shift.id)
      .execute();
    expect((await page(kim)).assigned[0]).toMatchObject({ startTime: '06:00' });

    // The note for the guard, written around the API as another process would (issue #31).
    await db()
      .updateTable('coverageRequests')
      .set({ guardNote: 'Use the side door' })
      .where('id', '=', shift.id)
      .execute();
    expect((await page(kim)).assigned[0]).toMatchObject({ guardNote: 'Use the side door' });

    await db()
      .updateTable('locations')
      .set({ name: 'Renamed Dock' })
      .where('id', '=', post.id)
      .execute();
    expect((await page(kim)).assigned[0]).toMatchObject({ locationName: 'Renamed Dock' });

    await db()
      .updateTable('coverageRequests')
      .set({ assignedGuardId: null, assignedGuardName: null })
      .where('id', '=', shift.id)
      .execute();
    expect(await shiftIds(kim)).toEqual([]);
  });

  it('shows an offer far ahead, and what becomes of it, on the next read', async () => {
    const kim = await s.guard('Kim', 'Far');
    const ana = await s.guard('Ana', 'Far');
    // Beyond the 30 days of shifts: only the offer brings its month into the page's version.
    const far = await s.openRequest(90);
    expect(await offerOf(kim, far.id)).toBeUndefined();

    expect((await s.offer(dana, far.id, [kim, ana])).statusCode).toBe(200);
    expect(await offerOf(kim, far.id)).toMatchObject({ status: 'pending' });

    await s.answer(ana, await s.offerId(far.id, ana), 'accept');
    expect(await offerOf(kim, far.id)).toMatchObject({ status: 'taken' });
    // Ana's page lists the shift as hers only within 30 days; her offer is no longer waiting.
    expect(await offerOf(ana, far.id)).toBeUndefined();

    const later = await s.openRequest(120);
    await s.offer(dana, later.id, [kim]);
    expect(await offerOf(kim, later.id)).toMatchObject({ status: 'pending' });
    await db().deleteFrom('coverageRequests').where('id', '=', later.id).execute();
    expect(await offerOf(kim, later.id)).toBeUndefined();
  });

  it("keeps one guard's page apart from another's", async () => {
    const lee = await s.guard('Lee', 'Own');
    const max = await s.guard('Max', 'Own');
    const post = await createLocation(db(), { name: 'Own Gate' });
    const shift = await createCoverageRequest(db(), {
      locationId: post.id,
      date: dayFromNow(2),
      guard: { id: lee.guardId, firstName: 'Lee', lastName: 'Own' },
    });
    expect(await shiftIds(lee)).toEqual([shift.id]);
    expect(await shiftIds(max)).toEqual([]);
  });

  it('loads again at midnight and when a pending offer’s shift starts or ends, with no write', () => {
    const now = new Date(`${dayFromNow(0)}T10:00:00`);
    const offer = {
      offerId: 'o1',
      status: 'pending' as const,
      offeredAt: now.toISOString(),
      answeredAt: null,
      requestId: 'r1',
      date: dayFromNow(0),
      startTime: '10:30',
      endTime: '18:00',
      locationName: 'Harbor',
      deptCode: 'H1',
      guardNote: null,
      startsAt: null,
      blocker: null,
    };
    const at = (minutes: number) => now.getTime() + minutes * 60_000;
    const midnight = new Date(`${dayFromNow(1)}T00:00:00`).getTime();
    // 10:30: the shift starts (urgent now, issue #39); 18:00: it ends, and the offer then shows
    // as ended (the response cache's own test shows an expired answer loaded again at the same
    // version).
    expect(pageExpiresAt({ offers: [offer] }, now.getTime())).toBe(at(30));
    expect(pageExpiresAt({ offers: [offer] }, at(31))).toBe(at(480));
    // Otherwise kept until midnight: the 30 days move on.
    expect(pageExpiresAt({ offers: [] }, at(31))).toBe(midnight);
    // An answered offer, or one whose shift has ended, keeps nothing sooner.
    const declined = { ...offer, status: 'declined' as const };
    expect(pageExpiresAt({ offers: [declined] }, now.getTime())).toBe(midnight);
    expect(pageExpiresAt({ offers: [offer] }, at(481))).toBe(midnight);
  });
});
