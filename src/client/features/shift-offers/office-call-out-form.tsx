import { useState, type SyntheticEvent } from 'react';
import {
  CALL_OUT_NOTE_MAX,
  CALL_OUT_WHO_REFUSED,
  SOMEONE_ELSE_NAME,
  type GivenCallOutReason,
} from '../../../shared/call-outs';
import { parseTimeEntry } from '../../../shared/date-entry';
import { localTimeZone, shiftPhase } from '../../../shared/shift-phase';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogFooter } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { ApiError } from '../../lib/api-client';
import { withServerToasts } from '../../lib/mutation-toasts';
import { toast } from '../../lib/toast';
import { CallOutReasons } from './call-out-reasons';
import { ClockTimeField } from './clock-time-field';
import { CallOutWho, initialCallOutWho } from './call-out-who';
import { useRecordCallOut } from './office-api';

/** A filled shift as a call-out needs it, whichever screen it was picked on. */
export interface CallOutShift {
  id: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
  locationName: string;
  /** The assigned guard's record (null once deleted) and name 'Last, First'. */
  assignedGuardId: string | null;
  assignedGuardName: string;
}

interface OfficeCallOutFormProps {
  shift: CallOutShift;
  onDone: () => void;
  /** A way back to what led here (the picker of 'Report a call out'), shown as a link. */
  onBack?: (() => void) | undefined;
}

/**
 * The office records a call-out phoned in (issue #30): who (the assigned guard unless told),
 * a reason with one tap, an optional note. The shift opens, and every board shows it at once.
 * During the shift too (issue #39): a guard who left the post keeps the time they worked until
 * 'Left at' (now unless told), and the rest of the shift opens.
 */
export function OfficeCallOutForm({ shift, onDone, onBack }: OfficeCallOutFormProps) {
  const started = shiftPhase(shift, new Date(), localTimeZone()) === 'started';
  const assigned = { id: shift.assignedGuardId, name: shift.assignedGuardName };
  const [who, setWho] = useState(() => initialCallOutWho(assigned));
  const [reason, setReason] = useState<GivenCallOutReason | null>(started ? 'left-post' : null);
  const [note, setNote] = useState('');
  const [leftAt, setLeftAt] = useState('');
  const [errors, setErrors] = useState<
    Partial<Record<'who' | 'reason' | 'note' | 'leftAt', string>>
  >({});
  const record = useRecordCallOut();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const left = leftAt.trim() ? parseTimeEntry(leftAt) : null;
    const someoneElse = who.other ? who.name.trim() : null;
    const guardId = who.other ? null : shift.assignedGuardId;
    const named = someoneElse ?? guardId;
    const found = {
      ...(named ? {} : { who: who.other ? SOMEONE_ELSE_NAME : 'Choose who called out' }),
      ...(reason ? {} : { reason: 'Choose a reason' }),
      ...(left && !left.ok ? { leftAt: left.error } : {}),
    };
    setErrors(found);
    if (!named || !reason || (left && !left.ok)) {
      toast.error(found.who ?? found.reason ?? found.leftAt ?? 'Choose a reason');
      return;
    }
    record.mutate(
      {
        requestId: shift.id,
        ...(someoneElse ? { someoneElse } : { guardId: named }),
        reason,
        note,
        ...(left?.ok ? { leftAt: left.value } : {}),
      },
      withServerToasts('Call-out recorded: the shift is open', 'Failed to record the call-out', {
        done: onDone,
        // The server's word on who (not on the shift, checked in) goes beside that question.
        failed: (failure) =>
          setErrors(
            failure instanceof ApiError && failure.code === CALL_OUT_WHO_REFUSED
              ? { who: failure.message }
              : { note: failure.message },
          ),
      }),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex min-w-0 flex-col gap-5">
      <CallOutWho
        assigned={assigned}
        value={who}
        onChange={(value) => {
          setWho(value);
          setErrors((current) => ({ ...current, who: undefined }));
        }}
        error={errors.who}
      />
      <CallOutReasons
        name="office-call-out-reason"
        value={reason}
        onChange={(chosen) => {
          setReason(chosen);
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
        error={errors.reason}
      />
      {started ? (
        <ClockTimeField
          id="office-call-out-left-at"
          label="Left at (24-hour, optional)"
          hint="The shift has started: a guard who checked in keeps the time worked until then (now, if left empty), and the rest opens."
          error={errors.leftAt}
          placeholder="02:00"
          value={leftAt}
          onChange={setLeftAt}
        />
      ) : null}
      <Field id="office-call-out-note" label="Note (optional)" error={errors.note}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={CALL_OUT_NOTE_MAX}
            placeholder="What they said, e.g. fever since last night"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <DialogFooter className="items-stretch sm:items-center">
        {onBack ? (
          <Button type="button" variant="ghost" className="sm:mr-auto" onClick={onBack}>
            Pick another shift
          </Button>
        ) : null}
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" loading={record.isPending}>
          Call out
        </Button>
      </DialogFooter>
    </form>
  );
}
