import type { ColumnType, Generated } from 'kysely';
import type { SiteCheck } from '../../shared/geo-distance.js';

/** The tables of attendance (issue #33, migration 0029). */

/** The company's attendance settings: one row, id 1; none means the defaults. */
export interface AttendanceSettingsTable {
  id: number;
  lateAfterMinutes: number;
  noShowAfterMinutes: number;
  /** 1 when a no-show is offered at once to the best-ranked guards, else 0. */
  autoOfferNoShows: number;
  positionRetentionDays: number;
  /** Minutes a relief has to reach the post (migration 0031). */
  reliefArrivalMinutes: Generated<number>;
  /** Hours before a shift a guard without the app is reminded to confirm it (migration 0032). */
  confirmHoursBefore: Generated<number>;
}

/** The office's name and phone as an admin set them (migration 0031): one row, id 1. */
export interface CompanyProfileTable {
  id: number;
  companyName: string | null;
  officePhone: string | null;
  /** 1 once an admin set the phone (null then means none, not the server's OFFICE_PHONE). */
  officePhoneSet: Generated<number>;
}

/** What a check-in or check-out says of where the guard was (geo-distance.ts). */
export type SiteMark = SiteCheck['mark'];

/** A guard's attendance on a shift: one row per shift and guard. */
export interface ShiftAttendanceTable {
  id: string;
  requestId: string;
  guardId: string;
  checkedInAt: string | null;
  /** The position sent, kept until positionRetentionDays; never shown to anyone. */
  checkInLatitude: number | null;
  checkInLongitude: number | null;
  checkInAccuracy: number | null;
  /** Whole metres from the post, null without a position on either side. */
  checkInDistanceMeters: number | null;
  checkInMark: SiteMark | null;
  checkedOutAt: string | null;
  checkOutLatitude: number | null;
  checkOutLongitude: number | null;
  checkOutAccuracy: number | null;
  checkOutDistanceMeters: number | null;
  checkOutMark: SiteMark | null;
  /** When the late timer found no check-in, and when the no-show timer did. */
  lateAt: string | null;
  noShowAt: string | null;
  /** Minutes the office approved to count in place of the recorded ones. */
  approvedMinutes: number | null;
  approvedByName: string | null;
  approvedAt: string | null;
  /**
   * When a relief (a guard who took the shift after its start) is expected at the post; late and
   * no-show count from it. Null for the guard booked before the start (migration 0031).
   */
  expectedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The code of the reminder texted to a guard without the app ('Reply OK 4821 to confirm'). */
  confirmCode: ColumnType<string | null, string | null | undefined, string | null>;
  /** When that reminder was texted: once per shift and guard (migration 0032). */
  remindedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the guard confirmed they will come: by the reminder's answer or in the app. */
  confirmedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A guard's week the office approved ('YYYY-Www'). */
export interface TimesheetApprovalTable {
  guardId: string;
  week: string;
  approvedBy: string | null;
  approvedByName: string;
  approvedAt: string;
  /** The sheet as approved (migration 0038): JSON of its lines and sums; null before it. */
  approvedSheet: string | null;
}

/** A shift a guard's week approval counted as scheduled (migration 0033), deleted with it. */
export interface TimesheetAsScheduledTable {
  guardId: string;
  week: string;
  requestId: string;
}

/**
 * A late or no-show timer, or a guard's reminder to confirm (issue #39): a job claimed like the
 * outbox's messages.
 */
export interface AttendanceTimerTable {
  /** The timer's key: `${kind}:${requestId}:${guardId}:${dueAt}`. */
  id: string;
  requestId: string;
  guardId: string;
  kind: 'late' | 'no-show' | 'reminder';
  /** The shift's start instant the timer was set for (ISO); an edited shift's timer is stale. */
  startsAt: string;
  dueAt: string;
  status: 'pending' | 'sending' | 'done' | 'failed';
  attempts: Generated<number>;
  lockedUntil: string | null;
  lastError: string | null;
  /** What firing it did: 'late', 'no-show', or why it did nothing ('checked-in', 'stale'…). */
  outcome: string | null;
  createdAt: string;
  doneAt: string | null;
}

/** A dispatcher who chose to be told of late guards and no-shows by push (migration 0030). */
export interface AttendanceAlertOptInTable {
  userId: string;
  createdAt: string;
}
