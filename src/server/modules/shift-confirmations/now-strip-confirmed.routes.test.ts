import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { showsNotConfirmed, type NowShift, type NowShifts } from '../../../shared/now-strip.js';
import { seedCheckIn, wallInstant } from '../../test/attendance.js';
import { createCoverageRequest, createLocation } from '../../test/builders.js';
import { shiftsSupport, type TestGuard } from '../../test/shifts.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

/** The board's day, a fixed date: the clock is the test's. */
const DAY = '2026-12-09';

/**
 * Issue #39: the office's Now strip says a shift is not confirmed, from two hours before its start
 * (when the strip lists it) while its guard has neither confirmed nor checked in.
 */
describe('GET /api/shifts/now: confirmed', () => {
  let t: TestApp;
  let dana: TestUser;
  let kim: TestGuard;
  let at: (time: string) => Date;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await createTestApp();
    at = (time) => wallInstant(DAY, time, t.config.timeZone);
    vi.setSystemTime(at('05:00'));
    dana = await t.signInAs('dispatch', { firstName: 'Dana', lastName: 'Strip' });
    kim = await shiftsSupport(t).guard('Kim', 'Soto', '2099-12-31');
    const db = t.app.database.db;
    const gate = await createLocation(db, { name: 'Confirm Gate' });
    const guard = { id: kim.guardId, firstName: 'Kim', lastName: 'Soto' };
    const add = async (name: string, startTime: string) => {
      const request = await createCoverageRequest(db, {
        locationId: gate.id,
        date: DAY,
        startTime,
        endTime: '14:00',
        guard,
      });
      ids[name] = request.id;
    };
    await add('soon', '06:30');
    await add('later', '06:45');
    await add('beyond', '07:30');
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const strip = async (): Promise<NowShift[]> => {
    const response = await t.request({
      method: 'GET',
      url: '/api/shifts/now',
      cookie: dana.cookie,
    });
    expect(response.statusCode).toBe(200);
    return response.json<NowShifts>().shifts;
  };
  const one = async (name: string) => (await strip()).find((shift) => shift.id === ids[name]);

  it('says Not confirmed from two hours before the start, until the guard confirms', async () => {
    vi.setSystemTime(at('05:00'));
    expect(await one('soon')).toMatchObject({ confirmed: false, state: 'upcoming' });
    expect(showsNotConfirmed((await one('soon')) as NowShift)).toBe(true);
    // Two and a half hours ahead: not on the strip yet.
    expect(await one('beyond')).toBeUndefined();

    const confirmed = await t.request({
      method: 'POST',
      url: `/api/my/shifts/${ids.soon ?? ''}/confirm`,
      cookie: kim.cookie,
      payload: {},
    });
    expect(confirmed.statusCode).toBe(200);
    // Read again at once: the kept answer is not served after a confirmation.
    const after = await one('soon');
    expect(after).toMatchObject({ confirmed: true });
    expect(showsNotConfirmed(after as NowShift)).toBe(false);
    expect(await one('later')).toMatchObject({ confirmed: false });
  });

  it('stops saying it once the guard checks in, and keeps saying it while the guard is late', async () => {
    vi.setSystemTime(at('06:56'));
    const late = await one('later');
    expect(late).toMatchObject({ state: 'late', confirmed: false });
    expect(showsNotConfirmed(late as NowShift)).toBe(true);
    await seedCheckIn(t.app.database.db, {
      requestId: ids.later ?? '',
      guardId: kim.guardId,
      checkedInAt: at('06:57'),
    });
    vi.setSystemTime(at('06:58'));
    expect(await one('later')).toBeUndefined();
    // Checked in before the start: on the strip, and no longer 'Not confirmed'.
    await seedCheckIn(t.app.database.db, {
      requestId: ids.beyond ?? '',
      guardId: kim.guardId,
      checkedInAt: at('06:58'),
    });
    vi.setSystemTime(at('07:00'));
    const early = await one('beyond');
    expect(early).toMatchObject({ state: 'checked-in', confirmed: false });
    expect(showsNotConfirmed(early as NowShift)).toBe(false);
  });
});
