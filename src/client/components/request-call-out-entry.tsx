import { PhoneOff } from 'lucide-react';
import type { CoverageRequest } from '../../shared/coverage-requests';
import { localTimeZone, shiftPhase } from '../../shared/shift-phase';
import { Button } from './ui/button';

/** A request as 'Call out' takes it (its guard is there: the entries are shown only then). */
export function callOutShiftOf(request: CoverageRequest | null) {
  return request ? { ...request, assignedGuardName: request.assignedGuardName ?? '' } : null;
}

/**
 * True for a request the office can record a call-out on: it has a guard and has not ended (during
 * the shift, a guard who left the post: issue #39).
 */
export function canCallOutOf(request: CoverageRequest, now = new Date()): boolean {
  return (
    request.assignedGuardName !== null && shiftPhase(request, now, localTimeZone()) !== 'ended'
  );
}

/**
 * 'Call out' on a request's own dialog (issue #30): its guard phoned in. Nothing for a request
 * without a guard, or one that ended.
 */
export function RequestCallOutEntry({
  request,
  onCallOut,
}: {
  request: CoverageRequest;
  onCallOut: (request: CoverageRequest) => void;
}) {
  if (!canCallOutOf(request)) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
      <span className="min-w-0 break-words">{`${request.assignedGuardName ?? ''} can't make it?`}</span>
      <Button type="button" variant="outline" size="sm" onClick={() => onCallOut(request)}>
        <PhoneOff aria-hidden="true" />
        Call out
      </Button>
    </div>
  );
}

/** Below Add Coverage's form: a call-out is not a new request, it opens the guard's own. */
export function ReportCallOutEntry({ onReportCallOut }: { onReportCallOut: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 border-t border-border pt-3 text-sm text-muted-foreground">
      A guard can&apos;t make a shift they have?
      <Button
        type="button"
        variant="link"
        className="h-auto p-0 font-medium"
        onClick={onReportCallOut}
      >
        Report a call out
      </Button>
    </p>
  );
}
