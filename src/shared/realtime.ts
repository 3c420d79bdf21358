import type { Message } from './messenger.js';

/**
 * The realtime channel's events (Socket.IO). A socket belongs to one signed-in user and joins the
 * room `user:<id>`; every event reaches only the users it concerns (DECISIONS.md, Messenger).
 */
export interface ServerToClientEvents {
  /** A message was sent in a conversation the user takes part in (after the write committed). */
  'message:new': (payload: { conversationId: string; message: Message }) => void;
  /** A conversation of the user's was created, hidden, read or removed: refetch the list. */
  'conversation:changed': (payload: { conversationId: string }) => void;
  /**
   * Who is online among the people the user shares a conversation with: the whole set, sent on
   * connect and whenever it changes.
   */
  presence: (payload: { online: string[] }) => void;
}

/** Nothing is sent over the socket by clients: writes go through the HTTP API. */
export type ClientToServerEvents = Record<string, never>;

/** The room each socket of a user joins. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}
