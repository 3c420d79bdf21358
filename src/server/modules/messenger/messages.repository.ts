import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  chatUserName,
  type ChatUser,
  type Message,
  type MessagesPage,
} from '../../../shared/messenger.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { mayShareConversation, parseRole } from '../../../shared/permissions.js';
import { badRequest, forbidden } from '../../errors.js';
import { lockConversation, nextStamp } from './conversation-clock.js';
import { MESSAGE_COLUMNS, toMessage } from './message-rows.js';
import { MESSENGER_ERRORS } from './messenger-errors.js';

/** A message just sent, and everyone in its conversation (the sender too) to tell about it. */
export interface SentMessage {
  message: Message;
  participantIds: string[];
}

/**
 * Where `userId` stands in a conversation: in it, and since when its history shows (their
 * deletion marker, null when never deleted). Undefined when they are not in it.
 */
function participation(db: Kysely<DB>, conversationId: string, userId: string) {
  return db
    .selectFrom('conversationParticipants as p')
    .leftJoin('conversationDeletions as d', (join) =>
      join.onRef('d.conversationId', '=', 'p.conversationId').onRef('d.userId', '=', 'p.userId'),
    )
    .select('d.deletedAt as hiddenUntil')
    .where('p.conversationId', '=', conversationId)
    .where('p.userId', '=', userId)
    .executeTakeFirst();
}

/**
 * A conversation's messages, in send order: created_at comes from the conversation's clock, so
 * it grows with every message even within one millisecond (id only breaks ties in rows written
 * before the clock existed). Someone who deleted the conversation sees only what came after.
 */
export function messagesRepository(database: Database) {
  const { db, dialect } = database;

  return {
    /**
     * The page of `limit` messages before message `before` (or the newest ones), oldest first, as
     * `userId` may see them. Null when `userId` is not in the conversation; 400 when `before` is
     * not one of its messages they see.
     */
    async page(
      conversationId: string,
      userId: string,
      query: { before?: string | undefined; limit: number },
    ): Promise<MessagesPage | null> {
      const member = await participation(db, conversationId, userId);
      if (!member) return null;
      // Text timestamps in one format: '' sorts before all of them (never hidden).
      const visible = db
        .selectFrom('messages as m')
        .where('m.conversationId', '=', conversationId)
        .where('m.createdAt', '>', member.hiddenUntil ?? '');
      let older = visible;
      if (query.before !== undefined) {
        const cursor = await visible
          .select(['m.createdAt', 'm.id'])
          .where('m.id', '=', query.before)
          .executeTakeFirst();
        if (!cursor) throw badRequest(MESSENGER_ERRORS.unknownBefore);
        older = visible.where((eb) =>
          eb(eb.refTuple('m.createdAt', 'm.id'), '<', eb.tuple(cursor.createdAt, cursor.id)),
        );
      }
      const rows = await older
        .leftJoin('user as sender', 'sender.id', 'm.senderId')
        .select(MESSAGE_COLUMNS)
        .orderBy('m.createdAt', 'desc')
        .orderBy('m.id', 'desc')
        .limit(query.limit + 1)
        .execute();
      const hasMore = rows.length > query.limit;
      return { messages: rows.slice(0, query.limit).reverse().map(toMessage), hasMore };
    },

    /**
     * Sends `content` from `sender` in one transaction: the message, the conversation's time, and
     * the sender's read mark (what they answer they have read). Null when the sender is not in
     * the conversation.
     */
    send(conversationId: string, sender: ChatUser, content: string): Promise<SentMessage | null> {
      return db.transaction().execute(async (trx) => {
        const clock = await lockConversation(trx, dialect, conversationId, sender.id);
        if (!clock) return null;
        // Everyone in it must be allowed to message everyone else (customers: staff only);
        // a conversation made before that rule, or since made wrong by role changes, is read-only.
        const participants = await trx
          .selectFrom('conversationParticipants as p')
          .leftJoin('user as u', 'u.id', 'p.userId')
          .select(['p.userId', 'u.role'])
          .where('p.conversationId', '=', conversationId)
          .execute();
        if (!mayShareConversation(participants.map((row) => parseRole(row.role)))) {
          const senderRole = participants.find((row) => row.userId === sender.id)?.role;
          throw forbidden(MESSENGER_ERRORS.staffOnly(parseRole(senderRole ?? null)));
        }
        const createdAt = nextStamp(clock);
        await trx
          .updateTable('conversations')
          .set({ updatedAt: createdAt, stampedAt: createdAt })
          .where('id', '=', conversationId)
          .execute();
        const id = randomUUID();
        await trx
          .insertInto('messages')
          .values({ id, conversationId, senderId: sender.id, content, createdAt })
          .execute();
        await trx
          .updateTable('conversationParticipants')
          .set({ lastReadAt: createdAt })
          .where('conversationId', '=', conversationId)
          .where('userId', '=', sender.id)
          .execute();
        const message: Message = {
          id,
          conversationId,
          senderId: sender.id,
          senderName: chatUserName(sender),
          content,
          createdAt,
        };
        return { message, participantIds: participants.map((row) => row.userId) };
      });
    },
  };
}
