import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_RETRY } from '../../outbox/outbox-retry.js';
import { outboxWorker, type WorkerTiming } from '../../outbox/outbox-worker.js';
import type { Outbox } from '../../outbox/outbox.js';
import { guardsForRanking } from '../shift-offers/ranked-guards.js';
import { shiftEvents } from '../shift-offers/shift-events.js';
import { fireReminder, type ReminderOutcome } from '../shift-confirmations/reminders.js';
import { fireTimer, type TimerDeps, type TimerOutcome } from './fire-timer.js';
import { offerNoShow } from './offer-no-show.js';
import { scheduleTimers } from './schedule-timers.js';
import { timerStore, type ClaimedTimer } from './timer-store.js';

/** How often timers are queued for the shifts ahead (issue #33: at most every 15 seconds). */
export const SCHEDULE_EVERY_MS = 15_000;
/** How often the worker looks for timers that fell due. */
const POLL_MS = 5_000;
/** How long a claimed timer is this process's before another may take it. */
const LEASE_MS = 60_000;
/** Timers claimed per round when a test runs them by hand. */
const RUN_BATCH = 16;

/** What the app passes in: the timers' needs and the outbox they write to. */
export type AttendanceTimersDeps = Omit<TimerDeps, 'reach'> & { outbox: Outbox };

export interface AttendanceTimerOptions {
  /** The instant the worker counts as now (a test's clock); the real time by default. */
  clock?: () => Date;
  /** False: no interval and no worker (a test runs them with `run`). */
  background?: boolean;
  timing?: Partial<WorkerTiming>;
}

/**
 * The late and no-show timers (issue #33): durable rows in attendance_timers, queued at start and
 * every SCHEDULE_EVERY_MS for the shifts ahead, and fired by the outbox's worker (a lease, and FOR
 * UPDATE SKIP LOCKED on PostgreSQL: with several processes each fires once). A no-show is offered
 * at once when the settings say so, after its call-out committed.
 */
export async function startAttendanceTimers(
  deps: AttendanceTimersDeps,
  log: FastifyBaseLogger,
  options: AttendanceTimerOptions = {},
) {
  const { database, timeZone, outbox } = deps;
  const timerDeps: TimerDeps = { ...deps, reach: outbox.reach };
  const events = shiftEvents({ notifier: deps.notifier, outbox });
  const guardsOf = guardsForRanking(database.db);
  const clock = options.clock ?? (() => new Date());
  const background = options.background ?? true;

  /**
   * Fires one timer at `now`; once it committed, the live event and the outbox, then the offers it made.
   * A reminder to confirm (issue #39) has its own firing: a text, or nothing when stale.
   */
  async function fire(timer: ClaimedTimer, now = clock()): Promise<TimerOutcome | ReminderOutcome> {
    if (timer.kind === 'reminder') {
      const reminded = await fireReminder(deps, timer, now);
      if (reminded === 'reminded') outbox.wake();
      return reminded;
    }
    const fired = await fireTimer(timerDeps, timer);
    if (fired.event) deps.notifier.shiftsChanged([], fired.event);
    if (fired.outcome !== 'late' && fired.outcome !== 'no-show') return fired.outcome;
    outbox.wake();
    if (fired.outcome === 'no-show') {
      await offerNoShow({ ...timerDeps, guardsOf, events }, timer.requestId, log);
    }
    return fired.outcome;
  }

  const store = timerStore(database.db, database.dialect, clock);
  if (database.dialect === 'sqlite') {
    const released = await store.releaseAbandoned();
    if (released > 0) log.warn({ released }, 'attendance: firing again what the last run left');
  }
  const timing = { leaseMs: LEASE_MS, pollMs: POLL_MS, retry: DEFAULT_RETRY, ...options.timing };
  const worker = background ? outboxWorker(store, fire, timing, log) : null;

  async function queue(now: Date): Promise<number> {
    const added = await scheduleTimers(database, timeZone, store, now);
    worker?.wake();
    return added;
  }
  const tick = () => {
    queue(clock()).catch((error: unknown) =>
      log.error({ err: error }, 'attendance: could not schedule timers'),
    );
  };
  const interval = background ? setInterval(tick, SCHEDULE_EVERY_MS) : null;
  interval?.unref();
  if (background) tick();

  return {
    /** Queues the timers due around `now`; answers how many were new. */
    schedule: queue,
    /**
     * Queues and fires, here and now, every timer due at `now` (the tests' clock): claimed from
     * the table as the worker claims them. Answers each fired timer's id and outcome.
     */
    async run(now: Date): Promise<{ id: string; outcome: TimerOutcome | ReminderOutcome }[]> {
      const at = timerStore(database.db, database.dialect, () => now);
      await scheduleTimers(database, timeZone, at, now);
      const done: { id: string; outcome: TimerOutcome | ReminderOutcome }[] = [];
      for (;;) {
        const claimed = await at.claim(RUN_BATCH, LEASE_MS);
        if (claimed.length === 0) return done;
        for (const timer of claimed) {
          const outcome = await fire(timer, now);
          await at.sent(timer, outcome);
          done.push({ id: timer.id, outcome });
        }
      }
    },
    /** Stops queueing and firing, and waits for the timers under way. */
    async close(): Promise<void> {
      if (interval) clearInterval(interval);
      await worker?.close();
    },
  };
}

export type AttendanceTimers = Awaited<ReturnType<typeof startAttendanceTimers>>;
