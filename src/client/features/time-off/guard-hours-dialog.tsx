import { useState } from 'react';
import type { WeeklyUnavailability } from '../../../shared/availability-rules';
import { guardFullName, type Guard } from '../../../shared/guards';
import { DialogShell } from '../../components/dialog-shell';
import { LoadError } from '../../components/list-states';
import { TableSkeleton } from '../../components/row-actions';
import { toast } from '../../lib/toast';
import { useGuardAvailability, useSaveGuardAvailability } from './api';
import { GuardCombobox } from './guard-combobox';
import { WeeklyHoursEditor } from './weekly-hours-editor';

/** The picked guard's hours, read afresh, each change saved at once. */
function GuardHours({ guard }: { guard: Guard }) {
  const hours = useGuardAvailability(guard.id);
  const save = useSaveGuardAvailability(guard.id);
  const handleSave = async (windows: WeeklyUnavailability[]) => {
    try {
      await save.mutateAsync({ windows });
      toast.success(`Hours saved for ${guardFullName(guard)}`);
      return true;
    } catch (error) {
      toast.error('Failed to save the hours', { description: (error as Error).message });
      return false;
    }
  };
  if (hours.isError) {
    return (
      <LoadError
        title="Could not load the hours"
        message={hours.error.message}
        onRetry={() => void hours.refetch()}
      />
    );
  }
  if (!hours.data) return <TableSkeleton label="Loading the hours" rows={2} />;
  return (
    <WeeklyHoursEditor
      id="guard-hours"
      windows={hours.data.windows}
      onSave={handleSave}
      saving={save.isPending}
      emptyText={`None: ${guard.firstName} can work any time.`}
    />
  );
}

/**
 * 'Unavailable hours' (issue #32): the weekly hours any guard cannot work, as the office was told
 * them (a guard without an account cannot set their own).
 */
export function GuardHoursDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [guard, setGuard] = useState<Guard | null>(null);
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title="Unavailable hours"
      description="The hours of the week a guard cannot work. Each change is saved at once."
      className="sm:max-w-xl"
    >
      <div className="flex flex-col gap-4">
        <GuardCombobox id="hours-guard" guard={guard} onChange={setGuard} />
        {guard ? <GuardHours key={guard.id} guard={guard} /> : null}
      </div>
    </DialogShell>
  );
}
