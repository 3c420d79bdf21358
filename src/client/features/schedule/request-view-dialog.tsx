import type { CoverageRequest } from '../../../shared/coverage-requests';
import { formatDate } from '../../../shared/date-format';
import { chipTimes } from '../../../shared/schedule-board';
import { localTimeZone } from '../../../shared/shift-phase';
import { coverageStatus, UNCOVERED } from '../../../shared/uncovered';
import { useNow } from '../../lib/use-now';
import { DialogShell } from '../../components/dialog-shell';
import { DetailList } from '../../components/responsive-list';
import { RequestCallOutEntry } from '../../components/request-call-out-entry';
import { RequestHistory } from '../../components/request-history/request-history';

interface RequestViewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  request: CoverageRequest | null;
  /** Who made and changed it, for the office (coverage:history). */
  showHistory: boolean;
  /** 'Call out' of its guard, for the office (issue #30). */
  onCallOut?: ((request: CoverageRequest) => void) | undefined;
}

/** The guard, or why there is none: 'Open, no guard yet', or 'Uncovered' once it ended (#39). */
function guardText(request: CoverageRequest, now: Date): string {
  if (request.assignedGuardName) return request.assignedGuardName;
  return coverageStatus(request, now, localTimeZone()) === 'uncovered'
    ? `${UNCOVERED}: it ended without a guard`
    : 'Open, no guard yet';
}

/** A request for roles that may not edit it (dispatch, customers): its fields, read only. */
export function RequestViewDialog({
  open,
  onOpenChange,
  request,
  showHistory,
  onCallOut,
}: RequestViewDialogProps) {
  const now = useNow();
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Coverage Request"
      description={request ? `${request.locationName} (${request.deptCode})` : ''}
      className="sm:max-w-xl"
    >
      {request ? (
        <div className="flex min-w-0 flex-col gap-4">
          <DetailList
            items={[
              ['Date', formatDate(request.date)],
              ['Time', chipTimes(request)],
              ['Guard', guardText(request, now)],
              ['Notes', request.notes ?? '\u2013'],
              ['Note for the guard', request.guardNote ?? '\u2013'],
            ]}
          />
          {onCallOut ? <RequestCallOutEntry request={request} onCallOut={onCallOut} /> : null}
          {showHistory ? <RequestHistory requestId={request.id} /> : null}
        </div>
      ) : null}
    </DialogShell>
  );
}
