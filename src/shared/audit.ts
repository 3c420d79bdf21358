import { z } from 'zod';
import {
  ATTENDANCE_SETTING_LABELS,
  COMPANY_PROFILE_LABELS,
  COMPANY_RULE_LABELS,
} from './company-rules-text.js';
import { TEXT_CAP_LABELS } from './text-caps.js';
import { ShiftOfferSchema } from './shift-offers.js';
import { IdSchema } from './text.js';

/**
 * The audit trail (issue #9, beyond the spec): every change to coverage requests, locations,
 * guards and accounts, with who made it, when, and the item's fields before and after.
 */
export const AUDIT_ENTITIES = [
  'coverage_request',
  'location',
  'guard',
  'user',
  // The company rules of the Settings page (issue #32): one item, no id.
  'company_settings',
  // Issue #32: a time off request (asked, recorded, answered, cancelled), and a guard's weekly
  // hours they cannot work (one item per guard, its id the guard's).
  'time_off',
  'availability',
  // The list of licences and skills (issue #32).
  'qualification',
  // Issue #33: a guard's week on the timesheet (approved, un-approved), or a shift's approved
  // minutes; its id is `guardId:week` or `requestId:guardId`.
  'timesheet',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'import',
  'reset-password',
  // Filling shifts (issue #21), on coverage requests; an invitation, on guards.
  'offer',
  'withdraw-offer',
  'accept-offer',
  'decline-offer',
  'call-out',
  'invite',
  // Calls and call-outs the office logs (issue #30), on coverage requests.
  'call',
  'accept-call',
  'record-call-out',
  // The office's answer to a time off request (issue #32).
  'approve',
  'decline',
  // Issue #33: a timesheet's week approved, then taken back.
  'unapprove',
  // Issue #39: the office agreed to a guard leaving early; the rest of the shift needs nobody.
  'agree-early-end',
  // Issue #39: a guard confirmed they will come to a shift (the reminder's OK, or one tap).
  'confirm-shift',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** An item's fields as the trail keeps them: text or empty, never a password or a token. */
export type AuditSnapshot = Record<string, string | null>;

const SnapshotSchema = z.record(z.string(), z.string().nullable());

export const AuditEntrySchema = z.object({
  id: z.string(),
  /** ISO-8601 UTC instant. */
  at: z.string(),
  actorId: z.string().nullable(),
  /** The name the account had when it acted (kept after the account is deleted). */
  actorName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string().nullable(),
  /** What the item is called: a post's name, a guard's or account's name, 'Post · date'. */
  label: z.string(),
  before: SnapshotSchema.nullable(),
  after: SnapshotSchema.nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;

/** An ISO-8601 instant, normalised as the trail stores them (milliseconds, 'Z') to compare as text. */
const instant = z.iso
  .datetime({ message: 'Dates must be ISO-8601 instants' })
  .transform((value) => new Date(value).toISOString());

/** GET /api/audit and /api/audit/export.csv: filters, newest first, a page after `cursor`. */
export const AuditQuerySchema = z
  .object({
    actorId: IdSchema.optional(),
    entity: z.enum(AUDIT_ENTITIES, 'Unknown kind of item').optional(),
    /** Entries at or after this instant. */
    from: instant.optional(),
    /** Entries before this instant. */
    to: instant.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_SIZE),
  })
  .refine(({ from, to }) => from === undefined || to === undefined || from < to, {
    message: 'The start of the range must come before its end',
    path: ['to'],
  });
export type AuditQueryInput = z.input<typeof AuditQuerySchema>;
export type AuditQuery = z.output<typeof AuditQuerySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** A coverage request's history, for its edit dialog (oldest first). */
export const CoverageHistorySchema = z.object({
  createdAt: z.string(),
  /** The account that created it, or null when that account was deleted. */
  createdBy: z.string().nullable(),
  changes: z.array(AuditEntrySchema),
  /** When it last became open and when a guard was then assigned (time to fill); null if unknown. */
  openedAt: z.string().nullable(),
  filledAt: z.string().nullable(),
  /**
   * The last call-out: who, why (a reason of call-outs.ts, and a note), when; null when nobody
   * called out.
   */
  calledOut: z
    .object({
      guardName: z.string().nullable(),
      reason: z.string().nullable(),
      note: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  /** Each offer of the request, its answer, and its messages per channel (issue #30). */
  offers: z.array(
    ShiftOfferSchema.pick({
      id: true,
      guardName: true,
      status: true,
      answeredAt: true,
      deliveries: true,
    }),
  ),
});
export type CoverageHistory = z.infer<typeof CoverageHistorySchema>;

export const ENTITY_LABELS: Record<AuditEntity, string> = {
  coverage_request: 'Coverage request',
  location: 'Location',
  guard: 'Guard',
  user: 'User',
  company_settings: 'Settings',
  time_off: 'Time off',
  availability: 'Availability',
  qualification: 'Qualification',
  timesheet: 'Timesheet',
};

/** The kinds as the audit log's filter lists them. */
export const ENTITY_FILTER_LABELS: Record<AuditEntity, string> = {
  coverage_request: 'Coverage requests',
  location: 'Locations',
  guard: 'Guards',
  user: 'Users',
  company_settings: 'Settings',
  time_off: 'Time off',
  availability: 'Availability',
  qualification: 'Qualifications',
  timesheet: 'Timesheets',
};

export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  import: 'Imported',
  'reset-password': 'Password reset',
  offer: 'Offered',
  'withdraw-offer': 'Offer withdrawn',
  'accept-offer': 'Offer accepted',
  'decline-offer': 'Offer declined',
  'call-out': 'Called out',
  invite: 'Invited',
  call: 'Call logged',
  'accept-call': 'Accepted on a call',
  'record-call-out': 'Call-out recorded',
  approve: 'Approved',
  decline: 'Declined',
  unapprove: 'Approval withdrawn',
  'agree-early-end': 'Early end agreed',
  'confirm-shift': 'Shift confirmed',
};

/** Each kind of item's fields as the trail shows them, in display order. */
export const AUDIT_FIELDS: Record<AuditEntity, Readonly<Record<string, string>>> = {
  coverage_request: {
    date: 'Date',
    startTime: 'Start time',
    endTime: 'End time',
    locationName: 'Location',
    assignedGuardName: 'Guard',
    notes: 'Notes',
    guardNote: 'Note for the guard',
    // Filling shifts (issue #21): who was offered it, who answered, why a guard called out.
    offeredTo: 'Offered to',
    guardName: 'Guard',
    callOutReason: 'Reason',
    outcome: 'Outcome',
    // Issue #30: an answer that came by text message.
    via: 'Answered by',
    // Issue #32: the warnings the office confirmed ('Smith, Ann: Adds 6 h overtime').
    confirmed: 'Confirmed',
    // Issue #39: when a guard left the post during the shift.
    leftAt: 'Left at',
    // Issue #39: the time off whose approval opened the shift ('Nov 28–Nov 30').
    timeOff: 'Time off',
  },
  // A post's and a guard's qualifications (issue #32): 'Armed (exp 2027-03-31); CPR'.
  location: { name: 'Name', deptCode: 'Dept code', address: 'Address', requirements: 'Requires' },
  guard: {
    firstName: 'First name',
    lastName: 'Last name',
    contactNumber: 'Contact number',
    email: 'Email',
    guardCard: 'Guard card',
    expDate: 'Expiration date',
    qualifications: 'Qualifications',
  },
  user: { name: 'Name', email: 'Email', role: 'Role' },
  company_settings: {
    ...COMPANY_RULE_LABELS,
    ...ATTENDANCE_SETTING_LABELS,
    ...COMPANY_PROFILE_LABELS,
    ...TEXT_CAP_LABELS,
  },
  time_off: {
    guardName: 'Guard',
    dates: 'Dates',
    reason: 'Reason',
    status: 'Status',
    // Issue #39: the booked shifts the time off opened, and those that had started.
    shiftsOpened: 'Shifts opened',
    shiftsStarted: 'Started shifts, left to the board',
  },
  availability: { hours: 'Unavailable hours' },
  qualification: { name: 'Name' },
  timesheet: {
    guardName: 'Guard',
    week: 'Week',
    shift: 'Shift',
    approvedMinutes: 'Approved minutes',
    workedHours: 'Worked hours',
    status: 'Status',
    // Issue #39: the shifts missing a check-in or check-out the approval counted as scheduled.
    approvedAsScheduled: 'Approved as scheduled',
  },
};

/** How the trail names a coverage request: 'Main Gate · 2026-11-23'. */
export function coverageLabel(request: { locationName: string; date: string }): string {
  return `${request.locationName} · ${request.date}`;
}

/** How the trail names an import: '3 rows'. */
export function importLabel(rows: number): string {
  return `${String(rows)} row${rows === 1 ? '' : 's'}`;
}

/** The fields of `entity` found in `value`, as text (the trail's snapshot of an item). */
export function auditSnapshot(entity: AuditEntity, value: object): AuditSnapshot {
  const fields = Object.keys(AUDIT_FIELDS[entity]);
  const source = value as Record<string, unknown>;
  const snapshot: AuditSnapshot = {};
  for (const field of fields) {
    if (!(field in source)) continue;
    const raw = source[field];
    if (raw === null || raw === undefined || raw === '') snapshot[field] = null;
    else snapshot[field] = typeof raw === 'string' ? raw : JSON.stringify(raw);
  }
  return snapshot;
}

export interface FieldChange {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}

/**
 * What an entry changed, field by field in display order: on an update the fields that differ;
 * on a create, import or delete every field that has a value (as `to`, or `from` for a delete).
 */
export function fieldChanges(
  entry: Pick<AuditEntry, 'entity' | 'action' | 'before' | 'after'>,
): FieldChange[] {
  const labels = AUDIT_FIELDS[entry.entity];
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const changes: FieldChange[] = [];
  for (const [field, label] of Object.entries(labels)) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (from === to) continue;
    if (entry.action === 'update' && (!(field in before) || !(field in after))) continue;
    changes.push({ field, label, from, to });
  }
  return changes;
}
