import type { Kysely } from 'kysely';
import type { ChatUser, Conversation } from '../../../shared/messenger.js';
import type { DB } from '../../db/schema.js';
import { toIso } from '../../db/timestamps.js';
import { toMessage } from './message-rows.js';

/**
 * One person's conversation list in two queries, whatever its length: the conversations with
 * their newest message and unread count (correlated subqueries over the messages index), then
 * the other participants of all of them.
 */
export function conversationListRepository(db: Kysely<DB>) {
  /** The conversations `userId` sees: not hidden, or sent to since hiding; newest first. */
  const visible = (userId: string) =>
    db
      .selectFrom('conversationParticipants as me')
      .innerJoin('conversations as c', 'c.id', 'me.conversationId')
      .leftJoin('conversationDeletions as hidden', (join) =>
        join.onRef('hidden.conversationId', '=', 'c.id').on('hidden.userId', '=', userId),
      )
      .leftJoin('messages as m', (join) =>
        join.on((eb) =>
          eb(
            'm.id',
            '=',
            eb
              .selectFrom('messages as newest')
              .select('newest.id')
              .whereRef('newest.conversationId', '=', 'c.id')
              .orderBy('newest.createdAt', 'desc')
              .orderBy('newest.id', 'desc')
              .limit(1),
          ),
        ),
      )
      .leftJoin('user as sender', 'sender.id', 'm.senderId')
      .where('me.userId', '=', userId)
      .where((eb) =>
        eb.or([
          eb('hidden.deletedAt', 'is', null),
          eb('m.createdAt', '>', eb.ref('hidden.deletedAt')),
        ]),
      )
      .select((eb) => [
        'c.id',
        'c.isGroup',
        'c.updatedAt',
        'm.id as messageId',
        'm.senderId',
        'm.content',
        'm.createdAt as messageCreatedAt',
        'sender.firstName as senderFirstName',
        'sender.lastName as senderLastName',
        eb
          .selectFrom('messages as unread')
          .select((count) => count.fn.countAll<number | string>().as('count'))
          .whereRef('unread.conversationId', '=', 'c.id')
          .where((from) =>
            from.or([from('unread.senderId', 'is', null), from('unread.senderId', '!=', userId)]),
          )
          .where((after) =>
            after.and([
              after('unread.createdAt', '>', after.fn.coalesce('me.lastReadAt', after.val(''))),
              after('unread.createdAt', '>', after.fn.coalesce('hidden.deletedAt', after.val(''))),
            ]),
          )
          .as('unread'),
      ])
      .orderBy('c.updatedAt', 'desc')
      .orderBy('c.id', 'desc');

  /** The other participants of every conversation of `userId`, by name. */
  const othersByConversation = async (userId: string) => {
    const rows = await db
      .selectFrom('conversationParticipants as p')
      .innerJoin('user as u', 'u.id', 'p.userId')
      .select(['p.conversationId', 'u.id', 'u.firstName', 'u.lastName'])
      .where('p.conversationId', 'in', (eb) =>
        eb
          .selectFrom('conversationParticipants as mine')
          .select('mine.conversationId')
          .where('mine.userId', '=', userId),
      )
      .where('p.userId', '!=', userId)
      .orderBy((eb) => eb.fn('lower', ['u.firstName']))
      .orderBy((eb) => eb.fn('lower', ['u.lastName']))
      .orderBy('u.id')
      .execute();
    const others = new Map<string, ChatUser[]>();
    for (const row of rows) {
      const person = { id: row.id, firstName: row.firstName ?? '', lastName: row.lastName ?? '' };
      others.set(row.conversationId, [...(others.get(row.conversationId) ?? []), person]);
    }
    return others;
  };

  return {
    /**
     * The conversations of `userId`, newest first: the other participants (a deleted account is
     * no longer one), the newest message, and how many messages from others arrived after both
     * their last read and their deletion marker.
     */
    async list(userId: string): Promise<Conversation[]> {
      const [rows, others] = await Promise.all([
        visible(userId).execute(),
        othersByConversation(userId),
      ]);
      return rows.map((row) => ({
        id: row.id,
        isGroup: row.isGroup === 1,
        participants: others.get(row.id) ?? [],
        lastMessage:
          row.messageId === null || row.content === null || row.messageCreatedAt === null
            ? null
            : toMessage({
                id: row.messageId,
                conversationId: row.id,
                senderId: row.senderId,
                content: row.content,
                createdAt: row.messageCreatedAt,
                senderFirstName: row.senderFirstName,
                senderLastName: row.senderLastName,
              }),
        unread: Number(row.unread ?? 0),
        updatedAt: toIso(row.updatedAt),
      }));
    },
  };
}
