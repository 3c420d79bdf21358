import type { Location } from '../../../shared/locations';
import { ConfirmDeleteDialog } from '../../components/confirm-dialog';
import { withToasts } from '../../lib/mutation-toasts';
import { useDeleteLocation } from '../../lib/queries/locations';

interface DeleteLocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The location to delete (kept while the dialog closes, so its text does not flicker). */
  location: Location | null;
}

/** Asks before deleting a location; the server refuses one that coverage requests still use. */
export function DeleteLocationDialog({ open, onOpenChange, location }: DeleteLocationDialogProps) {
  const remove = useDeleteLocation();

  const handleDelete = () => {
    if (!location) return;
    remove.mutate(location.id, {
      ...withToasts('Location deleted successfully', 'Failed to delete location'),
      onSettled: () => onOpenChange(false),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${location?.name ?? ''}?`}
      description={`The location ${location?.name ?? ''} (${location?.deptCode ?? ''}) will be removed. This action cannot be undone.`}
      pending={remove.isPending}
      onConfirm={handleDelete}
    />
  );
}
