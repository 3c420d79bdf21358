import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError, reasonOf } from './delivery-error.js';
import { retryDelayMs, type RetryPolicy } from './outbox-retry.js';

/**
 * A job a worker took: its id, and the try it is (fencing the verdict); a message's channel is
 * named in the log. The outbox's messages are such jobs, and so (issue #33) are the late and
 * no-show timers.
 */
export interface ClaimedJob {
  id: string;
  attempts: number;
  channel?: string;
}

/** Where a worker takes its jobs and records what became of each (outbox-store.ts is one). */
export interface JobStore<Job extends ClaimedJob, Done> {
  claim(limit: number, leaseMs: number): Promise<Job[]>;
  sent(job: Job, done: Done): Promise<void>;
  later(job: Job, reason: string, at: Date, payload: string | null): Promise<void>;
  failed(job: Job, reason: string): Promise<void>;
}

export interface WorkerTiming {
  /** How long a taken message is this process's before another may take it (outbox-config.ts). */
  leaseMs: number;
  /**
   * How often the worker looks for due messages unprompted: retries another process scheduled,
   * messages left by a process that died, rows written by scripts. Its own work it is woken for.
   */
  pollMs: number;
  retry: RetryPolicy;
}

/**
 * Messages sent at once, and taken per claim. A send is mostly waiting on a provider (tens of
 * milliseconds for Twilio or FCM), so 64 at a time carry well over 500 a second.
 */
const IN_FLIGHT = 64;
const CLAIM_BATCH = 32;

/**
 * The outbox's worker (and, with their own store, the attendance timers': issue #33): takes due
 * messages in small batches, delivers each, records the outcome
 * (sent; or tried again later with back-off; or failed after the last try). `wake()` after a
 * commit that enqueued sends them at once; a slow poll finds the rest.
 */
export function outboxWorker<Job extends ClaimedJob, Done>(
  store: JobStore<Job, Done>,
  deliver: (message: Job) => Promise<Done>,
  timing: WorkerTiming,
  log: FastifyBaseLogger,
) {
  const inFlight = new Set<Promise<void>>();
  let claiming: Promise<void> | null = null;
  let wokenWhileClaiming = false;
  /** The last claim came back full: more are due than were taken. */
  let backlog = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryAt = Number.POSITIVE_INFINITY;
  const poll = setInterval(() => wake(), timing.pollMs);
  poll.unref();

  /** Wakes the worker again when a retry this process scheduled falls due. */
  function wakeAt(at: Date) {
    const when = at.getTime();
    if (closed || when >= retryAt) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryAt = when;
    retryTimer = setTimeout(
      () => {
        retryTimer = null;
        retryAt = Number.POSITIVE_INFINITY;
        wake();
      },
      Math.max(0, when - Date.now()),
    );
    retryTimer.unref();
  }

  async function settle(message: Job, error: unknown) {
    const reason = reasonOf(error);
    const permanent = error instanceof DeliveryError && error.permanent;
    const delay = permanent ? null : retryDelayMs(timing.retry, message.attempts);
    if (delay === null) {
      await store.failed(message, reason);
      log.warn({ id: message.id, channel: message.channel, reason }, 'outbox: message failed');
      return;
    }
    const at = new Date(Date.now() + delay);
    const payload = error instanceof DeliveryError ? error.retryPayload : null;
    await store.later(message, reason, at, payload);
    wakeAt(at);
  }

  async function send(message: Job) {
    try {
      let delivered: Done;
      try {
        delivered = await deliver(message);
      } catch (error) {
        await settle(message, error);
        return;
      }
      await store.sent(message, delivered);
    } catch (error) {
      // The database did not take the outcome: the lease runs out and the message goes again.
      log.error({ err: error, id: message.id }, 'outbox: could not record an outcome');
    }
  }

  function track(message: Job) {
    const sending = send(message).finally(() => {
      inFlight.delete(sending);
      if (backlog && IN_FLIGHT - inFlight.size >= CLAIM_BATCH) wake();
    });
    inFlight.add(sending);
  }

  async function fill() {
    for (;;) {
      const room = IN_FLIGHT - inFlight.size;
      if (closed || room <= 0) return;
      const limit = Math.min(room, CLAIM_BATCH);
      const claimed = await store.claim(limit, timing.leaseMs);
      backlog = claimed.length === limit;
      for (const message of claimed) track(message);
      if (!backlog) return;
    }
  }

  /** Looks for due messages now (coalesced: one claim at a time, and once more if woken meanwhile). */
  function wake(): void {
    if (closed) return;
    if (claiming) {
      wokenWhileClaiming = true;
      return;
    }
    claiming = fill()
      .catch((error: unknown) => log.error({ err: error }, 'outbox: could not take messages'))
      .finally(() => {
        claiming = null;
        if (wokenWhileClaiming) {
          wokenWhileClaiming = false;
          wake();
        }
      });
  }

  return {
    wake,
    /** Stops taking messages and waits for the sends under way to be sent and recorded. */
    async close(): Promise<void> {
      closed = true;
      clearInterval(poll);
      if (retryTimer) clearTimeout(retryTimer);
      await claiming;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type OutboxWorker = ReturnType<typeof outboxWorker>;
