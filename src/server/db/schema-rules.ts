/** The tables of the assignment rules (issue #32, migrations 0026–0028). */

/** A licence or skill of the company's list (migration 0026). */
export interface QualificationTable {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** A qualification a guard holds; `expiresOn` is its last valid day, null when it never ends. */
export interface GuardQualificationTable {
  guardId: string;
  qualificationId: string;
  expiresOn: string | null;
}

/** A qualification a post requires of the guard on its shifts. */
export interface LocationRequirementTable {
  locationId: string;
  qualificationId: string;
}

/** Hours of the week a guard cannot work (migration 0027): weekday 0 = Sunday, HH:MM times. */
export interface GuardUnavailabilityTable {
  id: string;
  guardId: string;
  weekday: number;
  fromTime: string;
  toTime: string;
}

/** Dates a guard asked to be off, both inclusive, and the office's answer. */
export interface TimeOffTable {
  id: string;
  guardId: string;
  fromDate: string;
  toDate: string;
  reason: string;
  status: 'pending' | 'approved' | 'declined';
  requestedBy: string | null;
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

/** One row grown by every change the rules read (migration 0028). */
export interface RulesVersionTable {
  id: number;
  version: number;
}

/** An offer or assignment the office made despite a warning (migration 0028). */
export interface AssignmentConfirmationTable {
  id: string;
  requestId: string;
  guardId: string | null;
  /** 'Last, First', kept after the guard is deleted. */
  guardName: string;
  shiftDate: string;
  action: 'offer' | 'assign' | 'call';
  /** The warnings confirmed, as a JSON array of their messages. */
  warnings: string;
  overtimeMinutes: number;
  confirmedBy: string | null;
  confirmedByName: string;
  confirmedAt: string;
}

/** The company's rules (migration 0025): one row, id 1, or none for the defaults. */
export interface CompanySettingsTable {
  id: number;
  weeklyOvertimeMinutes: number;
  /** Null: no daily overtime. */
  dailyOvertimeMinutes: number | null;
  minRestMinutes: number;
  weekStartsOn: number;
}
