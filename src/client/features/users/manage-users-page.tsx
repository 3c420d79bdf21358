import { UserPlus, Users } from 'lucide-react';
import type { ManagedUser } from '../../../shared/users';
import { EmptyState, LoadError } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { TableSkeleton } from '../../components/row-actions';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { useMe } from '../../lib/session';
import { useDialogState } from '../../lib/use-dialog-state';
import { AddUserDialog } from './add-user-dialog';
import { useUsers } from '../../lib/queries/users';
import { DeleteUserDialog } from './delete-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { RoleConflictDialog } from './role-conflict-dialog';
import { useRoleChange } from './use-role-change';
import { UsersList } from './users-list';

/** The API reference (issue #31): served by the server, so a page load, not a client route. */
const API_REFERENCE_URL = '/api/docs';

/** /manage-users (admins only): accounts, their roles, password resets and deletions. */
export function ManageUsersPage() {
  const { data: me } = useMe();
  const users = useUsers();
  const roles = useRoleChange();
  const adding = useDialogState();
  const resetting = useDialogState<ManagedUser>();
  const deleting = useDialogState<ManagedUser>(() =>
    document.querySelector<HTMLElement>('[data-add-user]'),
  );

  let body;
  if (users.isPending) body = <TableSkeleton label="Loading users" rows={5} />;
  else if (users.isError) {
    body = (
      <LoadError
        title="Failed to load users"
        message={users.error.message}
        onRetry={() => void users.refetch()}
      />
    );
  } else if (users.data.length === 0) {
    body = <EmptyState icon={Users} title="No users yet" />;
  } else {
    body = (
      <UsersList
        users={users.data}
        meId={me?.id ?? ''}
        savingRoleOf={roles.savingRoleOf}
        onRoleChange={roles.changeRole}
        onResetPassword={resetting.show}
        onDelete={deleting.show}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Manage Users"
        description="Accounts and their roles. A new account waits until you give it a role."
        actions={
          <Button data-add-user onClick={() => adding.show()}>
            <UserPlus aria-hidden="true" />
            Add User
          </Button>
        }
      />
      <Card>
        <CardContent className="pt-4 sm:pt-6">{body}</CardContent>
      </Card>
      <p className="text-sm text-muted-foreground">
        Connecting another system to CoverDesk? The{' '}
        <a
          href={API_REFERENCE_URL}
          className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          API reference
        </a>{' '}
        lists every call it answers, for admins.
      </p>
      <AddUserDialog open={adding.open} onOpenChange={adding.onOpenChange} />
      <ResetPasswordDialog
        open={resetting.open}
        user={resetting.item}
        onOpenChange={resetting.onOpenChange}
      />
      <DeleteUserDialog
        open={deleting.open}
        user={deleting.item}
        onOpenChange={deleting.onOpenChange}
      />
      <RoleConflictDialog
        conflict={roles.conflict}
        pending={roles.pending}
        onReload={roles.reload}
        onOverwrite={roles.overwrite}
      />
    </div>
  );
}
