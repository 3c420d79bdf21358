import { toast } from 'sonner';
import type { Location } from '../../../shared/locations';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { useDeleteLocation } from './api';

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
      onSuccess: () => toast.success('Location deleted successfully'),
      onError: (failure) =>
        toast.error('Failed to delete location', { description: failure.message }),
      onSettled: () => onOpenChange(false),
    });
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!remove.isPending) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {location?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            The location {location?.name} ({location?.deptCode}) will be removed. This action cannot
            be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" loading={remove.isPending} onClick={handleDelete}>
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
