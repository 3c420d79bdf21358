import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { canCheckIn, checkInWindow } from '../../../shared/check-in-rules.js';
import type { MyShifts } from '../../../shared/my-shifts.js';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { clientPool } from '../../test/realtime-clients.js';
import { dayFromNow, shiftsSupport, type TestGuard } from '../../test/shifts.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../../test/test-app.js';

/** About 1,112 m north of a point: 0.01 degree of latitude. */
const NORTH_1112_M = 0.01;
const POST = { latitude: 40.7128, longitude: -74.006 };

describe('checking in and out from the guard’s phone', () => {
  let t: TestApp;
  let s: ReturnType<typeof shiftsSupport>;
  let baseUrl: string;
  let dana: TestUser;
  const clients = clientPool(TEST_ORIGIN);
  beforeAll(async () => {
    t = await createTestApp();
    s = shiftsSupport(t);
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    vi.useRealTimers();
    clients.closeAll();
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const tz = () => t.config.timeZone;
  /** A post, at POST unless told it has no position. */
  const post = async (positioned = true) => {
    const location = await createLocation(db(), { name: 'Bayview Plaza' });
    if (positioned) {
      await db()
        .updateTable('locations')
        .set({ ...POST, radiusMeters: 150 })
        .where('id', '=', location.id)
        .execute();
    }
    return location;
  };
  /** Tomorrow 06:00–14:00 at a post, assigned to the guard; with its check-in window. */
  const shift = async (guard: TestGuard, positioned = true) => {
    const location = await post(positioned);
    const request = await createCoverageRequest(db(), {
      locationId: location.id,
      date: dayFromNow(1),
      startTime: '06:00',
      endTime: '14:00',
      guard: { id: guard.guardId, firstName: 'Kim', lastName: 'Soto' },
    });
    return { request, window: checkInWindow(request, tz()) };
  };
  const clock = (at: Date | number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
  };
  const check = (guard: TestUser, kind: 'in' | 'out', requestId: string, payload: object = {}) =>
    t.request({
      method: 'POST',
      url: `/api/my/shifts/${requestId}/check-${kind}`,
      cookie: guard.cookie,
      payload,
    });
  const stored = (requestId: string) =>
    db()
      .selectFrom('shiftAttendance')
      .selectAll()
      .where('requestId', '=', requestId)
      .executeTakeFirstOrThrow();
  const here = { ...POST, accuracy: 12 };

  it('opens check-in 30 minutes before the start exactly, not a millisecond earlier', async () => {
    const kim = await s.guard('Kim', 'Edge');
    const { request, window } = await shift(kim);
    clock(window.opensAt.getTime() - 1);
    const early = await check(kim, 'in', request.id, here);
    expect(early.statusCode).toBe(409);
    const reason = canCheckIn(request, new Date(window.opensAt.getTime() - 1), tz());
    expect(early.json().error).toBe(reason.allowed ? '' : reason.reason);
    expect(early.json().error).toMatch(/^Check-in opens .*05:30$/);
    clock(window.opensAt);
    const onTime = await check(kim, 'in', request.id, here);
    expect(onTime.statusCode).toBe(200);
    expect(onTime.json()).toEqual({
      checkedInAt: window.opensAt.toISOString(),
      distanceMeters: 0,
      onSite: true,
      positionTooRough: false,
    });
  });

  it('refuses a check-in from the end of the shift', async () => {
    const kim = await s.guard('Kim', 'Ended');
    const { request, window } = await shift(kim);
    const { request: other } = await shift(kim);
    clock(window.end.getTime() - 1);
    expect((await check(kim, 'in', other.id)).statusCode).toBe(200);
    clock(window.end);
    const late = await check(kim, 'in', request.id, here);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This shift has ended');
  });

  it('keeps a check-in outside the radius, marked off site, and never answers the position', async () => {
    const kim = await s.guard('Kim', 'Far');
    const { request, window } = await shift(kim);
    clock(window.start);
    const far = { latitude: POST.latitude + NORTH_1112_M, longitude: POST.longitude, accuracy: 20 };
    const response = await check(kim, 'in', request.id, far);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      checkedInAt: window.start.toISOString(),
      distanceMeters: 1112,
      onSite: false,
      positionTooRough: false,
    });
    const row = await stored(request.id);
    expect(row).toMatchObject({ checkInMark: 'off-site', checkInDistanceMeters: 1112 });
    expect(row.checkInLatitude).toBeCloseTo(far.latitude);
    const page = await t.request({ method: 'GET', url: '/api/my/shifts', cookie: kim.cookie });
    expect(page.body).not.toMatch(/latitude|longitude|accuracy/i);
    expect(
      page.json<MyShifts>().assigned.find((one) => one.requestId === request.id),
    ).toMatchObject({
      attendance: {
        checkedInAt: window.start.toISOString(),
        checkInMark: 'off-site',
        checkInDistanceMeters: 1112,
        checkedOutAt: null,
      },
      checkWindow: { checkInOpensAt: window.opensAt.toISOString() },
    });
  });

  it('takes a check-in without a position as no location', async () => {
    const kim = await s.guard('Kim', 'Nogps');
    const { request, window } = await shift(kim);
    clock(window.start);
    const response = await check(kim, 'in', request.id, {});
    expect(response.json()).toEqual({
      checkedInAt: window.start.toISOString(),
      distanceMeters: null,
      onSite: null,
      positionTooRough: false,
    });
    expect(await stored(request.id)).toMatchObject({
      checkInMark: 'no-location',
      checkInLatitude: null,
    });
  });

  it('takes a position rougher than the post’s radius as no location, never on site (issue #40)', async () => {
    const kim = await s.guard('Kim', 'Rough');
    const { request, window } = await shift(kim);
    clock(window.start);
    // 999 m unsure, 1.1 km away: its circle holds the 150 m post, and it said 'on site'.
    const rough = {
      latitude: POST.latitude + NORTH_1112_M,
      longitude: POST.longitude,
      accuracy: 999,
    };
    const response = await check(kim, 'in', request.id, rough);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      checkedInAt: window.start.toISOString(),
      distanceMeters: null,
      onSite: null,
      positionTooRough: true,
    });
    // The office sees it like a check-in without a location: the same mark, no distance.
    expect(await stored(request.id)).toMatchObject({
      checkInMark: 'no-location',
      checkInDistanceMeters: null,
    });
    clock(window.end);
    const out = await check(kim, 'out', request.id, { ...here, accuracy: 151 });
    expect(out.json()).toMatchObject({ onSite: null, positionTooRough: true });
    expect((await stored(request.id)).checkOutMark).toBe('no-location');
  });

  it('takes a check-in at a post without a position, without a distance', async () => {
    const kim = await s.guard('Kim', 'Noposition');
    const { request, window } = await shift(kim, false);
    clock(window.start);
    const response = await check(kim, 'in', request.id, here);
    expect(response.json()).toMatchObject({ distanceMeters: null, onSite: null });
    expect((await stored(request.id)).checkInMark).toBe('post-without-position');
  });

  it('refuses part of a position, another guard, and a second check-in', async () => {
    const kim = await s.guard('Kim', 'Twice');
    const ana = await s.guard('Ana', 'Other');
    const { request, window } = await shift(kim);
    clock(window.start);
    const part = await check(kim, 'in', request.id, { latitude: 1, longitude: 2 });
    expect(part.statusCode).toBe(400);
    expect(part.json().error).toBe(
      'Send latitude, longitude and accuracy together, or none of them',
    );
    const other = await check(ana, 'in', request.id, here);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('This shift is not assigned to you');
    expect((await check(kim, 'in', request.id, here)).statusCode).toBe(200);
    const again = await check(kim, 'in', request.id, here);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You have already checked in');
    expect(
      await t.as('dispatch', 'POST', `/api/my/shifts/${request.id}/check-in`, {}),
    ).toMatchObject({ statusCode: 403 });
  });

  it('checks out after checking in, until 4 hours after the end, once', async () => {
    const kim = await s.guard('Kim', 'Out');
    const { request, window } = await shift(kim);
    clock(window.start);
    const first = await check(kim, 'out', request.id, here);
    expect(first.statusCode).toBe(409);
    expect(first.json().error).toBe('Check in first');
    await check(kim, 'in', request.id, here);
    clock(window.checkOutClosesAt.getTime() - 1);
    const out = await check(kim, 'out', request.id, {});
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({
      checkedOutAt: new Date(window.checkOutClosesAt.getTime() - 1).toISOString(),
      distanceMeters: null,
      onSite: null,
      positionTooRough: false,
    });
    const again = await check(kim, 'out', request.id, here);
    expect(again.json().error).toBe('You have already checked out');
    expect((await stored(request.id)).checkOutMark).toBe('no-location');

    const { request: late, window: lateWindow } = await shift(kim);
    clock(lateWindow.start);
    await check(kim, 'in', late.id, here);
    clock(lateWindow.checkOutClosesAt);
    const closed = await check(kim, 'out', late.id, here);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe(
      'Check-out closed at 18:00: ask the office to record your hours',
    );
  });

  it('accepts a check-in after the shift became the guard’s no-show, and tells the office', async () => {
    const kim = await s.guard('Kim', 'Noshow');
    const { request, window } = await shift(kim);
    await db()
      .updateTable('coverageRequests')
      .set({
        assignedGuardId: null,
        assignedGuardName: null,
        calledOutGuardId: kim.guardId,
        calledOutGuardName: 'Kim Noshow',
        callOutReason: 'no-show',
      })
      .where('id', '=', request.id)
      .execute();
    const board = await clients.open(baseUrl, dana);
    const since = board.mark();
    clock(window.start.getTime() + 40 * 60_000);
    const response = await check(kim, 'in', request.id, here);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ onSite: true });
    const heard = await board.next('shifts:changed', (e) => e.requestId === request.id, since);
    expect(heard).toMatchObject({ kind: 'checked-in-after-no-show', guardName: 'Kim Noshow' });
  });

  it('tells the office of a check-in and a check-out', async () => {
    const kim = await s.guard('Kim', 'Heard');
    const { request, window } = await shift(kim);
    const board = await clients.open(baseUrl, dana);
    const since = board.mark();
    clock(window.start);
    await check(kim, 'in', request.id, here);
    clock(window.end);
    await check(kim, 'out', request.id, here);
    await board.next('shifts:changed', (e) => e.kind === 'checked-out', since);
    const kinds = board
      .all('shifts:changed')
      .filter((e) => e.requestId === request.id)
      .map((e) => e.kind);
    expect(kinds).toEqual(['checked-in', 'checked-out']);
  });
});
