import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { shiftBounds } from '../../../shared/check-in-rules.js';
import { formatMonthDay } from '../../../shared/date-format.js';
import { isoWeekOf } from '../../../shared/iso-week.js';
import {
  approvalRefusal,
  frozenWeekRefusal,
  payrollHours,
  TIMESHEET_MESSAGES,
  type GuardTimesheet,
  type TimesheetShift,
  type TimesheetWeek,
} from '../../../shared/timesheets.js';
import { attendanceSettings } from '../../db/attendance-settings.js';
import { actorName, audited, type AuditActor, type AuditRecord } from '../../db/audited.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { conflict, notFound } from '../../errors.js';
import { guardTimesheets } from './timesheet-sheets.js';
import {
  deleteApproval,
  insertApproval,
  saveApprovedMinutes,
  shiftOfGuard,
  weekApprovals,
  weekAttendance,
} from './timesheets.repository.js';

/** The week's timesheets of every guard with shifts in it (or one guard's), in three reads. */
export async function readTimesheets(
  db: Kysely<DB>,
  timeZone: string,
  week: string,
  guardId?: string,
): Promise<TimesheetWeek> {
  const [rows, approvals, settings] = await Promise.all([
    weekAttendance(db, week, guardId),
    weekApprovals(db, week, guardId),
    attendanceSettings(db),
  ]);
  return { week, guards: guardTimesheets(rows, approvals, timeZone, settings) };
}

/** 'Main Gate on Nov 24': how a refusal and the trail name a shift. */
const shiftName = (shift: Pick<TimesheetShift, 'locationName' | 'date'>) =>
  `${shift.locationName} on ${formatMonthDay(shift.date)}`;

function weekAudit(
  action: 'approve' | 'unapprove',
  sheet: GuardTimesheet,
  week: string,
): AuditRecord {
  const words = (status: string) => ({
    guardName: sheet.guardName,
    week,
    workedHours: payrollHours(sheet.workedMinutes),
    status,
  });
  return {
    action,
    entity: 'timesheet',
    entityId: `${sheet.guardId}:${week}`,
    label: `${sheet.guardName} · ${week}`,
    before: words(action === 'approve' ? 'Not approved' : 'Approved'),
    after: words(action === 'approve' ? 'Approved' : 'Not approved'),
  };
}

/**
 * The office's writes of timesheets (issue #33), each in one transaction with its audit entry:
 * approving a guard's week (refused while a shift has not ended or lacks a check-out), taking the
 * approval back, and a shift's approved minutes (refused while its week is approved).
 */
export function timesheetWrites({ db }: Database, timeZone: string) {
  async function sheetOf(trx: Kysely<DB>, guardId: string, week: string) {
    const [sheet] = (await readTimesheets(trx, timeZone, week, guardId)).guards;
    if (!sheet) throw notFound(TIMESHEET_MESSAGES.noShifts);
    return sheet;
  }

  return {
    approve(guardId: string, week: string, actor: AuditActor, now = new Date()) {
      return audited(db, actor, async (trx) => {
        const sheet = await sheetOf(trx, guardId, week);
        if (sheet.approval) throw conflict(TIMESHEET_MESSAGES.alreadyApproved);
        const ended = (shift: TimesheetShift) => shiftBounds(shift, timeZone).end <= now.getTime();
        const refusal = approvalRefusal(sheet, ended, shiftName);
        if (refusal) throw conflict(refusal);
        const approval = { approvedByName: actorName(actor), approvedAt: nowIso() };
        const row = { guardId, week, approvedBy: actor.id, ...approval, at: approval.approvedAt };
        if (!(await insertApproval(trx, row))) throw conflict(TIMESHEET_MESSAGES.alreadyApproved);
        const result: GuardTimesheet = { ...sheet, approval };
        return { result, audit: weekAudit('approve', result, week) };
      });
    },

    unapprove(guardId: string, week: string, actor: AuditActor) {
      return audited(db, actor, async (trx) => {
        const sheet = await sheetOf(trx, guardId, week);
        if (!(await deleteApproval(trx, guardId, week))) {
          throw conflict(TIMESHEET_MESSAGES.notApproved);
        }
        const result: GuardTimesheet = { ...sheet, approval: null };
        return { result, audit: weekAudit('unapprove', result, week) };
      });
    },

    /** Minutes to count for a guard's shift in place of the recorded ones, or null to clear. */
    setShiftMinutes(
      requestId: string,
      guardId: string,
      approvedMinutes: number | null,
      actor: AuditActor,
    ) {
      return audited(db, actor, async (trx) => {
        const shift = await shiftOfGuard(trx, requestId, guardId);
        if (!shift) throw notFound(TIMESHEET_MESSAGES.shiftNotFound);
        const week = isoWeekOf(shift.date);
        // The week's approval alone: the sheet is read once, after the change.
        if ((await weekApprovals(trx, week, guardId)).length > 0) {
          throw conflict(frozenWeekRefusal(week));
        }
        const approval =
          approvedMinutes === null
            ? { approvedMinutes, approvedByName: null, approvedAt: null }
            : { approvedMinutes, approvedByName: actorName(actor), approvedAt: nowIso() };
        await saveApprovedMinutes(
          trx,
          {
            id: shift.attendanceId ?? randomUUID(),
            exists: shift.attendanceId !== null,
            requestId,
            guardId,
          },
          approval,
        );
        const result = await sheetOf(trx, guardId, week);
        const changed = result.shifts.find((item) => item.requestId === requestId);
        if (!changed) throw notFound(TIMESHEET_MESSAGES.shiftNotFound);
        const words = (minutes: number | null) => ({
          guardName: result.guardName,
          shift: shiftName(changed),
          approvedMinutes: minutes === null ? null : String(minutes),
        });
        const audit: AuditRecord | null =
          shift.approvedMinutes === approvedMinutes
            ? null
            : {
                action: 'update',
                entity: 'timesheet',
                entityId: `${requestId}:${guardId}`,
                label: `${result.guardName} · ${shiftName(changed)}`,
                before: words(shift.approvedMinutes),
                after: words(approvedMinutes),
              };
        return { result, audit };
      });
    },
  };
}
