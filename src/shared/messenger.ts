import { z } from 'zod';
import { IdSchema } from './text.js';

/** Longest message (DECISIONS.md, Messenger). */
export const MESSAGE_MAX = 4000;
/** Most people one group may be started with, besides its creator. */
export const GROUP_MAX_OTHERS = 50;
/** Messages per page of history; older ones load when scrolling up. */
export const MESSAGES_PAGE = 50;
/** What a message from an account that was deleted shows as its sender (issue #5). */
export const DELETED_USER = 'Deleted user';

/** Body of POST /api/conversations/:id/messages: trimmed, never empty (spec section 5). */
export const SendMessageSchema = z.object({
  content: z
    .string('Type a message first')
    .trim()
    .min(1, 'Type a message first')
    .max(MESSAGE_MAX, `A message can be at most ${String(MESSAGE_MAX)} characters`),
});
export type SendMessage = z.infer<typeof SendMessageSchema>;

/**
 * Body of POST /api/conversations: the other people. One other person starts (or reopens, never
 * duplicates) a one-to-one chat; several make a new group.
 */
export const CreateConversationSchema = z.object({
  participantIds: z
    .array(IdSchema, 'Choose at least one person')
    .min(1, 'Choose at least one person')
    .max(GROUP_MAX_OTHERS, `A group can have at most ${String(GROUP_MAX_OTHERS + 1)} people`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each person can be chosen once'),
});
export type CreateConversation = z.infer<typeof CreateConversationSchema>;

/** Query of GET /api/conversations/:id/messages: the page before a message (by id), newest last. */
export const MessagesQuerySchema = z.object({
  before: IdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGES_PAGE),
});
export type MessagesQuery = z.input<typeof MessagesQuerySchema>;

/** A person as the messenger shows them. */
export const ChatUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ChatUser = z.infer<typeof ChatUserSchema>;

/** A message; `senderId` null and senderName DELETED_USER when the sender's account is gone. */
export const MessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  content: z.string(),
  /** ISO-8601 UTC. */
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

/** GET /api/conversations/:id/messages: a page of messages, oldest to newest. */
export const MessagesPageSchema = z.object({
  messages: z.array(MessageSchema),
  /** True when older messages exist before the first one of this page. */
  hasMore: z.boolean(),
});
export type MessagesPage = z.infer<typeof MessagesPageSchema>;

/**
 * A conversation in my list: the other participants (a group shows all of them), the newest
 * message I may see, and how many messages from others I have not read.
 */
export const ConversationSchema = z.object({
  id: z.string(),
  isGroup: z.boolean(),
  /** Everyone in it but me, by name. */
  participants: z.array(ChatUserSchema),
  lastMessage: MessageSchema.nullable(),
  unread: z.number(),
  /** ISO-8601 UTC; the list is ordered by it, newest first. */
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** POST /api/conversations answers the conversation's id and whether it existed already. */
export const CreatedConversationSchema = z.object({ id: z.string(), existing: z.boolean() });
export type CreatedConversation = z.infer<typeof CreatedConversationSchema>;

/**
 * GET /api/directory: the people one may message, for Start New Chat; their email only when the
 * viewer is staff (customers see staff by name).
 */
export const DirectoryEntrySchema = ChatUserSchema.extend({ email: z.string().nullable() });
export type DirectoryEntry = z.infer<typeof DirectoryEntrySchema>;

/** A person's name as the messenger shows it: 'First Last'. */
export function chatUserName(user: ChatUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || 'Unnamed user';
}

/**
 * How a conversation is named in the list: the other participants' names, comma-separated. With
 * nobody else left, the others' accounts were deleted.
 */
export function conversationTitle(participants: readonly ChatUser[]): string {
  if (participants.length === 0) return DELETED_USER;
  return participants.map(chatUserName).join(', ');
}
