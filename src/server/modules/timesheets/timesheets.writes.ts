import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CONFIRM_WARNINGS } from '../../../shared/assignment-findings.js';
import { formatMonthDay } from '../../../shared/date-format.js';
import { isoWeekOf } from '../../../shared/iso-week.js';
import {
  approvalWarnings,
  asScheduledWarnings,
  warningsText,
  weekApprovalWait,
  type GuardTimesheetWarnings,
  type TimesheetWarning,
} from '../../../shared/timesheet-approval.js';
import {
  payrollHours,
  TIMESHEET_MESSAGES,
  type GuardTimesheet,
  type TimesheetShift,
} from '../../../shared/timesheets.js';
import { actorName, audited, type AuditActor, type AuditRecord } from '../../db/audited.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { conflict, HttpError, notFound } from '../../errors.js';
import { assertWeeksOpen, lockWeeks } from '../../db/frozen-weeks.js';
import { readTimesheets } from './timesheet-read.js';
import {
  deleteApproval,
  insertApproval,
  insertAsScheduled,
  saveApprovedMinutes,
  saveApprovedSheet,
  shiftOfGuard,
} from './timesheets.repository.js';

/** 'Main Gate on Nov 24': how the trail names a shift. */
const shiftName = (shift: Pick<TimesheetShift, 'locationName' | 'date'>) =>
  `${shift.locationName} on ${formatMonthDay(shift.date)}`;

/**
 * The trail's entry of an approval or its withdrawal: the guard's worked hours before and after,
 * and the shifts the approval counts as scheduled (issue #39), said on the approved side.
 */
function weekAudit(
  action: 'approve' | 'unapprove',
  sheets: { before: GuardTimesheet; after: GuardTimesheet },
  week: string,
  asScheduled: readonly TimesheetWarning[],
): AuditRecord {
  const words = (sheet: GuardTimesheet) => ({
    guardName: sheet.guardName,
    week,
    workedHours: payrollHours(sheet.workedMinutes),
    status: sheet.approval ? 'Approved' : 'Not approved',
    approvedAsScheduled:
      sheet.approval && asScheduled.length > 0 ? warningsText(asScheduled) : null,
  });
  return {
    action,
    entity: 'timesheet',
    entityId: `${sheets.after.guardId}:${week}`,
    label: `${sheets.after.guardName} · ${week}`,
    before: words(sheets.before),
    after: words(sheets.after),
  };
}

/** The 409 asking the office to approve the shifts missing a check-in or check-out as scheduled. */
function confirmAsScheduled(sheet: GuardTimesheet, warnings: TimesheetWarning[]): HttpError {
  const guards: GuardTimesheetWarnings[] = [
    { guardId: sheet.guardId, guardName: sheet.guardName, warnings },
  ];
  return new HttpError(409, CONFIRM_WARNINGS, warningsText(warnings), undefined, {
    warnings: guards,
  });
}

/**
 * The office's writes of timesheets (issues #33 and #39), each in one transaction with its audit
 * entry: approving a guard's week (refused until it is over; shifts missing a check-in or a
 * check-out asked about, then counted as scheduled), taking the approval back (and with it what
 * it counted as scheduled), and a shift's worked time (refused while its week is approved).
 */
export function timesheetWrites({ db }: Database, timeZone: string) {
  async function sheetOf(trx: Kysely<DB>, guardId: string, week: string) {
    const [sheet] = (await readTimesheets(trx, timeZone, week, guardId)).guards;
    if (!sheet) throw notFound(TIMESHEET_MESSAGES.noShifts);
    return sheet;
  }

  return {
    /**
     * Approves a guard's week once it is over; shifts missing a check-in or check-out ask first
     * (CONFIRM_WARNINGS) and, confirmed, count as scheduled.
     */
    approve(
      guardId: string,
      week: string,
      actor: AuditActor,
      { confirmWarnings = false, now = new Date() }: { confirmWarnings?: boolean; now?: Date } = {},
    ) {
      return audited(db, actor, async (trx) => {
        // A write to this week under way finishes first, and is counted (frozen-weeks.ts).
        await lockWeeks(trx, [{ guardId, week }]);
        const sheet = await sheetOf(trx, guardId, week);
        if (sheet.approval) throw conflict(TIMESHEET_MESSAGES.alreadyApproved);
        const wait = weekApprovalWait(week, sheet.shifts, now, timeZone);
        if (wait) throw conflict(wait);
        const warnings = approvalWarnings(sheet.shifts);
        if (warnings.length > 0 && !confirmWarnings) throw confirmAsScheduled(sheet, warnings);
        const approval = { approvedByName: actorName(actor), approvedAt: nowIso() };
        const row = { guardId, week, approvedBy: actor.id, ...approval, at: approval.approvedAt };
        if (!(await insertApproval(trx, row))) throw conflict(TIMESHEET_MESSAGES.alreadyApproved);
        const asScheduled = warnings.map((warning) => warning.requestId);
        await insertAsScheduled(trx, guardId, week, asScheduled);
        // Shifts counted as scheduled change the sums: read the week again only then.
        const result: GuardTimesheet =
          asScheduled.length > 0 ? await sheetOf(trx, guardId, week) : { ...sheet, approval };
        // What is approved is kept: the week's lines from now on (issue #40).
        await saveApprovedSheet(trx, result, week);
        return {
          result,
          audit: weekAudit('approve', { before: sheet, after: result }, week, warnings),
        };
      });
    },

    unapprove(guardId: string, week: string, actor: AuditActor) {
      return audited(db, actor, async (trx) => {
        const sheet = await sheetOf(trx, guardId, week);
        if (!(await deleteApproval(trx, guardId, week))) {
          throw conflict(TIMESHEET_MESSAGES.notApproved);
        }
        const taken = asScheduledWarnings(sheet.shifts);
        // Counted again from the shifts: the sheet kept by the approval went with it.
        const [counted] = (await readTimesheets(trx, timeZone, week, guardId)).guards;
        const result: GuardTimesheet = counted ?? { ...sheet, approval: null };
        return {
          result,
          audit: weekAudit('unapprove', { before: sheet, after: result }, week, taken),
        };
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
        await assertWeeksOpen(trx, [{ guardId, date: shift.date }]);
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
