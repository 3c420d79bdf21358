import { CircleCheck, Clock, History, PhoneOff, UserSearch } from 'lucide-react';
import type { OpenShift } from '../../../shared/shift-offers';
import { formatDate } from '../../../shared/date-format';
import { shiftTimes } from '../../../shared/shift-offers';
import { localTimeZone, shiftPhase } from '../../../shared/shift-phase';
import { shiftBounds } from '../../../shared/check-in-rules';
import { offerStatusText, openForText, startedWithoutGuardText } from '../../../shared/shift-texts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { OpenShiftSummary } from './open-shift-summary';

interface OpenShiftRowProps {
  shift: OpenShift;
  now: Date;
  /** Opens 'Find cover' (or, for a shift already taken, its offers and history). */
  onFindCover: (shift: OpenShift) => void;
  /** Opens 'Call out' for a shift taken that has not ended (the office, issues #30, #39). */
  onCallOut?: ((shift: OpenShift) => void) | undefined;
  /** Agrees to the early end of a shift whose rest this is (issue #39), for the office. */
  onAgreeEarlyEnd?: ((shift: OpenShift) => void) | undefined;
}

/**
 * One open shift on the board: when and where, how long it has been open, who called out and
 * why, and where offering stands. A shift taken in the last hour stays, marked with who took it.
 */
export function OpenShiftRow({
  shift,
  now,
  onFindCover,
  onCallOut,
  onAgreeEarlyEnd,
}: OpenShiftRowProps) {
  const taken = shift.takenBy !== null;
  // A shift can be filled until it ends (issue #39); once started it is urgent.
  const zone = localTimeZone();
  const phase = shiftPhase(shift, now, zone);
  const findable = !taken && phase !== 'ended';
  const started = !taken && phase === 'started';
  const title = `${shift.locationName}, ${formatDate(shift.date)}, ${shiftTimes(shift)}`;
  const openFor = taken || started ? null : openForText(shift.openedAt, now);
  const rest = !taken && shift.continuesRequestId !== null;
  return (
    <li
      aria-label={title}
      className="flex flex-col gap-3 border-b border-border p-4 last:border-b-0 sm:flex-row sm:items-center sm:gap-6"
    >
      <OpenShiftSummary
        shift={shift}
        badges={
          <>
            {taken ? <Badge variant="success">Filled</Badge> : null}
            {started ? (
              <Badge variant="destructive">
                {startedWithoutGuardText(shiftBounds(shift, zone).start, now)}
              </Badge>
            ) : null}
            {!taken && !started ? <Badge variant="warning">Open</Badge> : null}
          </>
        }
      />
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
        {rest && onAgreeEarlyEnd ? (
          <Button
            variant="outline"
            aria-label={`Agree to the early end of ${title}`}
            onClick={() => onAgreeEarlyEnd(shift)}
          >
            <CircleCheck aria-hidden="true" />
            Early end agreed
          </Button>
        ) : null}
        {taken && onCallOut && phase !== 'ended' ? (
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
