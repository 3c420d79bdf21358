import type { ManagedUser } from '../../../shared/users.js';
import type { EditedRow } from '../../db/edit-version.js';
import type { UserRow } from '../../db/schema.js';
import { itemAudit } from '../../db/audited.js';
import { meColumns, toMe } from '../profile/profile.repository.js';

/** An account's row as Manage Users reads it and as the audit trail records it. */

/** The `user` columns Manage Users reads: the account as GET /api/me answers it, and its version. */
export const managedColumns = [...meColumns, 'version'] as const;
/** …and, for a role change, who changed its role last and when. */
export const editColumns = [...managedColumns, 'roleUpdatedAt', 'roleUpdatedByName'] as const;

export const toManaged = (row: Pick<UserRow, (typeof managedColumns)[number]>): ManagedUser => ({
  ...toMe(row),
  version: row.version,
});

/** An account as a role change reads it; before its first role change, its creation counts. */
export const toEdited = (
  row: Pick<UserRow, (typeof editColumns)[number]>,
): EditedRow<ManagedUser> => ({
  item: toManaged(row),
  lastSave: { by: row.roleUpdatedByName, at: row.roleUpdatedAt ?? row.createdAt },
});

export const accountName = (user: Pick<ManagedUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The trail's entry for an account created, changed or deleted (its name, email and role). */
export const accountAudit = (before: ManagedUser | null, after: ManagedUser | null) =>
  itemAudit(
    'user',
    accountName,
    before && { ...before, name: accountName(before) },
    after && { ...after, name: accountName(after) },
  );
