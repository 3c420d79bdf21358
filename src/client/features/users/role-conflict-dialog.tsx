import { useState } from 'react';
import { staleMessage } from '../../../shared/edit-version';
import { roleLabel } from '../../../shared/permissions';
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
import { formatChangedAt } from '../../lib/edit-conflict';
import type { RoleConflict } from './use-role-change';

interface RoleConflictDialogProps {
  conflict: RoleConflict | null;
  /** While the overwrite is being saved: the dialog stays open. */
  pending: boolean;
  /** Reload (or Escape): keep the role as it is now, which the list shows. */
  onReload: () => void;
  onOverwrite: () => void;
}

/** Someone changed the account since the list showed it: reload it, or overwrite with the choice. */
export function RoleConflictDialog({
  conflict,
  pending,
  onReload,
  onOverwrite,
}: RoleConflictDialogProps) {
  // The last conflict stays on screen while the dialog fades out.
  const [shown, setShown] = useState(conflict);
  if (conflict && conflict !== shown) setShown(conflict);
  const answer = shown?.answer;
  const account = answer?.current;
  return (
    <AlertDialog
      open={conflict !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onReload();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Role not changed</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="flex flex-col gap-1 break-words">
              <p className="font-medium text-foreground">
                {answer
                  ? staleMessage('account', answer.changedBy, formatChangedAt(answer.changedAt))
                  : ''}
              </p>
              <p>
                {account?.email}{' '}
                {account?.role ? `now has the role ${roleLabel(account.role)}` : 'now has no role'}.
                Reload to keep it, or Overwrite to make it {roleLabel(shown?.role)}.
              </p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Reload</AlertDialogCancel>
          <Button loading={pending} onClick={onOverwrite}>
            Overwrite
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
