import { Clock, History, PhoneOff, UserSearch } from 'lucide-react';
import { callOutText } from '../../../shared/call-outs';
import type { OpenShift } from '../../../shared/shift-offers';
import { formatDate } from '../../../shared/date-format';
import { hasShiftStarted, shiftTimes } from '../../../shared/shift-offers';
import { offerStatusText, openForText } from '../../../shared/shift-texts';
import { GuardNoteText } from '../../components/coverage-request-cells';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';

interface OpenShiftRowProps {
  shift: OpenShift;
  now: Date;
  /** Opens 'Find cover' (or, for a shift already taken, its offers and history). */
  onFindCover: (shift: OpenShift) => void;
  /** Opens 'Call out' for a shift taken that has not started (the office, issue #30). */
  onCallOut?: ((shift: OpenShift) => void) | undefined;
}

/**
 * One open shift on the board: when and where, how long it has been open, who called out and
 * why, and where offering stands. A shift taken in the last hour stays, marked with who took it.
 */
export function OpenShiftRow({ shift, now, onFindCover, onCallOut }: OpenShiftRowProps) {
  const taken = shift.takenBy !== null;
  // Offers end when a shift starts: one still open then is the office's to fill by phone.
  const started = !taken && hasShiftStarted(shift, now);
  const findable = !taken && !started;
  const title = `${shift.locationName}, ${formatDate(shift.date)}, ${shiftTimes(shift)}`;
  const openFor = taken ? null : openForText(shift.openedAt, now);
  return (
    <li
      aria-label={title}
      className="flex flex-col gap-3 border-b border-border p-4 last:border-b-0 sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-semibold">{formatDate(shift.date)}</span>
          <span className="font-mono text-sm tabular-nums">{shiftTimes(shift)}</span>
          {taken ? <Badge variant="success">Filled</Badge> : <Badge variant="warning">Open</Badge>}
        </div>
        <p className="min-w-0 break-words">
          <span className="font-medium">{shift.locationName}</span>{' '}
          <span className="font-mono text-xs text-muted-foreground">{shift.deptCode}</span>
        </p>
        {shift.calledOutGuardName ? <CallOutLine shift={shift} /> : null}
        {shift.notes ? (
          <p className="text-sm break-words text-muted-foreground">{shift.notes}</p>
        ) : null}
        {shift.guardNote ? (
          <p className="text-sm">
            <GuardNoteText note={shift.guardNote} />
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm sm:w-72 sm:flex-col sm:items-end sm:text-right">
        {openFor ? (
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <Clock aria-hidden="true" className="size-4" />
            {openFor}
          </span>
        ) : null}
        <span className={taken ? 'font-medium text-success' : 'font-medium'}>
          {offerStatusText(shift.offers, shift.takenBy)}
        </span>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {taken && onCallOut && !hasShiftStarted(shift, now) ? (
          <Button
            variant="outline"
            aria-label={`Call out ${shift.takenBy ?? ''} of ${title}`}
            onClick={() => onCallOut(shift)}
          >
            <PhoneOff aria-hidden="true" />
            Call out
          </Button>
        ) : null}
        <Button
          variant="outline"
          aria-label={`${findable ? 'Find cover for' : 'Details of'} ${title}`}
          onClick={() => onFindCover(shift)}
        >
          {findable ? <UserSearch aria-hidden="true" /> : <History aria-hidden="true" />}
          {findable ? 'Find cover' : 'Details'}
        </Button>
      </div>
    </li>
  );
}

/** 'Soto, Kim called out: Transport: flat tyre', and who in the office took the call. */
export function CallOutLine({ shift }: { shift: OpenShift }) {
  const why = callOutText(shift.callOutReason, shift.callOutNote);
  return (
    <p className="text-sm break-words text-muted-foreground">
      {`${shift.calledOutGuardName ?? ''} called out${why ? `: ${why}` : ''}`}
      {shift.calledOutByName ? ` (told ${shift.calledOutByName})` : ''}
    </p>
  );
}
