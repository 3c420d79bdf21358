import type { Kysely } from 'kysely';
import type { SessionUser } from '../../auth/session-user.js';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { tooManyRequests } from '../../errors.js';

/** Days a count row is kept after its day: enough for any creation still under way. */
const KEEP_DAYS = 2;

/** What an account over its daily limit is told (429). */
export function dailyLimitMessage(limit: number, left: number): string {
  return (
    `An account can create at most ${limit.toLocaleString('en-US')} shifts a day; ` +
    `yours can create ${left.toLocaleString('en-US')} more today (the day ends at midnight UTC).`
  );
}

const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * The daily limit on shifts an account creates (issue #29): a customer made thousands in a
 * second through repeating shifts. The day's count row is raised by one conditional upsert, so
 * two creations at once never both pass. `take` belongs in the transaction that creates the
 * shifts (a failure then gives them back by itself); `within` serves a creation made outside one.
 */
export function dailyShiftLimit(db: Kysely<DB>, limits: Config['dailyShiftLimits']) {
  let prunedOn = '';
  const limitOf = (user: SessionUser) =>
    user.role === 'customer' ? limits.customer : limits.staff;

  async function used(trx: Kysely<DB>, userId: string, day: string): Promise<number> {
    const row = await trx
      .selectFrom('shiftCreationCounts')
      .select('created')
      .where('userId', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst();
    return row?.created ?? 0;
  }

  /** Raises the day's count by `count` unless that passes `limit`: true when it did. */
  async function raise(trx: Kysely<DB>, userId: string, day: string, count: number, limit: number) {
    if (count > limit) return false;
    const row = await trx
      .insertInto('shiftCreationCounts')
      .values({ userId, day, created: count })
      .onConflict((conflict) =>
        conflict
          .columns(['userId', 'day'])
          .doUpdateSet((eb) => ({
            created: eb('shiftCreationCounts.created', '+', eb.ref('excluded.created')),
          }))
          .where('shiftCreationCounts.created', '<=', limit - count),
      )
      .returning('created')
      .executeTakeFirst();
    return row !== undefined;
  }

  // In `trx`: SQLite's one connection is the transaction's until it ends.
  async function pruneOnceADay(trx: Kysely<DB>, day: string) {
    if (prunedOn === day) return;
    prunedOn = day;
    const oldest = utcDay(new Date(Date.parse(day) - KEEP_DAYS * 86_400_000));
    await trx.deleteFrom('shiftCreationCounts').where('day', '<', oldest).execute();
  }

  /**
   * Counts `count` new shifts of `user` today, in `trx` (the creating transaction, or the
   * database), or refuses with 429 saying the limit and what is left; 0 counts nothing.
   */
  async function take(trx: Kysely<DB>, user: SessionUser, count: number): Promise<void> {
    if (count === 0) return;
    const limit = limitOf(user);
    const day = utcDay(new Date());
    await pruneOnceADay(trx, day);
    if (await raise(trx, user.id, day, count, limit)) return;
    const left = Math.max(0, limit - (await used(trx, user.id, day)));
    throw tooManyRequests(dailyLimitMessage(limit, left));
  }

  return {
    take,

    /** Creates `count` shifts through `create`, made outside a transaction: given back if it fails. */
    async within<T>(user: SessionUser, count: number, create: () => Promise<T>): Promise<T> {
      await take(db, user, count);
      try {
        return await create();
      } catch (error) {
        // Given back so that a refused creation leaves nothing behind, not even a count of 0.
        const day = utcDay(new Date());
        await db
          .updateTable('shiftCreationCounts')
          .set((eb) => ({ created: eb('created', '-', count) }))
          .where('userId', '=', user.id)
          .where('day', '=', day)
          .execute();
        await db
          .deleteFrom('shiftCreationCounts')
          .where('userId', '=', user.id)
          .where('day', '=', day)
          .where('created', '<=', 0)
          .execute();
        throw error;
      }
    },
  };
}

export type DailyShiftLimit = ReturnType<typeof dailyShiftLimit>;
