import { LogIn, LogOut } from 'lucide-react';
import { useState } from 'react';
import type { MyAssignedShift } from '../../../shared/my-shifts';
import { formatClock } from '../../../shared/date-format';
import { POSITION_TOO_ROUGH } from '../../../shared/geo-distance';
import {
  canCheckInAgain,
  checkAction,
  checkedAtText,
  earlyMinutes,
  siteMarkText,
  type SiteMarkName,
} from '../../../shared/my-attendance';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { currentPosition, type PhonePosition } from '../../lib/geolocation';
import { toast } from '../../lib/toast';
import { useCheckInOut } from './api';
import { EarlyCheckOutDialog } from './early-check-out-dialog';
import { shiftToastId } from './shift-toast';

/** 'On site' (green), 'Off site · 420 m' (red), 'No location' (grey); nothing without a post position. */
function SiteMark({ mark, distance }: { mark: SiteMarkName | null; distance: number | null }) {
  const text = siteMarkText(mark, distance);
  if (!text) return null;
  const variant = mark === 'on-site' ? 'success' : mark === 'off-site' ? 'destructive' : 'muted';
  return <Badge variant={variant}>{text}</Badge>;
}

/** One check: 'Checked in at 05:57' and where the guard was. */
function CheckLine({
  kind,
  at,
  mark,
  distance,
}: {
  kind: 'in' | 'out';
  at: string;
  mark: SiteMarkName | null;
  distance: number | null;
}) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{checkedAtText(kind, at)}</span>
      <SiteMark mark={mark} distance={distance} />
    </p>
  );
}

/** The phone's position, or null when it cannot be had: the check then goes without one. */
async function positionOrNone(): Promise<PhonePosition | null> {
  try {
    return await currentPosition();
  } catch {
    return null;
  }
}

/**
 * Check in and check out of one of my shifts (issue #33): 'Check in' from 30 minutes before the
 * start until the end, then 'Checked in at 05:57 · On site', and 'Check out' until 4 hours after
 * the end. The position is asked for once, at the press, and only the distance comes back.
 */
export function ShiftCheckIn({ shift, now }: { shift: MyAssignedShift; now: Date }) {
  const check = useCheckInOut();
  const [locating, setLocating] = useState(false);
  const [leavingEarly, setLeavingEarly] = useState<number | null>(null);
  const { attendance } = shift;
  const action = checkAction(shift.checkWindow, attendance, now);
  // Checked in away from the post (issue #39): check in again once there.
  const again = canCheckInAgain(shift.checkWindow, attendance, now);
  const busy = locating || check.isPending;
  const endsAt = shift.checkWindow.checkInClosesAt;

  const press = async (kind: 'in' | 'out', earlyReason?: string) => {
    // Long before the end, the guard confirms and says why first (issue #39).
    const early = earlyMinutes(endsAt, new Date(), shift.startTime === null);
    if (kind === 'out' && early !== null && !earlyReason) {
      setLeavingEarly(early);
      return;
    }
    setLocating(true);
    const position = await positionOrNone();
    setLocating(false);
    const id = shiftToastId(shift.requestId);
    check.mutate(
      { requestId: shift.requestId, kind, position, ...(earlyReason ? { earlyReason } : {}) },
      {
        onSuccess: (result) => {
          setLeavingEarly(null);
          const at = 'checkedInAt' in result ? result.checkedInAt : result.checkedOutAt;
          // A position rougher than the post's radius counted as none (issue #40): said so.
          const where = result.positionTooRough
            ? ` (${POSITION_TOO_ROUGH})`
            : position
              ? ''
              : ' (no location)';
          if (result.onSite === false && kind === 'in') {
            toast.error('You are not at the post', {
              id,
              description: 'The office is told. Check in again once you are there.',
            });
            return;
          }
          // The same toast as an off-site warning before it: its words go with it.
          toast.success(`${checkedAtText(kind, at)}${where}`, { id, description: undefined });
        },
        onError: (error) =>
          toast.error(kind === 'in' ? 'Could not check in' : 'Could not check out', {
            id,
            description: error.message,
          }),
      },
    );
  };

  if (!attendance?.checkedInAt && !action) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-3">
      <EarlyCheckOutDialog
        open={leavingEarly !== null}
        onOpenChange={(open) => {
          if (!open) setLeavingEarly(null);
        }}
        earlyMinutes={leavingEarly ?? 0}
        endsAt={formatClock(endsAt)}
        pending={busy}
        onConfirm={(reason) => void press('out', reason)}
      />
      {attendance?.checkedInAt ? (
        <CheckLine
          kind="in"
          at={attendance.checkedInAt}
          mark={attendance.checkInMark}
          distance={attendance.checkInDistanceMeters}
        />
      ) : null}
      {attendance?.checkedOutAt ? (
        <CheckLine
          kind="out"
          at={attendance.checkedOutAt}
          mark={attendance.checkOutMark}
          distance={attendance.checkOutDistanceMeters}
        />
      ) : null}
      {again ? (
        <Button
          className="self-stretch sm:self-start"
          size="lg"
          loading={busy}
          onClick={() => void press('in')}
        >
          {busy ? null : <LogIn aria-hidden="true" />}
          Check in again at the post
        </Button>
      ) : null}
      {action ? (
        <Button
          className="self-stretch sm:self-start"
          size="lg"
          variant={action === 'check-in' ? 'default' : 'outline'}
          loading={busy}
          onClick={() => void press(action === 'check-in' ? 'in' : 'out')}
        >
          {busy ? null : action === 'check-in' ? (
            <LogIn aria-hidden="true" />
          ) : (
            <LogOut aria-hidden="true" />
          )}
          {action === 'check-in' ? 'Check in' : 'Check out'}
        </Button>
      ) : null}
    </div>
  );
}
