import { formatDate } from '../../../shared/date-format';
import type { OpenShift } from '../../../shared/shift-offers';
import { shiftTimes } from '../../../shared/shift-offers';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toast } from '../../lib/toast';
import { useAgreeEarlyEnd } from './office-api';

interface AgreeEarlyEndDialogProps {
  /** The rest of the shift a guard left early, open on the board. */
  shift: OpenShift | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Early end agreed' (issue #39): the office agrees to the guard having left early (the customer
 * closed, the office sent them home), so the rest of their shift needs nobody and goes.
 */
export function AgreeEarlyEndDialog({ shift, open, onOpenChange }: AgreeEarlyEndDialogProps) {
  const agree = useAgreeEarlyEnd();
  if (!shift) return null;
  const guard = shift.calledOutGuardName ?? 'The guard';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Agree to the early end?"
      description={
        <>
          <p>{`${guard} left ${shift.locationName} at ${(shift.startTime ?? '').slice(0, 5)}.`}</p>
          <p>
            {`The rest of the shift, ${formatDate(shift.date)} ${shiftTimes(shift)}, will need no guard: it is removed with its offers. The time ${guard} worked stays.`}
          </p>
        </>
      }
      confirmLabel="Early end agreed"
      pending={agree.isPending}
      onConfirm={() =>
        agree.mutate(shift.id, {
          onSuccess: () => {
            onOpenChange(false);
            toast.success('Early end agreed', { description: shift.locationName });
          },
          onError: (error) =>
            toast.error('Could not agree to the early end', {
              description: error.message,
            }),
        })
      }
    />
  );
}
