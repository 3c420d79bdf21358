import { useMutation } from '@tanstack/react-query';
import { Check, CircleCheck } from 'lucide-react';
import type { MyAssignedShift } from '../../../shared/my-shifts';
import {
  CONFIRM_LABEL,
  CONFIRMED_LABEL,
  confirmRefusal,
  type ConfirmResult,
} from '../../../shared/shift-confirmations';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useInvalidateShifts } from './api';
import { shiftToastId } from './shift-toast';

/** POST /api/my/shifts/:requestId/confirm: the guard will come (issue #39); idempotent. */
export function useConfirmShift() {
  const invalidate = useInvalidateShifts();
  return useMutation({
    mutationFn: (requestId: string) =>
      api<ConfirmResult>(`/api/my/shifts/${encodeURIComponent(requestId)}/confirm`, {
        method: 'POST',
        body: {},
      }),
    onSettled: invalidate,
  });
}

/**
 * 'Confirm' on a shift of mine that has not started, until I do, then 'Confirmed' (issue #39):
 * the office's Now strip says 'Not confirmed' until then. Nothing once I checked in, nor on a
 * shift without a start time (confirmRefusal, the server's rule).
 */
export function ShiftConfirm({ shift, now }: { shift: MyAssignedShift; now: Date }) {
  const confirm = useConfirmShift();
  if (shift.attendance?.checkedInAt) return null;
  if (shift.confirmedAt) {
    return (
      <Badge variant="success" className="self-start">
        <CircleCheck aria-hidden="true" />
        {CONFIRMED_LABEL}
      </Badge>
    );
  }
  const startsAt = shift.startsAt === null ? null : Date.parse(shift.startsAt);
  if (confirmRefusal(startsAt, now) !== null) return null;

  const handleConfirm = () => {
    const id = shiftToastId(shift.requestId);
    confirm.mutate(shift.requestId, {
      onSuccess: () =>
        toast.success('Shift confirmed', {
          id,
          description: `${shift.locationName}: the office knows you are coming.`,
        }),
      onError: (error) => toast.error('Could not confirm', { id, description: error.message }),
    });
  };
  return (
    <Button
      className="self-stretch sm:self-start"
      loading={confirm.isPending}
      onClick={handleConfirm}
    >
      {confirm.isPending ? null : <Check aria-hidden="true" />}
      {CONFIRM_LABEL}
    </Button>
  );
}
