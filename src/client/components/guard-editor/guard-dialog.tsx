import type { GuardListItem } from '../../../shared/guards';
import { DialogShell } from '../dialog-shell';
import { GuardForm } from './guard-form';

interface GuardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The guard being edited, or null to add one. */
  guard: GuardListItem | null;
}

/** Add or edit a guard: names required, contact details and guard card optional. */
export function GuardDialog({ open, onOpenChange, guard }: GuardDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={guard ? 'Edit Guard' : 'Add Guard'}
      description="Fields marked * are required."
      className="sm:max-w-xl"
    >
      {/* Mounted with the dialog, so each opening starts from the guard's values. */}
      <GuardForm guard={guard} onDone={() => onOpenChange(false)} />
    </DialogShell>
  );
}
