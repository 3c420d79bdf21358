import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Notifications } from '../notifications/notifications.js';
import { messageDeliverer } from './outbox-delivery.js';
import { DEFAULT_RETRY } from './outbox-retry.js';
import { outboxStore } from './outbox-store.js';
import { outboxWorker, type WorkerTiming } from './outbox-worker.js';
import { createSmsProvider } from './sms-providers.js';

/** What the outbox can deliver on this server: code that builds messages leaves out the rest. */
export interface Reach {
  /** PUBLIC_URL, for the links in e-mails and texts. */
  publicUrl: string;
  /** E-mail is set up (SMTP_URL). */
  mail: boolean;
  /** Text messages are set up (SMS_PROVIDER). */
  sms: boolean;
}

/**
 * The outbox (issue #30): messages are written with enqueue() (outbox-messages.ts) in the
 * transaction of the change that causes them; this process's worker delivers them.
 */
export interface Outbox {
  reach: Reach;
  /**
   * Call after a transaction that enqueued committed: the worker takes the messages now rather
   * than at its next poll. Cheap, and never fails.
   */
  wake(): void;
  /** Stops taking messages and finishes the sends under way (before the database closes). */
  close(): Promise<void>;
}

/** The unprompted look for due messages: retries and messages of a process that died. */
const POLL_MS = 2_000;

/** Starts the outbox's worker on the app's database, with the channels configured. */
export async function startOutbox(
  config: Config,
  database: Database,
  notifications: Notifications,
  log: FastifyBaseLogger,
  timing: Partial<WorkerTiming> = {},
): Promise<Outbox> {
  const store = outboxStore(database.db, database.dialect);
  if (database.dialect === 'sqlite') {
    const released = await store.releaseAbandoned();
    if (released > 0) log.warn({ released }, 'outbox: sending again what the last run left');
  }
  const sms = createSmsProvider(config.sms, database.db, config.publicUrl);
  const worker = outboxWorker(
    store,
    messageDeliverer(notifications, sms, {
      recordedProviderIds: (ids) => store.recordedProviderIds(ids),
      log,
    }),
    { leaseMs: config.outbox.leaseMs, pollMs: POLL_MS, retry: DEFAULT_RETRY, ...timing },
    log,
  );
  worker.wake();
  return {
    reach: { publicUrl: config.publicUrl, mail: notifications.mailConfigured, sms: sms !== null },
    wake: () => worker.wake(),
    close: () => worker.close(),
  };
}
