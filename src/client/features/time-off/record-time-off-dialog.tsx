import { useState } from 'react';
import { guardFullName, type Guard } from '../../../shared/guards';
import type { TimeOffBody } from '../../../shared/time-off';
import { DialogFormFooter } from '../../components/dialog-form-footer';
import { DialogShell } from '../../components/dialog-shell';
import { toast } from '../../lib/toast';
import { useRecordTimeOff } from './api';
import { GuardCombobox } from './guard-combobox';
import { TimeOffForm } from './time-off-form';

/**
 * 'Record time off' (issue #32): time off the office agreed with any guard, with or without an
 * account. It is approved at once, as the dialog says.
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

  const checkGuard = () => {
    if (!guard) setGuardError('Pick a guard');
    return guard !== null;
  };

  const handleSubmit = async (body: TimeOffBody) => {
    if (!guard) return null;
    try {
      await record.mutateAsync({ guardId: guard.id, ...body });
      toast.success(`Time off recorded for ${guardFullName(guard)}`);
      setGuard(null);
      onOpenChange(false);
      return null;
    } catch (error) {
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
    </DialogShell>
  );
}
