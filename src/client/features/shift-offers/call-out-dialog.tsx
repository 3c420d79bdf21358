import { useState, type SyntheticEvent } from 'react';
import {
  CALL_OUT_NOTE_MAX,
  GUARD_CALL_OUT_REASONS,
  type CallOutReason,
} from '../../../shared/call-outs';
import type { MyShift } from '../../../shared/my-shifts';
import { describeShift } from '../../../shared/shift-offers';
import { DialogShell } from '../../components/dialog-shell';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogFooter } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { withServerToasts } from '../../lib/mutation-toasts';
import { toast } from '../../lib/toast';
import { useCallOut } from './api';
import { CallOutReasons } from './call-out-reasons';

const CHOOSE_REASON = "Please say why you can't make it";

interface CallOutDialogProps {
  shift: MyShift | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'I can't make it': the guard taps why (the office's reasons, issue #30) and may add a note;
 * the shift opens again and the office hears at once.
 */
export function CallOutDialog({ shift, open, onOpenChange }: CallOutDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="I can't make it"
      description={
        shift ? `${describeShift(shift)}. The office is told at once and looks for cover.` : ''
      }
    >
      {shift ? <CallOutForm shift={shift} onDone={() => onOpenChange(false)} /> : null}
    </DialogShell>
  );
}

function CallOutForm({ shift, onDone }: { shift: MyShift; onDone: () => void }) {
  const [reason, setReason] = useState<CallOutReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [noteError, setNoteError] = useState<string>();
  const callOut = useCallOut();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(CHOOSE_REASON);
      toast.error(CHOOSE_REASON);
      return;
    }
    setError(undefined);
    callOut.mutate(
      { requestId: shift.requestId, reason, note },
      withServerToasts('The office has been told', 'Failed to call out', {
        done: onDone,
        failed: (failure) => setNoteError(failure.message),
      }),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <CallOutReasons
        name="call-out-reason"
        reasons={GUARD_CALL_OUT_REASONS}
        value={reason}
        onChange={(chosen) => {
          setReason(chosen);
          setError(undefined);
        }}
        error={error}
      />
      <Field id="call-out-note" label="Note (optional)" error={noteError}>
        {(control) => (
          <Textarea
            {...control}
            maxLength={CALL_OUT_NOTE_MAX}
            placeholder="e.g. Fever since last night"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Keep my shift
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" loading={callOut.isPending}>
          Call out
        </Button>
      </DialogFooter>
    </form>
  );
}
