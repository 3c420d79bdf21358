import { Check, MapPin, MessageSquareText, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/date-format';
import { OFFER_STATUS_TEXT, shiftTimes } from '../../../shared/shift-offers';
import { localTimeZone, shiftPhase } from '../../../shared/shift-phase';
import { type MyAssignedShift, type MyOffer, type MyShift } from '../../../shared/my-shifts';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { ShiftCheckIn } from './my-shift-check-in';
import { ShiftConfirm } from './my-shift-confirm';

/**
 * When and where a shift is, big enough to read at a glance on a phone, and the office's note for
 * the guard (issue #31; the office's own notes never reach a guard).
 */
function ShiftFacts({ shift, children }: { shift: MyShift; children?: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-lg font-semibold">{formatDate(shift.date)}</span>
        <span className="font-mono tabular-nums">{shiftTimes(shift)}</span>
        {children}
      </p>
      <p className="flex items-start gap-1.5 break-words">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>
          <span className="font-medium">{shift.locationName}</span>{' '}
          <span className="font-mono text-xs text-muted-foreground">{shift.deptCode}</span>
        </span>
      </p>
      {shift.guardNote ? (
        <p className="flex items-start gap-1.5 text-sm break-words whitespace-pre-line">
          <MessageSquareText
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-muted-foreground"
          />
          <span>
            <span className="font-medium">Note: </span>
            {shift.guardNote}
          </span>
        </p>
      ) : null}
    </div>
  );
}

const title = (shift: MyShift) =>
  `${shift.locationName}, ${formatDate(shift.date)}, ${shiftTimes(shift)}`;

/**
 * One of my shifts, with 'I can't make it' until checked in, and check-in and out (issue #33);
 * once it has started, 'I have to leave' until the guard checks out or it ends (issue #39).
 */
export function MyShiftCard({
  shift,
  now,
  onCallOut,
}: {
  shift: MyAssignedShift;
  now: Date;
  onCallOut: () => void;
}) {
  const phase = shiftPhase(shift, now, localTimeZone());
  const checkedIn = shift.attendance?.checkedInAt != null;
  const leaving = phase === 'started' && !shift.attendance?.checkedOutAt;
  return (
    <li
      aria-label={title(shift)}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm"
    >
      <ShiftFacts shift={shift} />
      <ShiftConfirm shift={shift} now={now} />
      {phase === 'before' && !checkedIn ? (
        <Button variant="outline" className="self-start" onClick={onCallOut}>
          I can&apos;t make it
        </Button>
      ) : null}
      {leaving ? (
        <Button variant="outline" className="self-start" onClick={onCallOut}>
          I have to leave
        </Button>
      ) : null}
      <ShiftCheckIn shift={shift} now={now} />
    </li>
  );
}

interface MyOfferCardProps {
  offer: MyOffer;
  /** The answer being sent for this offer, if any. */
  answering: 'accept' | 'decline' | null;
  onAnswer: (answer: 'accept' | 'decline') => void;
}

/** An offer to me: Accept and Decline while it waits, else what became of it. */
export function MyOfferCard({ offer, answering, onAnswer }: MyOfferCardProps) {
  const waiting = offer.status === 'pending';
  // A rule stops them taking it by now (issue #32): no Accept, and why; Decline stays.
  const blocked = waiting ? offer.blocker : null;
  return (
    <li
      aria-label={`Offer: ${title(offer)}`}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm',
        waiting ? 'border-primary/50' : 'border-border opacity-80',
      )}
    >
      <ShiftFacts shift={offer}>
        {waiting ? null : <Badge variant="muted">{OFFER_STATUS_TEXT[offer.status]}</Badge>}
      </ShiftFacts>
      {blocked ? (
        <p className="text-sm text-destructive">{`You cannot take this shift: ${blocked}`}</p>
      ) : null}
      {waiting ? (
        <div className="grid grid-cols-2 gap-2 sm:flex">
          {blocked ? null : (
            <Button
              loading={answering === 'accept'}
              disabled={answering !== null}
              onClick={() => onAnswer('accept')}
            >
              {answering === 'accept' ? null : <Check aria-hidden="true" />}
              Accept
            </Button>
          )}
          <Button
            variant="outline"
            loading={answering === 'decline'}
            disabled={answering !== null}
            onClick={() => onAnswer('decline')}
          >
            {answering === 'decline' ? null : <X aria-hidden="true" />}
            Decline
          </Button>
        </div>
      ) : null}
    </li>
  );
}
