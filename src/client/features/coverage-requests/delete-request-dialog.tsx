import { formatRequestDate, type CoverageRequest } from '../../../shared/coverage-requests';
import { ConfirmDeleteDialog } from '../../components/confirm-dialog';
import { withToasts } from '../../lib/mutation-toasts';
import { useDeleteRequest } from './api';

interface DeleteRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request to delete (kept while the dialog closes, so its text does not flicker). */
  request: CoverageRequest | null;
}

/** Asks before a coverage request is deleted for good. */
export function DeleteRequestDialog({ open, onOpenChange, request }: DeleteRequestDialogProps) {
  const remove = useDeleteRequest();

  const handleDelete = () => {
    if (!request) return;
    remove.mutate(request.id, {
      ...withToasts('Request deleted successfully', 'Failed to delete request'),
      onSettled: () => onOpenChange(false),
    });
  };

  const date = request ? formatRequestDate(request.date) : null;
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={date ? `Delete the request on ${date.date}?` : 'Delete this request?'}
      description="Are you sure you want to delete this coverage request? This action cannot be undone."
      pending={remove.isPending}
      onConfirm={handleDelete}
    />
  );
}
