import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../shared/calendar.js';
import type { CoverageSummary } from '../../../shared/coverage-requests.js';
import type { OpenShifts } from '../../../shared/shift-offers.js';
import { wallInstant } from '../../test/attendance.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

/** The test's day: the clock is the test's, on the company's wall clock. */
const DAY = '2031-05-15';
const MONTH = '2031-05';
const day = (offset: number) => addDays(DAY, offset);

/**
 * Past shifts tell the truth (issue #39): 'N open' on the dashboard's cards and the open-shifts
 * board counts only shifts that have not ended; those that ended without a guard are uncovered,
 * and a kept answer never goes on counting a shift open once the clock passes its end.
 */
describe('open and uncovered counts by the clock', () => {
  let t: TestApp;
  let at: (time: string, date?: string) => Date;
  let gate = '';
  let tower = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    t = await createTestApp();
    at = (time, date = DAY) => wallInstant(date, time, t.config.timeZone);
    vi.setSystemTime(at('12:00'));
    const db = t.app.database.db;
    gate = (await createLocation(db, { name: 'Clock Gate' })).id;
    tower = (await createLocation(db, { name: 'Clock Tower' })).id;
    const kim = await createGuard(db, { firstName: 'Kim', lastName: 'Soto' });
    const add = async (
      name: string,
      locationId: string,
      date: string,
      times: [string, string] | null,
      guard: typeof kim | null = null,
    ) => {
      const request = await createCoverageRequest(db, {
        locationId,
        date,
        startTime: times?.[0] ?? null,
        endTime: times?.[1] ?? null,
        ...(guard ? { guard } : {}),
      });
      ids[name] = request.id;
    };
    await add('pastWeek', gate, day(-5), ['08:00', '16:00']);
    await add('lastNight', gate, day(-1), ['22:00', '06:00']);
    await add('thisMorning', gate, DAY, ['08:00', '13:00']);
    await add('tonight', gate, DAY, ['14:00', '22:00']);
    await add('wholeDayLater', gate, day(3), null);
    await add('covered', gate, day(-3), ['08:00', '16:00'], kim);
    await add('wholeDayPast', tower, day(-10), null);
    await add('later', tower, day(10), ['08:00', '16:00']);
    await add('monthEnd', tower, '2031-05-30', ['20:00', '04:00']);
  });
  afterAll(async () => {
    await t.close();
    vi.useRealTimers();
  });

  const cards = async (who: 'supervisor' | 'dispatch' | TestUser = 'supervisor') => {
    const url = `/api/coverage/summary?month=${MONTH}`;
    const response =
      typeof who === 'string'
        ? await t.as(who, 'GET', url)
        : await t.request({ method: 'GET', url, cookie: who.cookie });
    expect(response.statusCode).toBe(200);
    const rows = response.json<CoverageSummary[]>();
    return Object.fromEntries(rows.map(({ locationId, ...row }) => [locationId, row]));
  };
  /** Someone signed in at the clock's time (a jump of weeks outlasts the file's sessions). */
  const viewer = () => t.signInAs('supervisor');

  it('counts open only the shifts not ended, and turns one uncovered at its end', async () => {
    expect(await cards()).toEqual({
      [gate]: { count: 6, open: 3, uncovered: 2 },
      [tower]: { count: 3, open: 2, uncovered: 1 },
    });
    // Read again a second before the end: the kept answer, still right.
    vi.setSystemTime(at('12:59:59'));
    expect((await cards('dispatch'))[gate]).toEqual({ count: 6, open: 3, uncovered: 2 });
    // This morning's shift ends at 13:00 with no write: the kept answer is not sent again.
    vi.setSystemTime(at('13:00'));
    expect((await cards())[gate]).toEqual({ count: 6, open: 2, uncovered: 3 });
    expect((await cards('dispatch'))[gate]).toEqual({ count: 6, open: 2, uncovered: 3 });
  });

  it('counts late in the month from the other side, overnight shifts to their morning', async () => {
    vi.setSystemTime(at('03:59', '2031-05-31'));
    const late = await viewer();
    expect(await cards(late)).toEqual({
      [gate]: { count: 6, open: 0, uncovered: 5 },
      // The month's last overnight shift runs into the next month until 04:00.
      [tower]: { count: 3, open: 1, uncovered: 2 },
    });
    vi.setSystemTime(at('04:00', '2031-05-31'));
    expect((await cards(late))[tower]).toEqual({ count: 3, open: 0, uncovered: 3 });
    // A month wholly past: every shift without a guard is uncovered.
    vi.setSystemTime(at('09:00', '2031-07-02'));
    expect((await cards(await viewer()))[tower]).toEqual({ count: 3, open: 0, uncovered: 3 });
  });

  it("counts a customer's own requests the same way", async () => {
    vi.setSystemTime(at('12:00'));
    const customer = await t.account('customer');
    const db = t.app.database.db;
    await createCoverageRequest(db, {
      locationId: tower,
      date: day(-2),
      userId: customer.id,
    });
    await createCoverageRequest(db, {
      locationId: tower,
      date: day(2),
      userId: customer.id,
    });
    const response = await t.as('customer', 'GET', `/api/coverage/summary?month=${MONTH}`);
    expect(response.json()).toEqual([{ locationId: tower, count: 2, open: 1, uncovered: 1 }]);
  });

  it('lists the uncovered shifts apart on the board, out of its open count', async () => {
    vi.setSystemTime(at('12:00'));
    const board = async (location = gate) => {
      const query = `from=${day(-7)}&to=${day(7)}&location=${location}`;
      const response = await t.as('dispatch', 'GET', `/api/coverage/open?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<OpenShifts>();
    };
    const names = (shifts: { id: string }[]) =>
      shifts.map((shift) => Object.keys(ids).find((name) => ids[name] === shift.id));
    const before = await board();
    expect(names(before.shifts)).toEqual(['thisMorning', 'tonight', 'wholeDayLater']);
    expect(before.openTotal).toBe(3);
    expect(names(before.uncovered)).toEqual(['pastWeek', 'lastNight']);
    expect(before.uncoveredTotal).toBe(2);

    vi.setSystemTime(at('13:00'));
    const after = await board();
    expect(names(after.shifts)).toEqual(['tonight', 'wholeDayLater']);
    expect(after.openTotal).toBe(2);
    expect(names(after.uncovered)).toEqual(['pastWeek', 'lastNight', 'thisMorning']);
    expect(after.uncoveredTotal).toBe(3);

    // Every post: the customer's two count too; the whole-day shift of ten days ago is out of range.
    const all = await t.as('dispatch', 'GET', `/api/coverage/open?from=${day(-7)}&to=${day(7)}`);
    const everyPost = all.json<OpenShifts>();
    expect([everyPost.openTotal, everyPost.uncoveredTotal]).toEqual([3, 4]);
  });
});
