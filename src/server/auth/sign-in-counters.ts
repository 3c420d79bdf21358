import { sql } from 'kysely';
import type { Database } from '../db/database.js';

/** A counter of failed attempts and the most it may hold in one window. */
export interface Ceiling {
  key: string;
  max: number;
}

/** Old counters are swept about once in this many attempts. */
const SWEEP_EVERY = 200;

/**
 * Counters of failed password checks in the database, so that every process behind a load
 * balancer shares them. An attempt is counted before its password is checked (a hundred attempts
 * sent at once cannot all pass a count of nine) and given back when it turns out not to be a
 * failure. A window starts at a counter's first attempt and lasts `windowMs`.
 */
export function signInCounters(database: Database, windowMs: number) {
  const { db } = database;

  /** Counts one attempt unless the counter is at its ceiling; false when it is. */
  async function takeOne({ key, max }: Ceiling, now: number): Promise<boolean> {
    const expired = now - windowMs;
    const taken = await db
      .insertInto('signInCounters')
      .values({ key, count: 1, windowStart: now })
      .onConflict((conflict) =>
        conflict
          .column('key')
          .doUpdateSet({
            count: sql<number>`case when sign_in_counters.window_start <= ${expired} then 1
              else sign_in_counters.count + 1 end`,
            windowStart: sql<number>`case when sign_in_counters.window_start <= ${expired}
              then ${now} else sign_in_counters.window_start end`,
          })
          .where((eb) =>
            eb.or([
              eb('signInCounters.windowStart', '<=', expired),
              eb('signInCounters.count', '<', max),
            ]),
          ),
      )
      .returning('count')
      .executeTakeFirst();
    return taken !== undefined;
  }

  /** Seconds until the counter's window ends. */
  async function secondsLeft(key: string, now: number): Promise<number> {
    const row = await db
      .selectFrom('signInCounters')
      .select('windowStart')
      .where('key', '=', key)
      .executeTakeFirst();
    const start = row ? Number(row.windowStart) : now;
    return Math.max(1, Math.ceil((start + windowMs - now) / 1000));
  }

  async function giveBack(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await db
      .updateTable('signInCounters')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', 'in', keys)
      .where('count', '>', 0)
      .execute();
  }

  return {
    /**
     * Counts one attempt on every counter, or on none: the seconds to wait when one of them is
     * at its ceiling, else null.
     */
    async take(ceilings: readonly Ceiling[]): Promise<number | null> {
      const now = Date.now();
      if (Math.random() < 1 / SWEEP_EVERY) {
        await db
          .deleteFrom('signInCounters')
          .where('windowStart', '<=', now - windowMs)
          .execute();
      }
      const taken: string[] = [];
      for (const ceiling of ceilings) {
        if (!(await takeOne(ceiling, now))) {
          await giveBack(taken);
          return secondsLeft(ceiling.key, now);
        }
        taken.push(ceiling.key);
      }
      return null;
    },

    /** Takes back one attempt from each counter: it was not a failed guess. */
    giveBack,

    /** Empties a counter (its owner signed in). */
    async clear(key: string): Promise<void> {
      await db.deleteFrom('signInCounters').where('key', '=', key).execute();
    },
  };
}

export type SignInCounters = ReturnType<typeof signInCounters>;
