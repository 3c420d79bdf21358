import { GuardTimesheetSchema, type GuardTimesheet } from '../../../shared/timesheets.js';
import { sheetOrder } from './timesheet-sheets.js';
import type { ApprovalRow } from './timesheets.repository.js';

/**
 * The week's sheets with each approved one as it was approved (issue #40, migration 0038): the
 * approval keeps the lines it approved, so the page and the payroll file of an approved week
 * show exactly those, whatever happened since to what they were counted from (a guard or a post
 * renamed, the company's overtime limits, a shift of a guard since deleted). A guard whose
 * approved week no longer has a shift to count keeps their sheet. Approvals made before the
 * migration have none kept: their sheets are counted as before.
 */
export function withApprovedSheets(
  counted: readonly GuardTimesheet[],
  approvals: readonly ApprovalRow[],
): GuardTimesheet[] {
  const kept = new Map<string, GuardTimesheet>();
  for (const row of approvals) {
    if (row.approvedSheet === null) continue;
    const sheet = GuardTimesheetSchema.parse(JSON.parse(row.approvedSheet));
    const approval = { approvedByName: row.approvedByName, approvedAt: row.approvedAt };
    kept.set(row.guardId, { ...sheet, guardId: row.guardId, approval });
  }
  if (kept.size === 0) return [...counted];
  const others = counted.filter((sheet) => !kept.has(sheet.guardId));
  return [...others, ...kept.values()].sort(sheetOrder);
}
