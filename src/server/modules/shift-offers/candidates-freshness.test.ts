import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate, Candidates } from '../../../shared/shift-offers.js';
import { createCoverageRequest, createGuard } from '../../test/builders.js';
import type { TestApp, TestUser } from '../../test/test-app.js';
import { dayFromNow, shiftsTestApp, type ShiftsSupport } from '../../test/shifts.js';

/**
 * Find cover's ranking is kept as the JSON sent until what it ranks by changes
 * (shift-offers.routes.ts, its version in candidates.ts): each change below must show on the
 * very next read.
 */
describe("the kept 'Find cover' ranking", () => {
  let t: TestApp;
  let s: ShiftsSupport;
  let dana: TestUser;
  beforeAll(async () => {
    ({ t, s, dispatcher: dana } = await shiftsTestApp('Ranks'));
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const ranking = async (requestId: string): Promise<Candidates> => {
    const response = await t.request({
      method: 'GET',
      url: `/api/coverage/${requestId}/candidates`,
      cookie: dana.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json<Candidates>();
  };
  const candidateOf = async (requestId: string, guardId: string): Promise<Candidate | undefined> =>
    (await ranking(requestId)).candidates.find((candidate) => candidate.guardId === guardId);
  /** The rules that stop the guard taking it, as Find cover lists them apart (none: not there). */
  const blockedBy = async (requestId: string, guardId: string): Promise<string[]> =>
    (await ranking(requestId)).blocked
      .find((one) => one.guardId === guardId)
      ?.blockers.map((blocker) => blocker.rule) ?? [];

  it('shows a new guard, a rename, a card, a clash, a past shift and an offer at once', async () => {
    const request = await s.openRequest(4);
    const kim = await s.guard('Kim', 'Ranked');
    const before = await ranking(request.id);
    // Read twice: the second answer is the kept one.
    expect(await ranking(request.id)).toEqual(before);

    const added = await createGuard(db(), { firstName: 'Neo', lastName: 'Added' });
    expect((await ranking(request.id)).total).toBe(before.total + 1);

    await db()
      .updateTable('guards')
      .set({ lastName: 'Renamed' })
      .where('id', '=', added.id)
      .execute();
    expect(await candidateOf(request.id, added.id)).toMatchObject({ guardName: 'Renamed, Neo' });

    await db()
      .updateTable('guards')
      .set({ expDate: dayFromNow(1) })
      .where('id', '=', kim.guardId)
      .execute();
    expect(await blockedBy(request.id, kim.guardId)).toEqual(['card-expired']);
    const card = (values: { guardCard?: string | null; expDate?: string | null }) =>
      db().updateTable('guards').set(values).where('id', '=', kim.guardId).execute();
    await card({ guardCard: null });
    expect(await blockedBy(request.id, kim.guardId)).toEqual(['card-none']);
    await card({ guardCard: 'G7654321', expDate: dayFromNow(400) });
    expect(await blockedBy(request.id, kim.guardId)).toEqual([]);
    expect(await candidateOf(request.id, kim.guardId)).toBeDefined();

    // Kim is booked at another post at the same hours that day: a clash.
    const elsewhere = await s.openRequest(4);
    await db()
      .updateTable('coverageRequests')
      .set({ assignedGuardId: kim.guardId, assignedGuardName: 'Ranked, Kim' })
      .where('id', '=', elsewhere.id)
      .execute();
    expect(await blockedBy(request.id, kim.guardId)).toEqual(['clash']);
    await db().deleteFrom('coverageRequests').where('id', '=', elsewhere.id).execute();
    expect(await blockedBy(request.id, kim.guardId)).toEqual([]);

    // Kim covered this post eleven months ago (another month's count row).
    const past = dayFromNow(-330);
    await createCoverageRequest(db(), {
      locationId: request.locationId,
      date: past,
      guard: { id: kim.guardId, firstName: 'Kim', lastName: 'Ranked' },
    });
    expect(await candidateOf(request.id, kim.guardId)).toMatchObject({ lastCoveredHere: past });

    expect((await s.offer(dana, request.id, [kim])).statusCode).toBe(200);
    expect(await candidateOf(request.id, kim.guardId)).toMatchObject({ offerStatus: 'pending' });
  });

  it('shows at once that a guard lost their account', async () => {
    const request = await s.openRequest(5);
    const lee = await s.guard('Lee', 'Leaving');
    expect(await candidateOf(request.id, lee.guardId)).toMatchObject({ hasAccount: true });
    const removed = await t.as('admin', 'DELETE', `/api/users/${lee.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await candidateOf(request.id, lee.guardId)).toMatchObject({ hasAccount: false });
  });

  it('answers 404 for an unknown request, and keeps nothing for it', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/coverage/00000000-0000-4000-8000-000000000000/candidates',
      cookie: dana.cookie,
    });
    expect(response.statusCode).toBe(404);
  });
});
