import type { ColumnType, Generated, Selectable } from 'kysely';
import type {
  ConversationDeletionTable,
  ConversationParticipantTable,
  ConversationTable,
  MessageTable,
  PresenceServerTable,
  PresenceSocketTable,
} from './schema-messenger.js';
import type {
  AttendanceAlertOptInTable,
  AttendanceSettingsTable,
  AttendanceTimerTable,
  CompanyProfileTable,
  ShiftAttendanceTable,
  TimesheetApprovalTable,
  TimesheetAsScheduledTable,
} from './schema-attendance.js';
import type { OutboxTable, SmsSandboxMessageTable, TextCapsTable } from './schema-outbox.js';
import type { ShiftContactTable, SmsInboundTable, SmsOptOutTable } from './schema-texts.js';
import type {
  AssignmentConfirmationTable,
  CompanySettingsTable,
  GuardQualificationTable,
  GuardUnavailabilityTable,
  LocationRequirementTable,
  QualificationTable,
  RulesVersionTable,
  TimeOffTable,
} from './schema-rules.js';

/**
 * Table types as the app sees them through Kysely's CamelCasePlugin (SQL names are snake_case).
 * Timestamps written by the app are ISO-8601 UTC strings; better-auth's own timestamps come back
 * as Date on PostgreSQL and as text on SQLite, hence the wider type on its tables.
 */
type AuthTimestamp = ColumnType<Date | string, Date | string, Date | string>;

/** Text a row may be inserted without (null until set). */
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;

/**
 * What every row people edit in a dialog carries (migration 0009): its version, counted from 1
 * and raised by each save that changes it, and the name of who saved it last (null until then),
 * kept as text so that it outlives their account.
 */
interface EditVersion {
  version: Generated<number>;
  updatedByName: OptionalText;
}

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
  /** Raised by each role change (migration 0009); other changes to the account leave it. */
  version: Generated<number>;
  /** The last role change's instant and who made it (null until the first one). */
  roleUpdatedAt: OptionalText;
  roleUpdatedByName: OptionalText;
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

export interface LocationTable extends EditVersion {
  id: string;
  name: string;
  deptCode: string;
  userId: string | null;
  /** The post's position (migration 0029): both or neither. */
  latitude: number | null;
  longitude: number | null;
  /** How far from the position a check-in is on site; 150 unless set. */
  radiusMeters: Generated<number>;
  /** The post's street address, texted to the guard who takes a shift there (migration 0032). */
  address: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: string;
  updatedAt: string;
}

export interface GuardTable extends EditVersion {
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
  /** The guard's own account, role guard (migration 0010); one at most. */
  accountId: OptionalText;
}

export interface CoverageRequestTable extends EditVersion {
  id: string;
  userId: string | null;
  date: string;
  startTime: string | null;
  endTime: string | null;
  locationId: string;
  assignedGuardId: string | null;
  assignedGuardName: string | null;
  notes: string | null;
  /** What the guard on the shift is told; `notes` is the office's own (migration 0024). */
  guardNote: OptionalText;
  createdAt: string;
  updatedAt: string;
  /** When it last became open, and when a guard was then assigned (migration 0010). */
  openedAt: OptionalText;
  filledAt: OptionalText;
  /** The guard who last called out of it, why (call-outs.ts's reasons since 0022) and when. */
  calledOutGuardId: OptionalText;
  calledOutGuardName: OptionalText;
  callOutReason: OptionalText;
  calledOutAt: OptionalText;
  /** The words said with the reason, and who in the office recorded it (migration 0022). */
  callOutNote: OptionalText;
  calledOutByName: OptionalText;
  /** The series a repeating Add Coverage made it in (migration 0013); null when made alone. */
  seriesId: OptionalText;
  /** For the rest of a shift its guard left early: the request they kept (migration 0031). */
  continuesRequestId: OptionalText;
}

/** A repeating Add Coverage's rule, RFC 5545 text (migration 0013). */
export interface CoverageSeriesTable {
  id: string;
  rule: string;
  userId: string | null;
  createdAt: string;
}

/** Per location and month (yyyy-MM): requests and open ones, kept by triggers (migration 0005). */
export interface CoverageMonthCountTable {
  locationId: string;
  month: string;
  total: number;
  open: number;
  /** Grows with every change to the post's month (migration 0006); set by triggers. */
  version: Generated<number>;
}

