import { expect } from 'vitest';
import { enqueue, type OutboxMessage } from '../outbox/outbox-messages.js';
import type { TestApp } from './test-app.js';

/** The outbox row of a message, as the worker left it. */
export function outboxRow(t: TestApp, id: string | undefined) {
  return t.app.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('id', '=', id ?? '')
    .executeTakeFirstOrThrow();
}

/** Writes messages to the outbox as a committed change does, then wakes the worker. */
export async function enqueueCommitted(
  t: TestApp,
  messages: readonly OutboxMessage[],
): Promise<string[]> {
  const ids = await t.app.database.db.transaction().execute((trx) => enqueue(trx, messages));
  t.app.outbox.wake();
  return ids;
}

/** Polls the message's status (expect it to become what the worker will make it). */
export const statusOf = (t: TestApp, id: string | undefined, timeout = 10_000) =>
  expect.poll(async () => (await outboxRow(t, id)).status, { timeout });
