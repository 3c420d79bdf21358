import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenShift, OpenShifts } from '../../../shared/shift-offers.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import { boardExpiresAt, TAKEN_SHOWN_MS } from './open-shifts.repository.js';
import { dayFromNow, shiftsTestApp, type ShiftsSupport } from '../../test/shifts.js';

/**
 * The board is kept as the JSON sent until what it shows changes (shift-offers.routes.ts, its
 * version in open-shifts.repository.ts): every kind of change must show on the very next read,
 * never a stale board.
 */
describe('the kept open-shifts board', () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let dana: TestUser;
  beforeAll(async () => {
    ({ t, s, dispatcher: dana } = await shiftsTestApp('Board'));
  });
  afterAll(() => t.close());

  const read = async (): Promise<OpenShifts> => {
    const response = await t.request({
      method: 'GET',
      url: `/api/coverage/open?from=${dayFromNow(0)}&to=${dayFromNow(7)}`,
      cookie: dana.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json<OpenShifts>();
  };
  const shiftOf = async (id: string): Promise<OpenShift | undefined> =>
    (await read()).shifts.find((shift) => shift.id === id);

  /** Only fills whose opening is known count in the median (the builder's rows have none). */
  const markOpened = (id: string) =>
    t.app.database.db
      .updateTable('coverageRequests')
      .set({ openedAt: new Date().toISOString() })
      .where('id', '=', id)
      .execute();

  it('shows each offer, answer, rename and fill on the next read', async () => {
    const request = await s.openRequest(3);
    await markOpened(request.id);
    const kim = await s.guard('Kim', 'Kept');
    const ana = await s.guard('Ana', 'Kept');
    expect(await shiftOf(request.id)).toMatchObject({ offers: { offered: 0 } });
    // Read twice: the second answer is the kept one.
    expect(await shiftOf(request.id)).toMatchObject({ offers: { offered: 0 } });

    expect((await s.offer(dana, request.id, [kim, ana])).statusCode).toBe(200);
    expect(await shiftOf(request.id)).toMatchObject({ offers: { offered: 2, pending: 2 } });

    await s.answer(kim, await s.offerId(request.id, kim), 'decline');
    expect(await shiftOf(request.id)).toMatchObject({ offers: { pending: 1, declined: 1 } });

    await t.app.database.db
      .updateTable('locations')
      .set({ name: 'Renamed Gate' })
      .where('id', '=', request.locationId)
      .execute();
    expect(await shiftOf(request.id)).toMatchObject({ locationName: 'Renamed Gate' });

    const before = await read();
    await s.answer(ana, await s.offerId(request.id, ana), 'accept');
    const after = await read();
    expect(after.shifts.find((shift) => shift.id === request.id)).toMatchObject({
      takenBy: 'Kept, Ana',
    });
    expect(after.filledThisWeek).toBe(before.filledThisWeek + 1);
    expect(after.openTotal).toBe(before.openTotal - 1);
  });

  it('counts a fill of a shift beyond the range in this week’s median', async () => {
    const later = await s.openRequest(20);
    await markOpened(later.id);
    const lee = await s.guard('Lee', 'Later');
    const before = await read();
    await s.offer(dana, later.id, [lee]);
    await s.answer(lee, await s.offerId(later.id, lee), 'accept');
    expect((await read()).filledThisWeek).toBe(before.filledThisWeek + 1);
  });

  it('drops a taken shift once its hour is up, with no write in between', () => {
    const now = Date.now();
    const taken: OpenShifts = {
      shifts: [
        {
          id: 'r1',
          date: dayFromNow(1),
          startTime: '08:00',
          endTime: '16:00',
          locationId: 'l1',
          locationName: 'Harbor',
          deptCode: 'H1',
          notes: null,
          guardNote: null,
          openedAt: null,
          calledOutGuardName: null,
          callOutReason: null,
          callOutNote: null,
          continuesRequestId: null,
          calledOutAt: null,
          calledOutByName: null,
          offers: { offered: 1, pending: 0, declined: 0 },
          takenBy: 'Soto, Kim',
          takenById: null,
          filledAt: new Date(now - TAKEN_SHOWN_MS + 60_000).toISOString(),
          version: 2,
        },
      ],
      openTotal: 0,
      medianFillMinutes: 5,
      filledThisWeek: 1,
    };
    // A minute on, the taken shift's hour is over: the kept board is then loaded again (the
    // response cache's own test shows an expired answer loaded again at the same version).
    expect(boardExpiresAt(taken, now)).toBe(now + 60_000);
    // With nothing taken on it, a board is kept an hour at most.
    expect(boardExpiresAt({ ...taken, shifts: [] }, now)).toBe(now + TAKEN_SHOWN_MS);
  });
});
