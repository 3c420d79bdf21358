import type { Guard } from '../../../shared/guards';
import { ConfirmDeleteDialog } from '../../components/confirm-dialog';
import { withToasts } from '../../lib/mutation-toasts';
import { useDeleteGuard } from '../../lib/queries/guards';
import { guardFullName } from './guard-filters';

interface DeleteGuardDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The guard to delete (kept while the dialog closes, so its text does not flicker). */
  guard: Guard | null;
}

/** Asks before deleting a guard; coverage requests keep the guard's name. */
export function DeleteGuardDialog({ open, onOpenChange, guard }: DeleteGuardDialogProps) {
  const remove = useDeleteGuard();
  const name = guard ? guardFullName(guard) : '';

  const handleDelete = () => {
    if (!guard) return;
    remove.mutate(guard.id, {
      ...withToasts('Guard deleted successfully', 'Failed to delete guard'),
      onSettled: () => onOpenChange(false),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${name}?`}
      description={`${name} will be removed from the guard list. Coverage requests already assigned to ${guard?.firstName ?? 'them'} keep the name. This action cannot be undone.`}
      pending={remove.isPending}
      onConfirm={handleDelete}
    />
  );
}
