import type { Generated } from 'kysely';

/** The messenger's tables (conversations, messages) and realtime presence, as Kysely sees them. */

export interface ConversationTable {
  id: string;
  /** 1 when started as a group (it stays one with two people left), else 0. */
  isGroup: Generated<number>;
  /** A one-to-one's two user ids, sorted and joined by ':' (unique); null for a group. */
  directKey: string | null;
  /** The latest instant handed out to a message or a deletion marker (migration 0003). */
  stampedAt: string | null;
  createdAt: string;
  /** The newest message's created_at, or the creation time. */
  updatedAt: string;
}

export interface ConversationParticipantTable {
  conversationId: string;
  userId: string;
  lastReadAt: string | null;
}

export interface MessageTable {
  id: string;
  conversationId: string;
  senderId: string | null;
  content: string;
  createdAt: string;
}

export interface ConversationDeletionTable {
  conversationId: string;
  userId: string;
  deletedAt: string;
}

/** A live app process and its last heartbeat (realtime presence, migration 0004). */
export interface PresenceServerTable {
  serverId: string;
  heartbeatAt: string;
}

/** A connected Socket.IO socket: its user is online while its process is alive. */
export interface PresenceSocketTable {
  socketId: string;
  userId: string;
  serverId: string;
  connectedAt: string;
}
