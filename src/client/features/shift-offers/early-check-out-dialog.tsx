import { useState, type SyntheticEvent } from 'react';
import { minutesText } from '../../../shared/call-out-notice';
import { EARLY_REASON_MAX } from '../../../shared/my-attendance';
import { DialogShell } from '../../components/dialog-shell';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogFooter } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';

const SAY_WHY = 'Please say why you are leaving early';

interface EarlyCheckOutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How long before the end the guard would leave, and the end's HH:MM. */
  earlyMinutes: number;
  endsAt: string;
  pending: boolean;
  onConfirm: (reason: string) => void;
}

/**
 * A check-out long before the end (issue #39) is not a slip of the thumb: the guard confirms it
 * and says why. The office is alerted, and the rest of the shift opens for another guard.
 */
export function EarlyCheckOutDialog(props: EarlyCheckOutDialogProps) {
  const { open, onOpenChange, earlyMinutes, endsAt, pending, onConfirm } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(SAY_WHY);
      document.getElementById('early-reason')?.focus();
      return;
    }
    setError(undefined);
    onConfirm(reason.trim());
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={`Leave ${minutesText(earlyMinutes)} early?`}
      description={`Your shift ends at ${endsAt}. The office is told at once, and the rest of the shift is offered to another guard.`}
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <Field id="early-reason" label="Why are you leaving early?" error={error}>
          {(control) => (
            <Textarea
              {...control}
              maxLength={EARLY_REASON_MAX}
              placeholder="e.g. The client closed the site and sent me home"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Stay on shift
            </Button>
          </DialogClose>
          <Button type="submit" variant="destructive" loading={pending}>
            Check out now
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
