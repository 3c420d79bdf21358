import { ClipboardCheck, Download } from 'lucide-react';
import { useState } from 'react';
import {
  approvalWarnings,
  weekApprovalWait,
  type TimesheetWarning,
} from '../../../shared/timesheet-approval';
import type { GuardTimesheet, TimesheetShift } from '../../../shared/timesheets';
import { EmptyState, LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { WeekNavigator } from '../../components/week-navigator';
import { TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../lib/toast';
import { useNow } from '../../lib/use-now';
import { useWeekParam } from '../../lib/use-week-param';
import { useDownloadTimesheets, useShiftMinutes, useTimesheets, useWeekApproval } from './api';
import { ApproveAsScheduledDialog, warningsOfAnswer } from './approve-as-scheduled-dialog';
import { GuardTimesheetCard } from './guard-timesheet-card';
import { ShiftMinutesDialog } from './shift-minutes-dialog';

const TITLE_ID = 'timesheets-week-title';

/**
 * /timesheets (issues #33 and #39), for admins and supervisors: each guard's week of scheduled
 * beside worked hours, overtime, late minutes and missing check-ins and check-outs; the shifts
 * behind them, where the office sets the worked time of a shift; approving the week once it is
 * over (asking first about shifts missing a check-in or check-out); the payroll CSV.
 */
export function TimesheetsPage() {
  const { week, current, setWeek } = useWeekParam();
  const sheets = useTimesheets(week);
  const approval = useWeekApproval(week);
  const minutes = useShiftMinutes(week);
  const download = useDownloadTimesheets();
  const now = useNow();
  const [editing, setEditing] = useState<{ sheet: GuardTimesheet; shift: TimesheetShift } | null>(
    null,
  );
  const [asking, setAsking] = useState<{
    sheet: GuardTimesheet;
    warnings: TimesheetWarning[];
  } | null>(null);

  const send = (sheet: GuardTimesheet, yes: boolean, confirmWarnings = false) =>
    approval.mutate(
      { guardId: sheet.guardId, approve: yes, confirmWarnings },
      {
        onSuccess: () => {
          setAsking(null);
          toast.success(
            yes ? `Approved: ${sheet.guardName}'s week` : `Approval withdrawn: ${sheet.guardName}`,
          );
        },
        onError: (error) => {
          // The server saw a missing check-in or check-out the page had not: ask about it.
          const warnings = warningsOfAnswer(error);
          setAsking(warnings ? { sheet, warnings } : null);
          if (!warnings) toast.error(error.message);
        },
      },
    );

  // Issue #39: a week with shifts missing a check-in or check-out asks first, naming them.
  const approve = (sheet: GuardTimesheet, yes: boolean) => {
    const warnings = yes ? approvalWarnings(sheet.shifts) : [];
    if (warnings.length > 0) setAsking({ sheet, warnings });
    else send(sheet, yes);
  };

  const saveMinutes = (approvedMinutes: number | null) => {
    if (!editing) return;
    minutes.mutate(
      { requestId: editing.shift.requestId, guardId: editing.sheet.guardId, approvedMinutes },
      {
        onSuccess: () => {
          toast.success(approvedMinutes === null ? 'Approval cleared' : 'Worked time saved');
          setEditing(null);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const exportCsv = () =>
    download.mutate(week, {
      onSuccess: () => toast.success('CSV exported successfully'),
      onError: (error) =>
        toast.error('Failed to export timesheets', { description: error.message }),
    });

  const loaded = sheets.data && sheets.data.week === week ? sheets.data : null;
  const guards = loaded ? loaded.guards : null;
  let body;
  if (sheets.isError) {
    body = (
      <LoadError
        title="Could not load the timesheets"
        message={sheets.error.message}
        onRetry={() => void sheets.refetch()}
      />
    );
  } else if (!guards) {
    body = (
      <Card>
        <TableSkeleton label="Loading timesheets" rows={4} />
      </Card>
    );
  } else if (guards.length === 0) {
    body = (
      <Card>
        <EmptyState icon={ClipboardCheck} title="No shifts assigned to guards this week">
          <p className="text-sm text-muted-foreground">
            Guards&apos; weeks appear here once shifts are assigned to them.
          </p>
        </EmptyState>
      </Card>
    );
  } else {
    const approvingId = approval.isPending ? approval.variables.guardId : null;
    body = (
      <ul aria-labelledby={TITLE_ID} className="flex flex-col gap-3">
        {guards.map((sheet) => (
          <GuardTimesheetCard
            key={sheet.guardId}
            sheet={sheet}
            approvalWait={
              loaded ? weekApprovalWait(week, sheet.shifts, now, loaded.timeZone) : null
            }
            approving={approvingId === sheet.guardId}
            onApprove={(yes) => approve(sheet, yes)}
            onSetMinutes={(shift) => setEditing({ sheet, shift })}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Timesheets"
        description="Scheduled beside worked hours per guard; set the worked time of a shift, then approve the week once it is over."
        actions={
          <Button
            variant="outline"
            loading={download.isPending}
            disabled={!guards || guards.length === 0}
            onClick={exportCsv}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        }
      />
      <WeekNavigator week={week} current={current} onChange={setWeek} titleId={TITLE_ID} />
      {body}
      <ApproveAsScheduledDialog
        guardName={asking?.sheet.guardName ?? ''}
        warnings={asking?.warnings ?? null}
        pending={approval.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) send(asking.sheet, true, true);
        }}
      />
      {editing ? (
        <ShiftMinutesDialog
          key={`${editing.shift.requestId}:${editing.sheet.guardId}`}
          guardName={editing.sheet.guardName}
          shift={editing.shift}
          pending={minutes.isPending}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSave={saveMinutes}
        />
      ) : null}
    </div>
  );
}
