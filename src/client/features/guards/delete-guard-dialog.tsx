import { toast } from 'sonner';
import type { Guard } from '../../../shared/guards';
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
import { useDeleteGuard } from './api';
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
      onSuccess: () => toast.success('Guard deleted successfully'),
      onError: (failure) => toast.error('Failed to delete guard', { description: failure.message }),
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
          <AlertDialogTitle>Delete {name}?</AlertDialogTitle>
          <AlertDialogDescription>
            {name} will be removed from the guard list. Coverage requests already assigned to{' '}
            {guard?.firstName ?? 'them'} keep the name. This action cannot be undone.
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
