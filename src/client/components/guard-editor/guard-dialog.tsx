import type { Guard } from '../../../shared/guards';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { GuardForm } from './guard-form';

interface GuardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The guard being edited, or null to add one. */
  guard: Guard | null;
}

/** Add or edit a guard: names required, contact details and guard card optional. */
export function GuardDialog({ open, onOpenChange, guard }: GuardDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{guard ? 'Edit Guard' : 'Add Guard'}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog, so each opening starts from the guard's values. */}
        <GuardForm guard={guard} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
