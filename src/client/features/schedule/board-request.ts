import type { CoverageRequest } from '../../../shared/coverage-requests';
import type { ScheduleShift, ScheduleWeek } from '../../../shared/schedule';

/**
 * The full request behind a chip, as the edit dialog takes it: the board's answer names the post
 * and guard by index. Who made it is not on the board (the dialog does not show it).
 */
export function boardRequest(week: ScheduleWeek, shift: ScheduleShift): CoverageRequest | null {
  const post = week.posts[shift.post];
  const date = week.days[shift.day];
  if (!post || !date) return null;
  const guard = shift.guard === null ? null : (week.guards[shift.guard] ?? null);
  return {
    id: shift.id,
    userId: null,
    date,
    startTime: shift.startTime,
    endTime: shift.endTime,
    locationId: post.id,
    locationName: post.name,
    deptCode: post.deptCode,
    assignedGuardId: guard?.id ?? null,
    assignedGuardName: guard?.name ?? null,
    notes: shift.notes,
    guardNote: shift.guardNote,
    seriesId: shift.seriesId,
    version: shift.version,
  };
}
