import { useState, type SyntheticEvent } from 'react';
import { CALL_OUT_NOTE_MAX, type GivenCallOutReason } from '../../../shared/call-outs';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogFooter } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { withServerToasts } from '../../lib/mutation-toasts';
import { toast } from '../../lib/toast';
import { CallOutReasons } from './call-out-reasons';
import { CallOutWho } from './call-out-who';
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
 */
export function OfficeCallOutForm({ shift, onDone, onBack }: OfficeCallOutFormProps) {
  const [guardId, setGuardId] = useState<string | null>(shift.assignedGuardId);
  const [reason, setReason] = useState<GivenCallOutReason | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'who' | 'reason' | 'note', string>>>({});
  const record = useRecordCallOut();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = {
      ...(guardId ? {} : { who: 'Choose who called out' }),
      ...(reason ? {} : { reason: 'Choose a reason' }),
    };
    setErrors(found);
    if (!guardId || !reason) {
      toast.error(found.who ?? found.reason ?? 'Choose a reason');
      return;
    }
    record.mutate(
      { requestId: shift.id, guardId, reason, note },
      withServerToasts('Call-out recorded: the shift is open', 'Failed to record the call-out', {
        done: onDone,
        failed: (failure) => setErrors({ note: failure.message }),
      }),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex min-w-0 flex-col gap-5">
      <CallOutWho
        assigned={{ id: shift.assignedGuardId, name: shift.assignedGuardName }}
        value={guardId}
        onChange={(id) => {
          setGuardId(id);
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
