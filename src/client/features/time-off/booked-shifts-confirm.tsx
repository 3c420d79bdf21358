import { useState } from 'react';
import { CONFIRM_WARNINGS } from '../../../shared/assignment-findings';
import { TimeOffConfirmSchema, type BookedShift } from '../../../shared/time-off-shifts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { BookedShiftList } from './booked-shifts-line';

/** The booked shifts a CONFIRM_WARNINGS answer about time off names, or null for every other failure. */
export function bookedShiftsToConfirm(error: unknown): BookedShift[] | null {
  if (!(error instanceof ApiError) || error.code !== CONFIRM_WARNINGS) return null;
  const parsed = TimeOffConfirmSchema.safeParse(error.body);
  return parsed.success ? parsed.data.bookedShifts : null;
}

const DOING = { Approve: 'Approving', Record: 'Recording' } as const;

const shifts = (n: number) => `${String(n)} ${n === 1 ? 'shift' : 'shifts'}`;

interface Asked {
  guardName: string;
  booked: BookedShift[];
  retry: () => void;
}

/**
 * The office confirms time off over a guard's booked shifts (issue #39) before it is approved or
 * recorded: `ask(error, guardName, retry)` opens the question when the server answered
 * CONFIRM_WARNINGS naming them (and says whether it did), in the app's confirm-dialog style as
 * the assignment rules' warnings are asked (components/confirm-warnings.tsx); confirming calls
 * `retry`, which sends the same with `confirmWarnings: true`. Render `dialog` once.
 */
export function useConfirmBookedShifts({
  verb,
  pending,
}: {
  verb: 'Approve' | 'Record';
  pending: boolean;
}) {
  const [asked, setAsked] = useState<Asked | null>(null);
  // The last question stays on screen while the dialog fades out.
  const [shown, setShown] = useState<Asked | null>(null);
  if (asked && asked !== shown) setShown(asked);
  const ask = (error: unknown, guardName: string, retry: () => void): boolean => {
    const booked = bookedShiftsToConfirm(error);
    if (!booked) return false;
    setAsked({ guardName, booked, retry });
    return true;
  };
  const toOpen = (shown?.booked ?? []).filter((shift) => !shift.started);
  const started = (shown?.booked ?? []).filter((shift) => shift.started);
  const title =
    toOpen.length > 0
      ? `${verb} and open ${shifts(toOpen.length)}?`
      : `${verb} time off over a started shift?`;
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      onOpenChange={(open) => {
        if (!open) setAsked(null);
      }}
      title={title}
      description={
        <>
          {toOpen.length > 0 ? (
            <>
              <p>
                {shown?.guardName} is booked on{' '}
                {toOpen.length === 1 ? 'this shift' : 'these shifts'}. {DOING[verb]} opens{' '}
                {toOpen.length === 1 ? 'it' : 'them'} on Open Shifts, reason &lsquo;Time off&rsquo;,
                and tells the guard:
              </p>
              <BookedShiftList shifts={toOpen} label="Shifts to open" />
            </>
          ) : null}
          {started.length > 0 ? (
            <>
              <p>
                Already started, so not opened: handle {started.length === 1 ? 'it' : 'them'} from
                Open Shifts.
              </p>
              <BookedShiftList shifts={started} label="Started shifts" />
            </>
          ) : null}
        </>
      }
      confirmLabel={toOpen.length > 0 ? `${verb} and open ${shifts(toOpen.length)}` : verb}
      pending={pending}
      onConfirm={() => {
        const retry = asked?.retry;
        setAsked(null);
        retry?.();
      }}
    />
  );
  return { ask, dialog };
}

/** 'Approved: Kim Soto's time off' and what became of the shifts: the toast's description. */
export function shiftsOutcome(decision: {
  shiftsOpened?: readonly BookedShift[];
  shiftsStarted?: readonly BookedShift[];
}): string | undefined {
  const opened = decision.shiftsOpened?.length ?? 0;
  const started = decision.shiftsStarted?.length ?? 0;
  const said = [
    ...(opened > 0 ? [`${shifts(opened)} opened on Open Shifts`] : []),
    ...(started > 0 ? [`${shifts(started)} already started: handle from Open Shifts`] : []),
  ];
  return said.length > 0 ? said.join('; ') : undefined;
}
