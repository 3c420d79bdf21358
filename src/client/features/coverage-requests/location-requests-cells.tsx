import { PhoneOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRequestTime, type CoverageRequest } from '../../../shared/coverage-requests';
import { formatMonthRowDate } from '../../../shared/date-format';
import { RowActions } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { canCallOutOf } from '../../components/request-call-out-entry';

export interface RequestActions {
  /** Per-row actions, given in Edit Mode only. */
  onEdit: ((request: CoverageRequest) => void) | undefined;
  onDelete: ((request: CoverageRequest) => void) | undefined;
  /** 'Call out' on a row with a guard that has not started, for the office (issue #30). */
  onCallOut?: ((request: CoverageRequest) => void) | undefined;
}

/** How a row is named to screen readers, e.g. 'request on 11-22-2026 at 08:00'. */
function rowName(request: CoverageRequest): string {
  const { date } = formatMonthRowDate(request.date);
  return request.startTime
    ? `request on ${date} at ${formatRequestTime(request.startTime)}`
    : `request on ${date}`;
}

/** 'Call out' where it applies, then edit and delete in Edit Mode; null when none is there. */
export function requestActions(
  request: CoverageRequest,
  { onEdit, onDelete, onCallOut }: RequestActions,
): ReactNode {
  const callOut =
    onCallOut && canCallOutOf(request) ? (
      <Button
        variant="outline"
        size="sm"
        aria-label={`Call out ${request.assignedGuardName ?? ''} of the ${rowName(request)}`}
        onClick={() => onCallOut(request)}
      >
        <PhoneOff aria-hidden="true" />
        Call out
      </Button>
    ) : null;
  if (!onEdit && !onDelete) return callOut;
  return (
    <>
      {callOut}
      <RowActions
        name={rowName(request)}
        onEdit={onEdit && (() => onEdit(request))}
        onDelete={onDelete && (() => onDelete(request))}
      />
    </>
  );
}
