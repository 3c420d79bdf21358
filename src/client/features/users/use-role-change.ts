import { useState } from 'react';
import type { StaleAnswer } from '../../../shared/edit-version';
import type { Role } from '../../../shared/permissions';
import { ManagedUserSchema, USER_MESSAGES, type ManagedUser } from '../../../shared/users';
import { staleAnswer } from '../../lib/edit-conflict';
import { withServerToasts } from '../../lib/mutation-toasts';
import { useUpdateRole } from './api';

/** A role change refused because the account changed since the list showed it (issue #20). */
export interface RoleConflict {
  answer: StaleAnswer<ManagedUser>;
  /** The role the admin chose. */
  role: Role;
}

/**
 * Manage Users' role selector: a change based on the version the list showed. A stale one opens
 * the conflict, whose Reload shows the account as it is now (the list refreshes on a conflict)
 * and whose Overwrite sends the chosen role again, based on the current version.
 */
export function useRoleChange() {
  const updateRole = useUpdateRole();
  const [savingRoleOf, setSavingRoleOf] = useState<string | null>(null);
  const [conflict, setConflict] = useState<RoleConflict | null>(null);

  const save = (user: ManagedUser, role: Role, version: number) => {
    setSavingRoleOf(user.id);
    updateRole.mutate(
      { id: user.id, role, version },
      {
        ...withServerToasts(USER_MESSAGES.roleUpdated(role), 'Failed to update role', {
          done: () => setConflict(null),
          failed: () => setConflict(null),
          shown: (error) => {
            const answer = staleAnswer(error, ManagedUserSchema);
            if (answer) setConflict({ answer, role });
            return answer !== null;
          },
        }),
        onSettled: () => setSavingRoleOf(null),
      },
    );
  };

  return {
    savingRoleOf,
    conflict,
    pending: updateRole.isPending,
    changeRole: (user: ManagedUser, role: Role) => {
      if (role !== user.role) save(user, role, user.version);
    },
    reload: () => setConflict(null),
    overwrite: () => {
      if (conflict) save(conflict.answer.current, conflict.role, conflict.answer.current.version);
    },
  };
}
