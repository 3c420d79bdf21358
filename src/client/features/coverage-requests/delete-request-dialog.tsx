import { useState } from 'react';
import type { CoverageRequest } from '../../../shared/coverage-requests';
import { formatDate } from '../../../shared/date-format';
import { ConfirmDeleteDialog } from '../../components/confirm-dialog';
import { toast } from '../../lib/toast';
import { withToasts } from '../../lib/mutation-toasts';
import { useDeleteFollowing, useDeleteRequest } from './api';
import { SeriesScopeField, type SeriesScope } from './series-scope';

interface DeleteRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The request to delete (kept while the dialog closes, so its text does not flicker). */
  request: CoverageRequest | null;
}

/**
 * Asks before a coverage request is deleted for good; for one of a repeating series, whether the
 * later shifts of the series go too.
 */
export function DeleteRequestDialog({ open, onOpenChange, request }: DeleteRequestDialogProps) {
  const remove = useDeleteRequest();
  const removeFollowing = useDeleteFollowing();
  const [scope, setScope] = useState<SeriesScope>('one');
  const close = () => {
    onOpenChange(false);
    setScope('one');
  };

  const handleDelete = () => {
    if (!request) return;
    if (request.seriesId && scope === 'following') {
      removeFollowing.mutate(request.id, {
        onSuccess: ({ count }) =>
          toast.success(`${String(count)} ${count === 1 ? 'shift' : 'shifts'} deleted`),
        onError: (error) => toast.error('Failed to delete shifts', { description: error.message }),
        onSettled: close,
      });
      return;
    }
    remove.mutate(request.id, {
      ...withToasts('Request deleted successfully', 'Failed to delete request'),
      onSettled: close,
    });
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={
        request ? `Delete the request on ${formatDate(request.date)}?` : 'Delete this request?'
      }
      description="Are you sure you want to delete this coverage request? This action cannot be undone."
      pending={remove.isPending || removeFollowing.isPending}
      onConfirm={handleDelete}
    >
      {request?.seriesId ? (
        <SeriesScopeField
          name="delete-request-scope"
          legend="Delete"
          value={scope}
          onChange={setScope}
        />
      ) : null}
    </ConfirmDeleteDialog>
  );
}
