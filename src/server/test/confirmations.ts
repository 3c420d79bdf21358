import type { Kysely } from 'kysely';
import { shiftBounds } from '../../shared/check-in-rules.js';
import type { DB } from '../db/schema.js';
import { createCoverageRequest, createGuard, createLocation } from './builders.js';
import { nextPhone } from './sms.js';
import type { TestApp } from './test-app.js';

/** Test support for reminders and confirmations (issue #39), not a test file itself. */

export const HOUR = 60 * 60 * 1000;

/** A guard card valid for years: no test here is about cards. */
const CARD_VALID = '2099-12-31';

/** A guard row without an account, with a mobile number (E.164) a text reaches. */
export async function textOnlyGuard(db: Kysely<DB>, firstName: string, lastName: string) {
  const guard = await createGuard(db, { firstName, lastName, expDate: CARD_VALID });
  const phone = nextPhone();
  await db.updateTable('guards').set({ contactNumber: phone }).where('id', '=', guard.id).execute();
  return { ...guard, contactNumber: phone, phone };
}

/** A post with an address. */
export async function postWithAddress(db: Kysely<DB>, name: string, address: string | null) {
  const post = await createLocation(db, { name });
  await db.updateTable('locations').set({ address }).where('id', '=', post.id).execute();
  return post;
}

/** Test support bound to one app: timed shifts, their starts, the reminders and their codes. */
export function confirmationsSupport(t: TestApp) {
  const db = () => t.app.database.db;
  return {
    /** A shift of `guard` (18:00–23:00 unless told) with its start instant in the company's zone. */
    async shift(
      locationId: string,
      date: string,
      guard: { id: string; firstName: string; lastName: string } | null,
      times: { startTime: string; endTime: string } = { startTime: '18:00', endTime: '23:00' },
      guardNote: string | null = null,
    ) {
      const request = await createCoverageRequest(db(), {
        locationId,
        date,
        ...times,
        guardNote,
        ...(guard ? { guard } : {}),
      });
      return { ...request, start: shiftBounds(request, t.config.timeZone).start };
    },

    /** The timers fired at `at` for the request, as 'kind outcome'. */
    async fired(at: number, requestId: string): Promise<string[]> {
      const fired = await t.app.attendanceTimers.run(new Date(at));
      return fired
        .filter((one) => one.id.includes(requestId))
        .map((one) => `${one.id.split(':')[0] ?? ''} ${one.outcome}`);
    },

    /** The reminders fired at `at` for the request ('reminded', 'moved'…). */
    async reminders(at: number, requestId: string): Promise<string[]> {
      return (await this.fired(at, requestId))
        .filter((one) => one.startsWith('reminder '))
        .map((one) => one.slice('reminder '.length));
    },

    /** The guard's reminder and confirmation of the shift, as kept. */
    attendance(requestId: string, guardId: string) {
      return db()
        .selectFrom('shiftAttendance')
        .select(['confirmCode', 'remindedAt', 'confirmedAt'])
        .where('requestId', '=', requestId)
        .where('guardId', '=', guardId)
        .executeTakeFirst();
    },

    /** The code of the guard's reminder of the shift. */
    async code(requestId: string, guardId: string): Promise<string> {
      const code = (await this.attendance(requestId, guardId))?.confirmCode;
      if (!code) throw new Error('the guard was not reminded of the shift');
      return code;
    },

    /** The texts queued for `phone`, oldest first. */
    async texts(phone: string): Promise<string[]> {
      const rows = await db()
        .selectFrom('outbox')
        .select('payload')
        .where('channel', '=', 'sms')
        .orderBy('createdAt')
        .execute();
      return rows
        .map((row) => JSON.parse(row.payload) as { to: string; body: string })
        .filter((text) => text.to === phone)
        .map((text) => text.body);
    },
  };
}

export type ConfirmationsSupport = ReturnType<typeof confirmationsSupport>;
