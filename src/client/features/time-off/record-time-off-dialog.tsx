import { useState } from 'react';
import { guardFullName, type Guard } from '../../../shared/guards';
import type { TimeOffBody } from '../../../shared/time-off';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { DialogShell } from '../../components/dialog-shell';
import { toast } from '../../lib/toast';
import { useRecordTimeOff } from './api';
import { shiftsOutcome, useConfirmBookedShifts } from './booked-shifts-confirm';
import { GuardCombobox } from './guard-combobox';
import { TimeOffForm } from './time-off-form';

/**
 * 'Record time off' (issue #32): time off the office agreed with any guard, with or without an
 * account. It is approved at once, as the dialog says; over the guard's booked shifts it asks
 * first, then opens them (issue #39).
 */
export function RecordTimeOffDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [guard, setGuard] = useState<Guard | null>(null);
  const [guardError, setGuardError] = useState<string>();
  const record = useRecordTimeOff();
  const confirm = useConfirmBookedShifts({ verb: 'Record', pending: record.isPending });

  const checkGuard = () => {
    if (!guard) setGuardError('Pick a guard');
    return guard !== null;
  };

  const handleSubmit = async (body: TimeOffBody, confirmWarnings = false) => {
    if (!guard) return null;
    const name = guardFullName(guard);
    try {
      const recorded = await record.mutateAsync({ guardId: guard.id, ...body, confirmWarnings });
      toast.success(`Time off recorded for ${name}`, { description: shiftsOutcome(recorded) });
      setGuard(null);
      onOpenChange(false);
      return null;
    } catch (error) {
      // Over booked shifts: asked first, then sent again. The refusal is handed back, so the
      // form keeps what was typed (it names no field) in case the office cancels.
      if (confirm.ask(error, name, () => void handleSubmit(body, true))) return error as Error;
      toast.error('Failed to record time off', { description: (error as Error).message });
      return error as Error;
    }
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Record time off"
      description="For time off agreed with a guard, with or without an account: it is approved at once."
    >
      <div className="flex flex-col gap-4">
        <GuardCombobox
          id="record-guard"
          guard={guard}
          onChange={(picked) => {
            setGuard(picked);
            setGuardError(undefined);
          }}
          error={guardError}
        />
        <TimeOffForm
          id="record-time-off"
          onSubmit={handleSubmit}
          onCheck={checkGuard}
          reasonHint="The guard sees it with their time off."
        >
          <DialogFormFooter submitLabel="Record time off" pending={record.isPending} />
        </TimeOffForm>
      </div>
      {confirm.dialog}
    </DialogShell>
  );
}
