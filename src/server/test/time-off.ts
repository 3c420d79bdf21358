import { expect } from 'vitest';
import { addDays, localIsoDate } from '../../shared/calendar.js';
import type { BookedShift, OfficeTimeOffList } from '../../shared/time-off-shifts.js';
import type { TimeOff } from '../../shared/time-off.js';
import { createCoverageRequest, createLocation } from './builders.js';
import { nextPhone, smsTestApp } from './sms.js';
import type { TestApp, TestUser } from './test-app.js';

/** The day `days` after today (the server's date). */
export const ahead = (days: number) => addDays(localIsoDate(new Date()), days);

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (at: Date) => `${pad(at.getHours())}:${pad(at.getMinutes())}`;

/** A shift from `startMinutes` to `endMinutes` from now, on the local (the company's) wall clock. */
export function around(startMinutes: number, endMinutes: number) {
  const start = new Date(Date.now() + startMinutes * 60_000);
  const end = new Date(Date.now() + endMinutes * 60_000);
  return { date: localIsoDate(start), startTime: clock(start), endTime: clock(end) };
}

/** The requests' ids of booked shifts, in their order. */
export const ids = (shifts: readonly BookedShift[] | undefined) =>
  (shifts ?? []).map((shift) => shift.requestId);

/** `guard` asks for time off on their phone (pending until the office answers). */
export async function askTimeOff(
  t: TestApp,
  guard: TestUser,
  from: string,
  to: string,
): Promise<TimeOff> {
  const response = await t.request({
    method: 'POST',
    url: '/api/my/time-off',
    cookie: guard.cookie,
    payload: { from, to },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TimeOff>();
}

/**
 * Test support for time off over booked shifts (issue #39), not a test file itself: an app that
 * texts through a Twilio of the test's own, Sam Lead (supervisor), Kim Soto (a guard with an
 * account and a mobile number) and the post Bayview Plaza.
 */
export async function timeOffShiftsTestApp() {
  const scene = await smsTestApp('Desk');
  const { t, s } = scene;
  const db = () => t.app.database.db;
  const sam = await t.signInAs('supervisor', { firstName: 'Sam', lastName: 'Lead' });
  const kim = await s.guard('Kim', 'Soto');
  const kimPhone = nextPhone();
  await db()
    .updateTable('guards')
    .set({ contactNumber: kimPhone })
    .where('id', '=', kim.guardId)
    .execute();
  const bayview = await createLocation(db(), { name: 'Bayview Plaza' });

  return {
    ...scene,
    sam,
    kim,
    kimPhone,
    bayview,

    /** A shift at Bayview Plaza booked for Kim, or for `guard`. */
    book(
      date: string,
      startTime: string | null,
      endTime: string | null,
      guard = { id: kim.guardId, firstName: 'Kim', lastName: 'Soto' },
    ) {
      return createCoverageRequest(db(), {
        locationId: bayview.id,
        date,
        startTime,
        endTime,
        guard,
      });
    },

    /** Kim asks for time off (pending). */
    ask: (from: string, to: string) => askTimeOff(t, kim, from, to),

    /** Kim takes back a request still pending. */
    async takeBack(id: string): Promise<void> {
      await t.request({ method: 'DELETE', url: `/api/my/time-off/${id}`, cookie: kim.cookie });
    },

    /** Sam approves a request, with `body` when given. */
    approve(id: string, body?: object) {
      return t.request({
        method: 'POST',
        url: `/api/time-off/${id}/approve`,
        cookie: sam.cookie,
        ...(body ? { payload: body } : {}),
      });
    },

    /** A request as the office's list answers it, read by dispatch. */
    async listed(id: string, query = '') {
      const response = await t.as('dispatch', 'GET', `/api/time-off${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<OfficeTimeOffList>().requests.find((request) => request.id === id);
    },
  };
}

export type TimeOffShiftsScene = Awaited<ReturnType<typeof timeOffShiftsTestApp>>;
