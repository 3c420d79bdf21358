import { addDays, localIsoDate } from '../../shared/calendar.js';
import { nowIso } from '../db/timestamps.js';
import { createCoverageRequest, createLocation, NO_CARD } from './builders.js';
import { createTestApp, type TestApp, type TestUser } from './test-app.js';

/** A guard with an account, signed in: their account and their guard row's id. */
export interface TestGuard extends TestUser {
  guardId: string;
}

/** The day `days` after today (the server's date), for shifts that have not started. */
export const dayFromNow = (days: number) => addDays(localIsoDate(new Date()), days);

/** Test support for the offers, call-out and invitation tests (not a test file itself). */
export function shiftsSupport(t: TestApp) {
  const db = () => t.app.database.db;
  return {
    /**
     * A guard account, signed in, tied to a guard row with a valid guard card (builders.ts), or
     * with the card's expiry `expDate` when given (null: no card on file).
     */
    async guard(firstName: string, lastName: string, expDate?: string | null): Promise<TestGuard> {
      const account = await t.signInAs('guard', { firstName, lastName });
      const query = db().updateTable('guards').where('accountId', '=', account.id).returning('id');
      const row = await (
        expDate === undefined
          ? query.set({ updatedAt: nowIso() })
          : query.set(expDate === null ? NO_CARD : { expDate })
      ).executeTakeFirstOrThrow();
      return { ...account, guardId: row.id };
    },

    /** An open request at a new post, `days` from today, 08:00–16:00 unless told. */
    async openRequest(days = 2, times: { startTime?: string; endTime?: string } = {}) {
      const location = await createLocation(db(), { name: 'North Gate' });
      return createCoverageRequest(db(), {
        locationId: location.id,
        date: dayFromNow(days),
        ...times,
      });
    },

    /** The request as stored. */
    stored(id: string) {
      return db()
        .selectFrom('coverageRequests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    },

    /** The trail's entries of a request, by action. */
    async actions(requestId: string): Promise<string[]> {
      const rows = await db()
        .selectFrom('auditLog')
        .select('action')
        .where('entityId', '=', requestId)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.action);
    },

    /** Offers the request to the guards as `who`. */
    offer(who: TestUser, requestId: string, guards: readonly TestGuard[]) {
      return t.request({
        method: 'POST',
        url: `/api/coverage/${requestId}/offers`,
        cookie: who.cookie,
        payload: { guardIds: guards.map((guard) => guard.guardId) },
      });
    },

    /** The id of `guard`'s offer of the request. */
    async offerId(requestId: string, guard: TestGuard): Promise<string> {
      const row = await db()
        .selectFrom('shiftOffers')
        .select('id')
        .where('requestId', '=', requestId)
        .where('guardId', '=', guard.guardId)
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** `guard` answers their offer ('accept' or 'decline'). */
    answer(guard: TestGuard, offerId: string, answer: 'accept' | 'decline') {
      return t.request({
        method: 'POST',
        url: `/api/offers/${offerId}/${answer}`,
        cookie: guard.cookie,
        payload: {},
      });
    },
  };
}

export type ShiftsSupport = ReturnType<typeof shiftsSupport>;

/** A fresh test app, its shifts' support, and a dispatcher (Dana `lastName`) signed in. */
export async function shiftsTestApp(
  lastName: string,
): Promise<{ t: TestApp; s: ShiftsSupport; dispatcher: TestUser }> {
  const t = await createTestApp();
  const dispatcher = await t.signInAs('dispatch', { firstName: 'Dana', lastName });
  return { t, s: shiftsSupport(t), dispatcher };
}
