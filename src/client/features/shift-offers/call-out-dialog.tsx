import { useState, type SyntheticEvent } from 'react';
import { describeShift } from '../../../shared/shift-offers';
import { CALL_OUT_REASON_MAX, CallOutSchema, type MyShift } from '../../../shared/my-shifts';
import { DialogShell } from '../../components/dialog-shell';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogFooter } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { withServerToasts } from '../../lib/mutation-toasts';
import { toast } from '../../lib/toast';
import { useCallOut } from './api';

interface CallOutDialogProps {
  shift: MyShift | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'I can't make it': the guard says why; the shift opens again and the office hears at once. */
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const callOut = useCallOut();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = CallOutSchema.safeParse({ reason });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Please say why you can't make it";
      setError(message);
      toast.error(message);
      return;
    }
    setError(undefined);
    callOut.mutate(
      { requestId: shift.requestId, reason: parsed.data.reason },
      withServerToasts('The office has been told', 'Failed to call out', {
        done: onDone,
        failed: (failure) => setError(failure.message),
      }),
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <Field id="call-out-reason" label="Reason" error={error}>
        {(control) => (
          <Textarea
            {...control}
            autoFocus
            maxLength={CALL_OUT_REASON_MAX}
            placeholder="e.g. Sick, car broke down"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
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
