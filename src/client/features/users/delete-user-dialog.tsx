import { USER_MESSAGES, type ManagedUser } from '../../../shared/users';
import { ConfirmDeleteDialog } from '../../components/confirm-dialog';
import { withServerToasts } from '../../lib/mutation-toasts';
import { useDeleteUser } from './api';

interface DeleteUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: ManagedUser | null;
}

/** Asks before an account is deleted; its sessions end, what it created stays. */
export function DeleteUserDialog({ open, onOpenChange, user }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete ${user?.email ?? 'this account'}?`}
      description={
        <>
          <span>{`Are you sure you want to delete ${user?.email ?? 'this account'}? This action cannot be undone.`}</span>
          <span>
            They are signed out at once. Coverage requests, locations and guards they added stay;
            their messages show as from a deleted user.
          </span>
        </>
      }
      pending={remove.isPending}
      onConfirm={() => {
        if (!user) return;
        remove.mutate(
          user.id,
          withServerToasts(USER_MESSAGES.deleted(user.email), 'Failed to delete user', {
            done: () => onOpenChange(false),
          }),
        );
      }}
    />
  );
}
