import { useState, type SyntheticEvent } from 'react';
import { hoursLabel } from '../../../shared/board-hours';
import { formatDate } from '../../../shared/date-format';
import { shiftTimes } from '../../../shared/shift-offers';
import { APPROVED_MINUTES_MAX, type TimesheetShift } from '../../../shared/timesheets';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { DialogShell } from '../../components/dialog-shell';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

interface ShiftMinutesDialogProps {
  guardName: string;
  shift: TimesheetShift;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  /** Minutes to count for the shift, or null to clear what was approved. */
  onSave: (approvedMinutes: number | null) => void;
}

/** What the office starts from: what was approved, else the time on site, else the shift. */
function startingMinutes(shift: TimesheetShift): number {
  return shift.approvedMinutes ?? shift.onSiteMinutes ?? shift.scheduledMinutes;
}

const WHOLE = /^\d+$/;

/**
 * Set the minutes that count for a shift (issue #33): how the office settles a missing
 * check-out, or time beyond the shift it agrees to pay. Hours and minutes, 0 allowed (the guard
 * did not work it); 'Clear approval' goes back to the recorded times.
 */
export function ShiftMinutesDialog({
  guardName,
  shift,
  pending,
  onOpenChange,
  onSave,
}: ShiftMinutesDialogProps) {
  const start = startingMinutes(shift);
  const [hours, setHours] = useState(String(Math.floor(start / 60)));
  const [minutes, setMinutes] = useState(String(start % 60));
  const [error, setError] = useState<string | undefined>();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const total = Number(hours) * 60 + Number(minutes);
    if (!WHOLE.test(hours) || !WHOLE.test(minutes) || Number(minutes) > 59) {
      setError('Enter whole hours, and minutes from 0 to 59');
    } else if (total > APPROVED_MINUTES_MAX) {
      setError(`At most ${hoursLabel(APPROVED_MINUTES_MAX)} for one shift`);
    } else {
      setError(undefined);
      onSave(total);
    }
  };

  const recorded =
    shift.onSiteMinutes === null
      ? 'No check-out recorded.'
      : `Recorded on site: ${hoursLabel(shift.onSiteMinutes)}.`;
  return (
    <DialogShell
      open
      onOpenChange={onOpenChange}
      title="Set worked time"
      description={`${guardName} · ${shift.locationName} · ${formatDate(shift.date)} · ${shiftTimes(shift)}. ${recorded} The time set here counts in place of the recorded one.`}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3">
          <Field id="approved-hours" label="Hours" error={error}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoFocus
                value={hours}
                onChange={(event) => setHours(event.target.value.trim())}
              />
            )}
          </Field>
          <Field id="approved-minutes" label="Minutes">
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={minutes}
                onChange={(event) => setMinutes(event.target.value.trim())}
              />
            )}
          </Field>
        </div>
        {shift.approvedMinutes !== null ? (
          <Button
            type="button"
            variant="link"
            className="self-start px-0"
            disabled={pending}
            onClick={() => onSave(null)}
          >
            Clear approval: count the recorded times
          </Button>
        ) : null}
        <DialogFormFooter submitLabel="Save worked time" pending={pending} />
      </form>
    </DialogShell>
  );
}
