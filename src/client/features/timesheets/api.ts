import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuardTimesheet, TimesheetWeek } from '../../../shared/timesheets';
import { timesheetFileName } from '../../../shared/timesheets';
import { api, apiBlob } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

export const timesheetKeys = {
  all: ['timesheets'] as const,
  week: (week: string) => [...timesheetKeys.all, 'week', week] as const,
};

/** GET /api/timesheets?week=: each guard's week with shifts in it. */
export function useTimesheets(week: string) {
  return useQuery({
    queryKey: timesheetKeys.week(week),
    queryFn: ({ signal }) =>
      api<TimesheetWeek>(`/api/timesheets?week=${encodeURIComponent(week)}`, { signal }),
  });
}

/** Puts a guard's sheet, as a write answered it, into the week it belongs to. */
function useKeepSheet(week: string) {
  const queryClient = useQueryClient();
  return (sheet: GuardTimesheet) => {
    queryClient.setQueryData<TimesheetWeek>(timesheetKeys.week(week), (old) =>
      old
        ? {
            ...old,
            guards: old.guards.map((guard) => (guard.guardId === sheet.guardId ? sheet : guard)),
          }
        : old,
    );
  };
}

const approvalPath = (guardId: string, week: string) =>
  `/api/timesheets/${encodeURIComponent(guardId)}/${encodeURIComponent(week)}/approve`;

/**
 * POST (approve) or DELETE (take back) a guard's week's approval; `confirmWarnings` approves the
 * shifts missing a check-in or check-out as scheduled (issue #39).
 */
export function useWeekApproval(week: string) {
  const keep = useKeepSheet(week);
  return useMutation({
    mutationFn: ({
      guardId,
      approve,
      confirmWarnings = false,
    }: {
      guardId: string;
      approve: boolean;
      confirmWarnings?: boolean;
    }) =>
      approve
        ? api<GuardTimesheet>(approvalPath(guardId, week), {
            method: 'POST',
            body: { confirmWarnings },
          })
        : api<GuardTimesheet>(approvalPath(guardId, week), { method: 'DELETE' }),
    onSuccess: keep,
  });
}

/** PUT a shift's approved minutes (null clears them). */
export function useShiftMinutes(week: string) {
  const keep = useKeepSheet(week);
  return useMutation({
    mutationFn: ({
      requestId,
      guardId,
      approvedMinutes,
    }: {
      requestId: string;
      guardId: string;
      approvedMinutes: number | null;
    }) =>
      api<GuardTimesheet>(
        `/api/timesheets/shifts/${encodeURIComponent(requestId)}/${encodeURIComponent(guardId)}`,
        { method: 'PUT', body: { approvedMinutes } },
      ),
    onSuccess: keep,
  });
}

/** Downloads the week's payroll CSV (GET /api/timesheets.csv). */
export function useDownloadTimesheets() {
  return useMutation({
    mutationFn: async (week: string) => {
      const blob = await apiBlob(`/api/timesheets.csv?week=${encodeURIComponent(week)}`);
      saveFile(blob, timesheetFileName(week));
    },
  });
}
