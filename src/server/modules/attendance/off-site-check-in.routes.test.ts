import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataDigest } from '../../test/data-digest.js';
import {
  pushesTitled,
  setClock,
  startedShiftsSupport,
  textsTo,
  TWO_KM_FROM_VALLEY,
  VALLEY,
  wallAt,
  type NightGuard,
  type StartedShiftsSupport,
} from '../../test/started-shifts.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

const OFFICE_PHONE = '+12015550199';
/** About 1 km north of Valley Auto Auction: still off site. */
const ONE_KM_FROM_VALLEY = { latitude: VALLEY.latitude + 0.009, longitude: VALLEY.longitude };
const SHIFT = 'Valley Auto Auction \u00b7 Mon, Jun 2 \u00b7 18:00\u201323:00';

/**
 * Issue #39: a check-in away from the post leaves the post empty while it looks covered. The
 * office is alarmed as for a late guard (a push to those told, a text to the office's phone),
 * once; the guard may check in again at the post, and only an on-site check-in is final.
 */
describe('a check-in off site (issue #39)', () => {
  let t: TestApp;
  let s: StartedShiftsSupport;
  let valley: { id: string };
  let told: { admin: TestUser; supervisor: TestUser; optedIn: TestUser; dispatcher: TestUser };

  beforeAll(async () => {
    setClock(wallAt('12:00'));
    t = await createTestApp({ SMS_PROVIDER: 'sandbox', OFFICE_PHONE }, null, {
      attendanceTimers: { background: false },
    });
    s = startedShiftsSupport(t);
    valley = await s.post('Valley Auto Auction', VALLEY);
    told = {
      admin: await t.signInAs('admin'),
      supervisor: await t.signInAs('supervisor'),
      optedIn: await t.signInAs('dispatch'),
      dispatcher: await t.signInAs('dispatch'),
    };
    const optIn = await t.request({
      method: 'PUT',
      url: '/api/settings/attendance-alerts',
      cookie: told.optedIn.cookie,
      payload: { on: true },
    });
    expect(optIn.json()).toEqual({ on: true, always: false });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const checkIn = (guard: NightGuard, requestId: string, position: object) =>
    t.request({
      method: 'POST',
      url: `/api/my/shifts/${requestId}/check-in`,
      cookie: guard.cookie,
      payload: { ...position, accuracy: 15 },
    });

  it('alarms the office once: a push to those told, a text with the distance', async () => {
    const brooks = await s.guard('Sam', 'Brooks');
    const shift = await s.shift(valley.id, brooks, ['18:00', '23:00']);
    setClock(wallAt('17:50'));
    const outbox = await s.watchOutbox();
    const away = await checkIn(brooks, shift.id, TWO_KM_FROM_VALLEY);
    expect(away.statusCode, away.body).toBe(200);
    expect(away.json()).toMatchObject({
      onSite: false,
      checkedInAt: wallAt('17:50').toISOString(),
    });
    const distance = away.json<{ distanceMeters: number }>().distanceMeters;
    expect(distance).toBeGreaterThanOrEqual(1950);
    expect(distance).toBeLessThan(2050);
    expect(await s.attendance(shift.id, brooks.guardId)).toMatchObject({
      checkInMark: 'off-site',
      checkInDistanceMeters: distance,
    });

    const messages = await outbox.read();
    const alarm = pushesTitled(messages, 'Sam Brooks checked in off site');
    expect(alarm.accounts).toEqual(new Set([told.admin.id, told.supervisor.id, told.optedIn.id]));
    expect(alarm.pushes[0]?.message).toMatchObject({
      body: `${SHIFT}: 2.0 km from the post`,
      url: '/open-shifts',
    });
    expect(textsTo(messages, OFFICE_PHONE)).toEqual([
      `Sam Brooks checked in off site: ${SHIFT}: 2.0 km from the post. http://coverdesk.test/open-shifts`,
    ]);
  });

  it('takes a check-in again while off site, replacing it, without a second alarm; once on site, no more', async () => {
    const ana = await s.guard('Ana', 'Again');
    const shift = await s.shift(valley.id, ana, ['18:00', '23:00']);
    setClock(wallAt('18:05'));
    expect((await checkIn(ana, shift.id, TWO_KM_FROM_VALLEY)).json()).toMatchObject({
      onSite: false,
      positionTooRough: false,
    });

    setClock(wallAt('18:09'));
    const outbox = await s.watchOutbox();
    const closer = await checkIn(ana, shift.id, ONE_KM_FROM_VALLEY);
    expect(closer.statusCode, closer.body).toBe(200);
    const nearer = closer.json<{ distanceMeters: number }>().distanceMeters;
    expect(nearer).toBeGreaterThan(950);
    expect(nearer).toBeLessThan(1050);
    expect(await s.attendance(shift.id, ana.guardId)).toMatchObject({
      checkedInAt: wallAt('18:09').toISOString(),
      checkInMark: 'off-site',
      checkInDistanceMeters: nearer,
      checkInLatitude: ONE_KM_FROM_VALLEY.latitude,
    });
    expect(pushesTitled(await outbox.read(), /checked in off site/).pushes).toEqual([]);
    expect(textsTo(await outbox.read(), OFFICE_PHONE)).toEqual([]);

    // Without a position the phone says nothing of where she is: off site stays off site.
    setClock(wallAt('18:10'));
    const unknown = await s.digest(ana);
    const blind = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${shift.id}/check-in`,
      cookie: ana.cookie,
      payload: {},
    });
    expect(blind.statusCode).toBe(409);
    expect(blind.json()).toMatchObject({
      error: 'Share your location to check in again at the post',
    });
    // Nor does a position rougher than the post's radius (issue #40), and she is told so.
    const rough = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${shift.id}/check-in`,
      cookie: ana.cookie,
      payload: { ...VALLEY, accuracy: 999 },
    });
    expect(rough.statusCode).toBe(409);
    expect(rough.json()).toMatchObject({
      error:
        'Position too rough to check in again at the post: try again in a moment, outside if you can',
    });
    expect(await s.digest(ana)).toBe(unknown);

    setClock(wallAt('18:12'));
    const here = await checkIn(ana, shift.id, VALLEY);
    expect(here.json()).toEqual({
      checkedInAt: wallAt('18:12').toISOString(),
      distanceMeters: 0,
      onSite: true,
      positionTooRough: false,
    });
    expect(await s.attendance(shift.id, ana.guardId)).toMatchObject({
      checkedInAt: wallAt('18:12').toISOString(),
      checkInMark: 'on-site',
      checkInDistanceMeters: 0,
    });

    setClock(wallAt('18:20'));
    const before = await s.digest(ana);
    for (const position of [VALLEY, TWO_KM_FROM_VALLEY]) {
      const again = await checkIn(ana, shift.id, position);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'You have already checked in' });
    }
    expect(await dataDigest(t)).toBe(before);
    // Nothing but the first off-site check-in alarmed the office.
    expect(textsTo(await outbox.read(), OFFICE_PHONE)).toEqual([]);
  });

  it('refuses a check-in again after checking out', async () => {
    const lee = await s.guard('Lee', 'Out');
    const shift = await s.shift(valley.id, lee, ['18:00', '23:00']);
    setClock(wallAt('18:00'));
    expect((await checkIn(lee, shift.id, TWO_KM_FROM_VALLEY)).statusCode).toBe(200);
    setClock(wallAt('22:50'));
    const out = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${shift.id}/check-out`,
      cookie: lee.cookie,
      payload: {},
    });
    expect(out.statusCode, out.body).toBe(200);
    const again = await checkIn(lee, shift.id, VALLEY);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'You have already checked in' });
  });
});
