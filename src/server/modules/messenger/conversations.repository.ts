import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { mayShareConversation, messengerContactRoles } from '../../../shared/permissions.js';
import { badRequest, conflict } from '../../errors.js';
import { lockConversation, nextStamp } from './conversation-clock.js';
import { directoryRepository, type DirectoryViewer } from './directory.repository.js';
import { MESSENGER_ERRORS } from './messenger-errors.js';

/** A conversation POST /api/conversations answers with, and who is in it (to notify). */
export interface StartedConversation {
  id: string;
  existing: boolean;
  participantIds: string[];
}

/** What deleting did: hid it for the user, or removed it for good (everyone had deleted it). */
export type RemovalOutcome = 'hidden' | 'removed';

/** The key of the one-to-one between two people, the same whoever starts it. */
export function directKey(userId: string, otherId: string): string {
  return [userId, otherId].sort().join(':');
}

/**
 * Starting, hiding and reading conversations (DECISIONS.md, Messenger). A one-to-one is found by
 * its direct key, whose unique index lets only one of two racing requests create it; a deletion
 * marks the conversation hidden for one person, and removes it once every participant has
 * deleted it and nothing was sent since.
 */
export function conversationsRepository(database: Database) {
  const { db, dialect } = database;
  const directory = directoryRepository(db);

  const findDirect = async (key: string) =>
    (
      await db
        .selectFrom('conversations')
        .select('id')
        .where('directKey', '=', key)
        .executeTakeFirst()
    )?.id;

  /**
   * Creates the conversation with its participants; for a one-to-one (`key` set) only when none
   * holds the key yet: the unique index decides (ON CONFLICT DO NOTHING waits for a racing insert
   * to commit), so undefined means the one-to-one exists.
   */
  const insert = (participantIds: readonly string[], key: string | null) =>
    db.transaction().execute(async (trx) => {
      const now = nowIso();
      const created = await trx
        .insertInto('conversations')
        .values({
          id: randomUUID(),
          isGroup: key ? 0 : 1,
          directKey: key,
          createdAt: now,
          updatedAt: now,
        })
        .onConflict((conflict) => conflict.column('directKey').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!created) return undefined;
      await trx
        .insertInto('conversationParticipants')
        .values(
          participantIds.map((userId) => ({
            conversationId: created.id,
            userId,
            lastReadAt: null,
          })),
        )
        .execute();
      return created.id;
    });

  /** True when a participant has not deleted the conversation, or was sent something since. */
  const stillWanted = async (trx: Transaction<DB>, conversationId: string) => {
    const keeper = await trx
      .selectFrom('conversationParticipants as p')
      .leftJoin('conversationDeletions as d', (join) =>
        join.onRef('d.conversationId', '=', 'p.conversationId').onRef('d.userId', '=', 'p.userId'),
      )
      .select('p.userId')
      .where('p.conversationId', '=', conversationId)
      .where((eb) =>
        eb.or([
          eb('d.deletedAt', 'is', null),
          eb.exists(
            eb
              .selectFrom('messages as m')
              .select('m.id')
              .whereRef('m.conversationId', '=', 'p.conversationId')
              .whereRef('m.createdAt', '>', 'd.deletedAt'),
          ),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return keeper !== undefined;
  };

  return {
    /**
     * Starts a conversation of `starter` with `otherIds`, people the starter may message (else
     * 400). One other person reopens the one-to-one with them when it exists; several always make
     * a new group, in which at most one person is from outside the office.
     */
    async create(
      starter: DirectoryViewer,
      otherIds: readonly string[],
    ): Promise<StartedConversation> {
      const userId = starter.id;
      if (otherIds.includes(userId)) throw badRequest(MESSENGER_ERRORS.withSelf);
      const roles = await directory.messengerRoles(otherIds);
      if (otherIds.some((id) => !roles.has(id))) {
        throw badRequest(
          otherIds.length === 1
            ? MESSENGER_ERRORS.oneUnavailable
            : MESSENGER_ERRORS.someUnavailable,
        );
      }
      const contactRoles = messengerContactRoles(starter.role);
      const otherRoles = [...roles.values()];
      if (
        !otherRoles.every((role) => contactRoles.includes(role)) ||
        !mayShareConversation([starter.role, ...otherRoles])
      ) {
        throw badRequest(MESSENGER_ERRORS.staffOnly(starter.role));
      }
      const participantIds = [userId, ...otherIds];
      const [otherId] = otherIds;
      const key =
        otherIds.length === 1 && otherId !== undefined ? directKey(userId, otherId) : null;
      const id = await insert(participantIds, key);
      if (id !== undefined) return { id, existing: false, participantIds };
      // Only a one-to-one's key can be taken: that conversation is the one asked for.
      const found = key === null ? undefined : await findDirect(key);
      // Both people deleted it for good between the insert and this read.
      if (found === undefined) throw conflict(MESSENGER_ERRORS.changedMeanwhile);
      return { id: found, existing: true, participantIds };
    },

    /**
     * Hides the conversation for `userId` from now on (their deletion marker), and removes it with
     * its messages when every remaining participant has hidden it and nothing newer was sent.
     * Null when the conversation does not exist or `userId` is not in it.
     */
    remove(conversationId: string, userId: string): Promise<RemovalOutcome | null> {
      return db.transaction().execute(async (trx) => {
        const clock = await lockConversation(trx, dialect, conversationId, userId);
        if (!clock) return null;
        const deletedAt = nextStamp(clock);
        await trx
          .updateTable('conversations')
          .set({ stampedAt: deletedAt })
          .where('id', '=', conversationId)
          .execute();
        await trx
          .insertInto('conversationDeletions')
          .values({ conversationId, userId, deletedAt })
          .onConflict((conflict) =>
            conflict.columns(['conversationId', 'userId']).doUpdateSet({ deletedAt }),
          )
          .execute();
        if (await stillWanted(trx, conversationId)) return 'hidden';
        await trx.deleteFrom('conversations').where('id', '=', conversationId).execute();
        return 'removed';
      });
    },

    /**
     * Marks everything sent so far as read by `userId` (up to the newest message's time). False
     * when the conversation does not exist or `userId` is not in it.
     */
    async markRead(conversationId: string, userId: string): Promise<boolean> {
      const result = await db
        .updateTable('conversationParticipants')
        .set((eb) => ({
          lastReadAt: eb
            .selectFrom('conversations')
            .select('conversations.updatedAt')
            .where('conversations.id', '=', conversationId),
        }))
        .where('conversationId', '=', conversationId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
