import type { Kysely } from 'kysely';
import { insertInBatches } from '../src/server/db/batches.js';
import type { DB } from '../src/server/db/schema.js';
import { guardFullName, type GuardValues } from '../src/shared/guards.js';
import type { Candidates } from '../src/shared/shift-offers.js';
import { POSTS } from './seed-demo-data.js';
import type { LivePlan } from './seed-demo-live.js';
import {
  approvalRows,
  attendanceRows,
  companyProfileRow,
  cutRows,
  qualificationRows,
  timeOffRows,
  type StoredLive,
} from './seed-demo-live-rows.js';

/** What the live part of the seed needs of what is stored: the ids, names, and the instant. */
export interface LiveStored extends StoredLive {
  locationNames: readonly string[];
  guards: readonly GuardValues[];
  now: Date;
}

/**
 * A request's columns as the live plan changed them since the stories: a shift cut where its
 * guard left was saved once more (by them or the office); the rest of it was made by the
 * call-out itself, so its version counts no call-out (leave-shift.ts).
 */
export function liveRequestColumns(
  plan: LivePlan,
  saved: ReturnType<typeof cutRows>['saved'],
  index: number,
  row: { version: number },
): { version?: number; updatedAt?: string; updatedByName?: string } {
  const cut = saved.get(index);
  if (cut) return { version: row.version + 1, updatedAt: cut.at, updatedByName: cut.name };
  if (plan.requests[index]?.continues !== undefined) return { version: row.version - 1 };
  return {};
}

/** Inserts the live plan's own rows (the requests are in already), in the caller's transaction. */
export async function insertLiveRows(
  trx: Kysely<DB>,
  plan: LivePlan,
  stored: LiveStored,
  cutAudit: ReturnType<typeof cutRows>['audit'],
): Promise<AttendanceRows> {
  const now = stored.now.toISOString();
  const { qualifications, requirements, held } = qualificationRows(plan, stored, now);
  const attendance = attendanceRows(plan, stored, stored.now);
  await insertInBatches(trx, 'auditLog', cutAudit);
  await insertInBatches(trx, 'shiftAttendance', attendance);
  await insertInBatches(trx, 'qualifications', qualifications);
  await insertInBatches(trx, 'locationRequirements', requirements);
  await insertInBatches(trx, 'guardQualifications', held);
  await insertInBatches(trx, 'timeOff', timeOffRows(plan, stored));
  await insertInBatches(trx, 'timesheetApprovals', approvalRows(plan, stored));
  await insertInBatches(trx, 'companyProfile', [companyProfileRow]);
  return attendance;
}

type AttendanceRows = ReturnType<typeof attendanceRows>;

/** What the summary says of the live demo. */
export interface LiveSummary {
  tonight: {
    post: string;
    startTime: string;
    endTime: string;
    /** The guard who did not come, 'First Last'. */
    absent: string;
    /** A guard account that can take it. */
    account: { name: string; email: string };
    able: number;
    blocked: number;
  };
  /** Check-ins of the last weeks and now; of them late and off site. */
  checkIns: number;
  late: number;
  offSite: number;
  /** Past no-shows (tonight's apart) and guards who left early. */
  noShows: number;
  leftEarly: number;
  /** Qualifications guards hold, all told. */
  held: number;
  /** The time off waiting for an answer. */
  timeOff: { guard: string; email: string | null; from: string; to: string } | null;
}

/** The summary of the live plan as stored; `tonight` is what Find cover shows for the no-show. */
export function liveSummary(
  plan: LivePlan,
  stored: {
    guards: readonly GuardValues[];
    tonight: Candidates;
    accounts: ReadonlyMap<number, { email: string }>;
    attendance: AttendanceRows;
  },
): LiveSummary {
  const name = (guard: number) => {
    const record = stored.guards[guard];
    return record ? guardFullName(record) : '';
  };
  const noShow = plan.requests[plan.tonight.noShow];
  const pending = plan.timeOff.find((timeOff) => timeOff.status === 'pending');
  const checkedIn = stored.attendance.filter((row) => row.checkedInAt !== null);
  return {
    tonight: {
      post: POSTS[noShow?.location ?? -1]?.name ?? '',
      startTime: noShow?.startTime ?? '',
      endTime: noShow?.endTime ?? '',
      absent: name(plan.tonight.absent),
      account: {
        name: name(plan.tonight.account),
        email: stored.accounts.get(plan.tonight.account)?.email ?? '',
      },
      able: stored.tonight.total,
      blocked: stored.tonight.blockedTotal,
    },
    checkIns: checkedIn.length,
    late: checkedIn.filter((row) => row.lateAt !== null).length,
    offSite: checkedIn.filter((row) => row.checkInMark === 'off-site').length,
    noShows: stored.attendance.filter((row) => row.noShowAt !== null).length - 1,
    leftEarly: plan.cuts.length,
    held: plan.qualifications.held.length,
    timeOff: pending
      ? {
          guard: name(pending.guard),
          email: stored.accounts.get(pending.guard)?.email ?? null,
          from: pending.from,
          to: pending.to,
        }
      : null,
  };
}
