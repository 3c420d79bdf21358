import { chatUserName, DELETED_USER, type Message } from '../../../shared/messenger.js';
import { toIso } from '../../db/timestamps.js';

/** A message row joined with its sender's names (null when the account was deleted). */
export interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string | null;
  content: string;
  createdAt: string;
  senderFirstName: string | null;
  senderLastName: string | null;
}

/** Columns of `messages as m` left-joined with `user as sender`, ready for `toMessage`. */
export const MESSAGE_COLUMNS = [
  'm.id',
  'm.conversationId',
  'm.senderId',
  'm.content',
  'm.createdAt',
  'sender.firstName as senderFirstName',
  'sender.lastName as senderLastName',
] as const;

/** A message as the API returns it: 'First Last' as sender, or DELETED_USER once the account is gone. */
export function toMessage(row: MessageRow): Message {
  const { senderId } = row;
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId,
    senderName:
      senderId === null
        ? DELETED_USER
        : chatUserName({
            id: senderId,
            firstName: row.senderFirstName ?? '',
            lastName: row.senderLastName ?? '',
          }),
    content: row.content,
    createdAt: toIso(row.createdAt),
  };
}