/** One row: grows whenever count rows are removed (migration 0006). */
export interface CoverageCountEpochTable {
  id: number;
  epoch: number;
}

/** The audit trail (migration 0007): append-only, before/after as JSON text. */
export interface AuditLogTable {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string;
  action: string;
  entity: string;
  entityId: string | null;
  label: string;
  before: string | null;
  after: string | null;
}

/** Failed sign-ins per key in the current window (migration 0008, auth/sign-in-counters.ts). */
export interface SignInCounterTable {
  key: string;
  count: number;
  // PostgreSQL answers bigint as text.
  windowStart: ColumnType<number | string, number, number>;
}

/** A device or address an account signed in from (migration 0008, auth/sign-in-sources.ts). */
export interface SignInSourceTable {
  email: string;
  source: string;
  lastSuccessAt: ColumnType<number | string, number, number>;
}

/** A guard's invitation to CoverDesk (migration 0010): one live one per guard. */
export interface GuardInviteTable {
  guardId: string;
  /** SHA-256 of the link's token; the token itself is never stored. */
  tokenHash: string;
  expiresAt: string;
  createdBy: string | null;
  createdAt: string;
  /** When the link was last texted (migration 0041): 'Text the link' waits 10 minutes. */
  textedAt: string | null;
}

export type ShiftOfferStatus =
  'pending' | 'accepted' | 'declined' | 'withdrawn' | 'taken' | 'ended';

/** An open shift offered to a guard (migration 0010). */
export interface ShiftOfferTable {
  id: string;
  requestId: string;
  guardId: string;
  status: ShiftOfferStatus;
  offeredBy: string | null;
  offeredByName: string;
  offeredAt: string;
  answeredAt: string | null;
  /** The short code a text offer names ('Reply YES 4821'), migration 0020. */
  code: OptionalText;
}

/** A browser that takes Web Push notifications for its account (migration 0010). */
export interface PushSubscriptionTable {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: string;
}

/** How many times a calendar feed's address was reset (migration 0011); no row is 0. */
export interface CalendarFeedKeyTable {
  kind: string;
  subjectId: string;
  generation: number;
  resetAt: string;
}

export interface DB {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  locations: LocationTable;
  guards: GuardTable;
  coverageRequests: CoverageRequestTable;
  coverageSeries: CoverageSeriesTable;
  coverageMonthCounts: CoverageMonthCountTable;
  coverageCountEpoch: CoverageCountEpochTable;
  conversations: ConversationTable;
  conversationParticipants: ConversationParticipantTable;
  messages: MessageTable;
  conversationDeletions: ConversationDeletionTable;
  presenceServers: PresenceServerTable;
  presenceSockets: PresenceSocketTable;
  auditLog: AuditLogTable;
  signInCounters: SignInCounterTable;
  signInSources: SignInSourceTable;
  guardInvites: GuardInviteTable;
  shiftOffers: ShiftOfferTable;
  pushSubscriptions: PushSubscriptionTable;
  calendarFeedKeys: CalendarFeedKeyTable;
  shiftCreationCounts: ShiftCreationCountTable;
  outbox: OutboxTable;
  smsSandboxMessages: SmsSandboxMessageTable;
  shiftContacts: ShiftContactTable;
  smsOptOuts: SmsOptOutTable;
  smsInbound: SmsInboundTable;
  companySettings: CompanySettingsTable;
  qualifications: QualificationTable;
  guardQualifications: GuardQualificationTable;
  locationRequirements: LocationRequirementTable;
  guardUnavailability: GuardUnavailabilityTable;
  timeOff: TimeOffTable;
  rulesVersion: RulesVersionTable;
  assignmentConfirmations: AssignmentConfirmationTable;
  attendanceSettings: AttendanceSettingsTable;
  shiftAttendance: ShiftAttendanceTable;
  timesheetApprovals: TimesheetApprovalTable;
  timesheetAsScheduled: TimesheetAsScheduledTable;
  attendanceTimers: AttendanceTimerTable;
  attendanceAlertOptIns: AttendanceAlertOptInTable;
  companyProfile: CompanyProfileTable;
  textCaps: TextCapsTable;
}

/** Shifts an account created on a UTC day (migration 0016), against its daily limit. */
export interface ShiftCreationCountTable {
  userId: string;
  day: string;
  created: number;
}

export type UserRow = Selectable<UserTable>;
