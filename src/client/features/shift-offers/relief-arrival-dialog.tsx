import { useState, type SyntheticEvent } from 'react';
import { parseTimeEntry } from '../../../shared/date-entry';
import { DialogShell } from '../../components/dialog-shell';
import { Button } from '../../components/ui/button';
import { DialogClose, DialogFooter } from '../../components/ui/dialog';
import { ClockTimeField } from './clock-time-field';

interface ReliefArrivalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  guardName: string;
  pending: boolean;
  /** Gives them the shift: by the time typed (HH:MM), or with none within the relief time. */
  onConfirm: (arrivesBy: string | undefined) => void;
}

/**
 * Log call → Accepted on a shift that has started (issue #39): the guard is its relief, and the
 * office says when they said they will be at the post; late and no-show count from then. Left
 * empty, the company's relief time applies.
 */
export function ReliefArrivalDialog(props: ReliefArrivalDialogProps) {
  const { open, onOpenChange, guardName, pending, onConfirm } = props;
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (typed.trim() === '') {
      onConfirm(undefined);
      return;
    }
    const time = parseTimeEntry(typed);
    if (!time.ok) {
      setError(time.error);
      document.getElementById('relief-arrives-by')?.focus();
      return;
    }
    setError(undefined);
    onConfirm(time.value);
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={`${guardName} takes the shift`}
      description="It has started: they are its relief. When did they say they will be at the post?"
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <ClockTimeField
          id="relief-arrives-by"
          label="Arriving by (24-hour)"
          hint="Late and no-show count from this time. Leave it empty for the company's relief time."
          error={error}
          placeholder="19:40"
          value={typed}
          onChange={setTyped}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={pending}>
            Give them the shift
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
