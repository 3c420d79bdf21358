import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/** A conversation's clock: the newest message's time and the latest instant handed out. */
export interface ConversationClock {
  updatedAt: string;
  stampedAt: string | null;
}

/**
 * The next instant of a conversation: now, or 1 ms after the latest one handed out when that is
 * later (several messages in one millisecond, or a clock that stepped back). Messages therefore
 * sort in send order by created_at alone, and a message sent after a deletion marker is always
 * newer than it.
 */
export function nextStamp(clock: ConversationClock, now = Date.now()): string {
  const handedOut = [clock.updatedAt, clock.stampedAt]
    .map((instant) => (instant === null ? Number.NaN : Date.parse(instant)))
    .filter((instant) => !Number.isNaN(instant));
  return new Date(Math.max(now, ...handedOut.map((instant) => instant + 1))).toISOString();
}

/**
 * Reads the clock of a conversation `userId` takes part in and holds its row until the
 * transaction ends (SELECT … FOR UPDATE on PostgreSQL; SQLite runs one write transaction at a
 * time), so that sends and deletions of one conversation take turns. Undefined when the
 * conversation does not exist or `userId` is not in it.
 */
export function lockConversation(
  trx: Transaction<DB>,
  dialect: DialectName,
  conversationId: string,
  userId: string,
): Promise<ConversationClock | undefined> {
  return trx
    .selectFrom('conversations as c')
    .select(['c.updatedAt', 'c.stampedAt'])
    .where('c.id', '=', conversationId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('conversationParticipants as p')
          .select('p.userId')
          .whereRef('p.conversationId', '=', 'c.id')
          .where('p.userId', '=', userId),
      ),
    )
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
}
