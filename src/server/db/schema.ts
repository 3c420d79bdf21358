import type { ColumnType, Selectable } from 'kysely';

/**
 * Table types as the app sees them through Kysely's CamelCasePlugin (SQL names are snake_case).
 * Timestamps written by the app are ISO-8601 UTC strings; better-auth's own timestamps come back
 * as Date on PostgreSQL and as text on SQLite, hence the wider type on its tables.
 */
type AuthTimestamp = ColumnType<Date | string, Date | string, Date | string>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | number, boolean | number, boolean | number>;
  image: string | null;
  role: string | null;
  banned: ColumnType<boolean | number | null, boolean | number | null, boolean | number | null>;
  banReason: string | null;
  banExpires: AuthTimestamp | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: AuthTimestamp;
  updatedAt: AuthTimestamp;
}

export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: AuthTimestamp;
  createdAt: AuthTimestamp;
  updatedAt: AuthTimestamp;
  ipAddress: string | null;
  userAgent: string | null;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  userId: string;
  providerId: string;
  accountId: string;
  password: string | null;
}

export interface LocationTable {
  id: string;
  name: string;
  deptCode: string;
  userId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface GuardTable {
  id: string;
  firstName: string;
  lastName: string;
  contactNumber: string | null;
  email: string | null;
  guardCard: string | null;
  expDate: string | null;
  userId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CoverageRequestTable {
  id: string;
  userId: string | null;
  date: string;
  startTime: string | null;
  endTime: string | null;
  locationId: string;
  assignedGuardId: string | null;
  assignedGuardName: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ConversationTable {
  id: string;
  createdAt: string;
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

export interface DB {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  locations: LocationTable;
  guards: GuardTable;
  coverageRequests: CoverageRequestTable;
  conversations: ConversationTable;
  conversationParticipants: ConversationParticipantTable;
  messages: MessageTable;
  conversationDeletions: ConversationDeletionTable;
}

export type UserRow = Selectable<UserTable>;
