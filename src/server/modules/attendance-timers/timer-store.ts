import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { AttendanceTimerTable } from '../../db/schema-attendance.js';
import type { JobStore } from '../../outbox/outbox-worker.js';

/**
 * A timer a worker took: the row as the claim left it. `attempts` counts this try too and fences
 * the row, as the outbox's messages are fenced (outbox-store.ts).
 */
export interface ClaimedTimer {
  id: string;
  requestId: string;
  guardId: string;
  kind: AttendanceTimerTable['kind'];
  startsAt: string;
  dueAt: string;
  attempts: number;
}

/** A timer to schedule: its key is made of what it is for. */
export type NewTimer = Pick<ClaimedTimer, 'requestId' | 'guardId' | 'kind' | 'startsAt' | 'dueAt'>;

/** A timer's key: scheduling the same timer twice keeps one row. */
export const timerKey = (timer: NewTimer) =>
  `${timer.kind}:${timer.requestId}:${timer.guardId}:${timer.dueAt}`;

/** Rows per insert: well under SQLite's 999 bound variables (9 columns a row). */
const INSERT_BATCH = 100;

/**
 * The attendance_timers table as the outbox's worker uses it (issue #33): due timers are claimed
 * with a lease, on PostgreSQL with FOR UPDATE SKIP LOCKED so that each goes to one process only.
 * `clock` is the instant a claim counts as now (the tests' clock; the real time in production).
 */
export function timerStore(db: Kysely<DB>, dialect: DialectName, clock: () => Date) {
  const fenced = (timer: ClaimedTimer) =>
    db
      .updateTable('attendanceTimers')
      .where('id', '=', timer.id)
      .where('status', '=', 'sending')
      .where('attempts', '=', timer.attempts);

  return {
    /** Keeps the timers not kept yet; answers how many were new. */
    async schedule(timers: readonly NewTimer[]): Promise<number> {
      let added = 0;
      const createdAt = clock().toISOString();
      for (let from = 0; from < timers.length; from += INSERT_BATCH) {
        const rows: Insertable<DB['attendanceTimers']>[] = timers
          .slice(from, from + INSERT_BATCH)
          .map((timer) => ({ id: timerKey(timer), ...timer, status: 'pending', createdAt }));
        const result = await db
          .insertInto('attendanceTimers')
          .values(rows)
          .onConflict((conflict) => conflict.column('id').doNothing())
          .executeTakeFirst();
        added += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      return added;
    },

    /**
     * Takes up to `limit` due timers, earliest first: pending ones whose instant came (and whose
     * wait after a failed try passed), and sending ones whose lease ran out.
     */
    async claim(limit: number, leaseMs: number): Promise<ClaimedTimer[]> {
      const now = clock();
      const at = now.toISOString();
      const due = db
        .selectFrom('attendanceTimers')
        .select('id')
        .where('status', 'in', ['pending', 'sending'])
        .where('dueAt', '<=', at)
        .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', at)]))
        .orderBy('dueAt')
        .limit(limit);
      const claimed = await db
        .updateTable('attendanceTimers')
        .set((eb) => ({
          status: 'sending',
          attempts: eb('attempts', '+', 1),
          lockedUntil: new Date(now.getTime() + leaseMs).toISOString(),
        }))
        .where('id', 'in', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
        .returning(['id', 'requestId', 'guardId', 'kind', 'startsAt', 'dueAt', 'attempts'])
        .execute();
      // RETURNING keeps no order: a shift's late before its no-show when both are due.
      return claimed.sort((a, b) => a.dueAt.localeCompare(b.dueAt));
    },

    /** The timer fired: what it did (fire-timer.ts's outcome). */
    async sent(timer: ClaimedTimer, outcome: string): Promise<void> {
      await fenced(timer)
        .set({ status: 'done', outcome, doneAt: clock().toISOString(), lockedUntil: null })
        .execute();
    },

    /** Firing failed (the database): it is tried again from `at`. */
    async later(timer: ClaimedTimer, reason: string, at: Date): Promise<void> {
      await fenced(timer)
        .set({ status: 'pending', lockedUntil: at.toISOString(), lastError: reason })
        .execute();
    },

    /** No more tries: the reason is kept on the row. */
    async failed(timer: ClaimedTimer, reason: string): Promise<void> {
      await fenced(timer).set({ status: 'failed', lockedUntil: null, lastError: reason }).execute();
    },

    /** SQLite's single process: timers its last run left mid-fire are due again now. */
    async releaseAbandoned(): Promise<number> {
      const released = await db
        .updateTable('attendanceTimers')
        .set({ status: 'pending', lockedUntil: null })
        .where('status', '=', 'sending')
        .executeTakeFirst();
      return Number(released.numUpdatedRows);
    },
  } satisfies JobStore<ClaimedTimer, string> & Record<string, unknown>;
}

export type TimerStore = ReturnType<typeof timerStore>;
