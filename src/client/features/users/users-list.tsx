import { KeyRound, Trash2 } from 'lucide-react';
import type { Role } from '../../../shared/permissions';
import type { ManagedUser } from '../../../shared/users';
import { ListCard, ResponsiveList } from '../../components/responsive-list';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { RoleBadge, RoleSelect } from './role-controls';

export interface UserActions {
  /** The signed-in admin: their own row cannot be deleted. */
  meId: string;
  /** The account whose role is being saved, if any: its selector waits. */
  savingRoleOf: string | null;
  onRoleChange: (user: ManagedUser, role: Role) => void;
  onResetPassword: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
}

interface UsersListProps extends UserActions {
  users: ManagedUser[];
}

/** Every account: a table from 768 px up, stacked cards on phones. */
export function UsersList(props: UsersListProps) {
  return (
    <ResponsiveList
      label="Users"
      table={<UsersTable {...props} />}
      cards={props.users.map((user) => (
        <UserCard key={user.id} user={user} {...props} />
      ))}
    />
  );
}

function fullName(user: ManagedUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || 'No name';
}

function NameCell({ user, meId }: { user: ManagedUser; meId: string }) {
  return (
    <span className="flex flex-wrap items-center gap-2 font-medium break-words">
      {fullName(user)}
      {user.id === meId ? <Badge variant="muted">You</Badge> : null}
    </span>
  );
}

function RowButtons({
  user,
  meId,
  onResetPassword,
  onDelete,
}: { user: ManagedUser } & UserActions) {
  const own = user.id === meId;
  return (
    <div className="flex flex-wrap gap-2 md:flex-nowrap md:justify-end">
      <Button
        variant="outline"
        size="sm"
        aria-label={`Reset Password for ${user.email}`}
        onClick={() => onResetPassword(user)}
      >
        <KeyRound aria-hidden="true" />
        Reset Password
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        aria-label={`Delete ${user.email}`}
        title={own ? 'You cannot delete your own account' : undefined}
        disabled={own}
        onClick={() => onDelete(user)}
      >
        <Trash2 aria-hidden="true" />
        Delete
      </Button>
    </div>
  );
}

function roleSelect(user: ManagedUser, actions: UserActions, idPrefix: string) {
  return (
    <RoleSelect
      id={`${idPrefix}-${user.id}`}
      label={`Role for ${user.email}`}
      role={user.role}
      disabled={actions.savingRoleOf === user.id}
      onChange={(role) => actions.onRoleChange(user, role)}
    />
  );
}

function UsersTable({ users, ...actions }: UsersListProps) {
  return (
    <Table aria-label="Users">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Change Role</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              <NameCell user={user} meId={actions.meId} />
            </TableCell>
            <TableCell className="[overflow-wrap:anywhere]">{user.email}</TableCell>
            <TableCell>
              <RoleBadge role={user.role} />
            </TableCell>
            <TableCell className="min-w-44 align-top">
              {roleSelect(user, actions, 'role')}
            </TableCell>
            <TableCell className="w-px whitespace-nowrap">
              <RowButtons user={user} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function UserCard({ user, ...actions }: { user: ManagedUser } & UserActions) {
  return (
    <ListCard>
      <div className="flex flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <NameCell user={user} meId={actions.meId} />
          <RoleBadge role={user.role} />
        </div>
        <span className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{user.email}</span>
      </div>
      {roleSelect(user, actions, 'role-card')}
      <RowButtons user={user} {...actions} />
    </ListCard>
  );
}
