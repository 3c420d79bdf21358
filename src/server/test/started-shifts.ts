import { vi } from 'vitest';
import { addDays } from '../../shared/calendar.js';
import { localTimeZone } from '../../shared/shift-phase.js';
import { wallInstant } from './attendance.js';
import { createCoverageRequest, createLocation } from './builders.js';
import { dataDigest } from './data-digest.js';
import { shiftsSupport, type TestGuard } from './shifts.js';
import type { TestApp, TestUser } from './test-app.js';

/**
 * Test support for shifts that have started (issue #39): reliefs, call-outs during a shift, the
 * office's alarms. Not a test file itself. Each test file runs the server's clock by hand
 * (`setClock`) and MUST call `vi.useRealTimers()` in its afterEach or afterAll: API test files
 * share their worker's modules (isolate: false).
 */

/** The first night of these tests: a Monday far from the real clock, so nothing else fires for it. */
export const NIGHT = '2031-06-02';

/** The night `n` days after NIGHT: each test may take a night of its own. */
export const night = (n: number) => addDays(NIGHT, n);

/** The instant of HH:MM on `date` in the company's zone (the process's TZ, as the server reads). */
export const wallAt = (time: string, date = NIGHT) => wallInstant(date, time, localTimeZone());

/** Sets the clock the server reads (only Date is faked: I/O, timeouts and the outbox run). */
export function setClock(when: Date): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(when);
}

/** Valley Auto Auction's and Bayview Plaza's positions, and a point 2 km north of Valley. */
export const VALLEY = { latitude: 36.7378, longitude: -119.7871 };
export const BAYVIEW = { latitude: 36.7468, longitude: -119.7726 };
export const TWO_KM_FROM_VALLEY = {
  latitude: VALLEY.latitude + 0.018,
  longitude: VALLEY.longitude,
};

/** A guard with an account, as the tests need them: names, and their mobile number when they have one. */
export interface NightGuard extends TestGuard {
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** One outbox message as queued: a push, a text or an e-mail. */
export interface QueuedMessage {
  channel: string;
  to?: string;
  body?: string;
  userIds?: string[];
  message?: { title: string; body: string; url?: string; tag?: string };
}

export function startedShiftsSupport(t: TestApp) {
  const db = () => t.app.database.db;
  const outboxIds = async () =>
    new Set((await db().selectFrom('outbox').select('id').execute()).map((row) => row.id));

  return {
    /**
     * A guard account, signed in, with a guard card on file valid for years (a guard without one
     * cannot take shifts) and, when given, a mobile number.
     */
    async guard(firstName: string, lastName: string, phone: string | null = null) {
      const guard = await shiftsSupport(t).guard(firstName, lastName, '2035-12-31');
      await db()
        .updateTable('guards')
        .set({ guardCard: `G-${lastName}`, contactNumber: phone })
        .where('id', '=', guard.guardId)
        .execute();
      return { ...guard, firstName, lastName, phone } satisfies NightGuard;
    },

    /** A post, with a position (150 m around it is on site) when given one. */
    async post(name: string, position?: { latitude: number; longitude: number }) {
      const location = await createLocation(db(), { name });
      if (position) {
        await db()
          .updateTable('locations')
          .set({ ...position, radiusMeters: 150 })
          .where('id', '=', location.id)
          .execute();
      }
      return location;
    },

    /** A shift at a post on `date` (NIGHT by default), assigned to the guard or open. */
    shift(
      locationId: string,
      guard: NightGuard | null,
      [startTime, endTime]: [string | null, string | null],
      date = NIGHT,
    ) {
      return createCoverageRequest(db(), {
        locationId,
        date,
        startTime,
        endTime,
        ...(guard
          ? { guard: { id: guard.guardId, firstName: guard.firstName, lastName: guard.lastName } }
          : {}),
      });
    },

    /** The request as stored, or undefined once deleted. */
    stored(id: string) {
      return db()
        .selectFrom('coverageRequests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The rest of a shift its guard left early (continues_request_id), if there is one. */
    restOf(id: string) {
      return db()
        .selectFrom('coverageRequests')
        .selectAll()
        .where('continuesRequestId', '=', id)
        .executeTakeFirst();
    },

    /** The guard's attendance row on the shift, if there is one. */
    attendance(requestId: string, guardId: string) {
      return db()
        .selectFrom('shiftAttendance')
        .selectAll()
        .where('requestId', '=', requestId)
        .where('guardId', '=', guardId)
        .executeTakeFirst();
    },

    /** The trail's entries of a request, oldest first: action, and what was before and after. */
    async trail(entityId: string) {
      const rows = await db()
        .selectFrom('auditLog')
        .select(['action', 'before', 'after'])
        .where('entityId', '=', entityId)
        .orderBy('at')
        .orderBy('id')
        .execute();
      const read = (json: string | null): unknown => (json === null ? null : JSON.parse(json));
      return rows.map((row) => ({
        action: row.action,
        before: read(row.before),
        after: read(row.after),
      }));
    },

    /**
     * Every row (dataDigest), to compare before and after a refused request of `user`'s: read
     * after a first request of theirs at the clock's time, as their session slides forward with
     * the clock (renewed on its first use a day later), which is not the request's doing.
     */
    async digest(user: Pick<TestUser, 'cookie'>): Promise<string> {
      await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
      return dataDigest(t);
    },

    /**
     * Watches the outbox from now: `read()` answers the messages queued since, oldest first (by
     * row, not by time: the tests' clock may go anywhere).
     */
    async watchOutbox() {
      const before = await outboxIds();
      return {
        async read(): Promise<QueuedMessage[]> {
          const rows = await db()
            .selectFrom('outbox')
            .select(['id', 'channel', 'payload'])
            .orderBy('createdAt')
            .execute();
          return rows
            .filter((row) => !before.has(row.id))
            .map((row) => ({ channel: row.channel, ...(JSON.parse(row.payload) as object) }));
        },
      };
    },
  };
}

export type StartedShiftsSupport = ReturnType<typeof startedShiftsSupport>;

/** The texts among queued messages, to one number. */
export const textsTo = (messages: readonly QueuedMessage[], phone: string) =>
  messages.filter((one) => one.channel === 'sms' && one.to === phone).map((one) => one.body ?? '');

/** The pushes among queued messages with this title, and the accounts they go to. */
export function pushesTitled(messages: readonly QueuedMessage[], title: string | RegExp) {
  const pushes = messages.filter(
    (one) =>
      one.channel === 'push' &&
      (typeof title === 'string'
        ? one.message?.title === title
        : title.test(one.message?.title ?? '')),
  );
  return { pushes, accounts: new Set(pushes.flatMap((one) => one.userIds ?? [])) };
}
