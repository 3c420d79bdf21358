import { randomUUID } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Role } from '../../../shared/permissions.js';
import { USER_MESSAGES, type CreateUserSchema, type ManagedUser } from '../../../shared/users.js';
import type { Auth } from '../../auth/auth.js';
import type { Database } from '../../db/database.js';
import { editable, refusal } from '../../db/edit-version.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { actorName, recordAudit, type AuditActor, type AuditRecord } from '../../db/audited.js';
import { meColumns, toMe } from '../profile/profile.repository.js';
import {
  accountAudit,
  accountName,
  editColumns,
  managedColumns,
  toEdited,
  toManaged,
} from './user-rows.js';

type NewUser = z.output<typeof CreateUserSchema>;

/** better-auth's account timestamps, which the app's table types leave out. */
type AccountTimestamps = { account: { createdAt: string; updatedAt: string } };

/** Only reachable when an admin lost their role while deleting the other admin. */
const WOULD_LEAVE_NO_ADMIN = 'This would leave no admin: reload and try again';

const missing = () => notFound(USER_MESSAGES.notFound);

/** How an account is made: its role, and what else its creation's transaction does. */
export interface CreateOptions {
  role?: Role;
  alongside?: (trx: Transaction<DB>, created: ManagedUser) => Promise<void>;
}

/** True when a guard row is tied to the account (issue #21: the role guard needs one). */
const guardOf = async (trx: Transaction<DB>, accountId: string) =>
  (await trx
    .selectFrom('guards')
    .select('id')
    .where('accountId', '=', accountId)
    .executeTakeFirst()) !== undefined;

/** Records `audit` unless it is null (a save that changed nothing). */
async function record(trx: Transaction<DB>, actor: AuditActor, audit: AuditRecord | null) {
  if (audit) await recordAudit(trx, actor, audit);
}

/** better-auth's refusal of an email that an account already holds, or the database's. */
function isDuplicateEmail(error: unknown): boolean {
  if (error instanceof APIError) {
    return error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL';
  }
  return isUniqueViolation(error);
}

/**
 * Manage Users: every account, created with role user, its role, password and deletion. The
 * rules that keep at least one admin run in a transaction that holds the admin rows (SELECT … FOR
 * UPDATE on PostgreSQL; SQLite runs one write transaction at a time), so two admins demoting or
 * deleting each other at once cannot leave none. Ending sessions is deleting their rows: the
 * request user is read from the database on every request, so it acts on the next one.
 */
export function usersRepository(database: Database, auth: Auth) {
  const { db } = database;

  const findById = async (id: string): Promise<ManagedUser | null> => {
    const row = await db
      .selectFrom('user')
      .select(managedColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toManaged(row) : null;
  };

  /** The account `id` and every admin, locked until the transaction ends (PostgreSQL). */
  const lockAccountAndAdmins = async (trx: Transaction<DB>, id: string) => {
    const rows = await trx
      .selectFrom('user')
      .select(editColumns)
      .where((eb) => eb.or([eb('role', '=', 'admin'), eb('id', '=', id)]))
      .$if(database.dialect === 'postgres', (query) => query.forUpdate())
      .execute();
    const row = rows.find((candidate) => candidate.id === id);
    const isOnlyAdmin =
      row?.role === 'admin' && !rows.some((other) => other.role === 'admin' && other.id !== id);
    return { account: row ? toEdited(row) : undefined, isOnlyAdmin };
  };

  /** Deletes the account in `trx` (see `remove`); false when no account has the id. */
  const removeIn = async (trx: Transaction<DB>, id: string, actor: AuditActor) => {
    const { account, isOnlyAdmin } = await lockAccountAndAdmins(trx, id);
    if (!account) return false;
    if (isOnlyAdmin) throw conflict(WOULD_LEAVE_NO_ADMIN);
    // better-auth declares these ON DELETE CASCADE; deleting them here does not depend on it.
    await trx.deleteFrom('session').where('userId', '=', id).execute();
    await trx.deleteFrom('account').where('userId', '=', id).execute();
    await trx.deleteFrom('user').where('id', '=', id).execute();
    await record(trx, actor, accountAudit(account.item, null));
    return true;
  };

  return {
    findById,

    /** Every account, newest first. */
    async list(): Promise<ManagedUser[]> {
      const rows = await db
        .selectFrom('user')
        .select(managedColumns)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toManaged);
    },

    /**
     * Creates the account and its credential through better-auth (its hashing, one transaction),
     * with role user, then its audit entry. better-auth's transaction cannot take the entry, so
     * when writing it fails the account is deleted again: no account is made without its entry.
     * An email already held, whatever its case, is a 409.
     */
    /**
     * Makes an account (role user unless told, e.g. guard for an invitation) with its audit
     * entry; `alongside` runs in the entry's transaction (e.g. tying the account to its guard).
     * If that transaction fails, the account is removed again.
     */
    async create(
      input: NewUser,
      actor: AuditActor | ((created: ManagedUser) => AuditActor),
      { role = 'user', alongside }: CreateOptions = {},
    ): Promise<ManagedUser> {
      const { firstName, lastName, email, password } = input;
      try {
        const { user } = await auth.api.createUser({
          body: {
            email,
            password,
            name: `${firstName} ${lastName}`,
            role,
            data: { firstName, lastName },
          },
        });
        const created = await findById(user.id);
        if (!created) throw new Error(`account ${user.id} vanished after creation`);
        const by = typeof actor === 'function' ? actor(created) : actor;
        await db
          .transaction()
          .execute(async (trx) => {
            await record(trx, by, accountAudit(null, created));
            await alongside?.(trx, created);
          })
          .catch(async (error: unknown) => {
            await db.deleteFrom('user').where('id', '=', created.id).execute();
            throw error;
          });
        return created;
      } catch (error) {
        if (isDuplicateEmail(error)) throw conflict(USER_MESSAGES.duplicateEmail);
        throw error;
      }
    },

    /**
     * Sets the role of the account at `version`, raising it, and returns the account, or null
     * when no account has the id. Refuses a change based on another version (409 STALE) and one
     * that would demote the only admin (409). Choosing the role it has changes nothing.
     */
    updateRole(
      id: string,
      role: Role,
      version: number,
      actor: AuditActor,
    ): Promise<ManagedUser | null> {
      return db.transaction().execute(async (trx) => {
        const { account: found, isOnlyAdmin } = await lockAccountAndAdmins(trx, id);
        if (!found) return null;
        const account = editable(found, version, missing);
        if (role === account.role) return account;
        if (isOnlyAdmin && role !== 'admin') throw conflict(USER_MESSAGES.lastAdmin);
        if (role === 'guard' && !(await guardOf(trx, id))) {
          throw badRequest(USER_MESSAGES.guardNeedsGuard);
        }
        const now = nowIso();
        const row = await trx
          .updateTable('user')
          .set((eb) => ({
            role,
            version: eb('version', '+', 1),
            roleUpdatedAt: now,
            roleUpdatedByName: actorName(actor),
            updatedAt: now,
          }))
          .where('id', '=', id)
          .where('version', '=', version)
          .returning(managedColumns)
          .executeTakeFirst();
        if (!row) {
          const current = await trx
            .selectFrom('user')
            .select(editColumns)
            .where('id', '=', id)
            .executeTakeFirst();
          throw refusal(current ? toEdited(current) : null, missing);
        }
        const updated = toManaged(row);
        await record(trx, actor, accountAudit(account, updated));
        return updated;
      });
    },

    /**
     * Replaces the credential password (hashed as better-auth hashes) and ends the account's
     * sessions, all but `keepSessionId` (the admin's own when resetting their own password).
     * Returns false when no account has the id.
     */
    async resetPassword(
      id: string,
      newPassword: string,
      keepSessionId: string | null,
      actor: AuditActor,
    ): Promise<boolean> {
      const hash = await (await auth.$context).password.hash(newPassword);
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('user')
          .select(meColumns)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return false;
        const user = toMe(row);
        const accounts = trx.withTables<AccountTimestamps>();
        const now = nowIso();
        const updated = await accounts
          .updateTable('account')
          .set({ password: hash, updatedAt: now })
          .where('userId', '=', id)
          .where('providerId', '=', 'credential')
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) {
          // No credential yet (never the case for accounts made here): add one, as better-auth does.
          await accounts
            .insertInto('account')
            .values({
              id: randomUUID(),
              userId: id,
              providerId: 'credential',
              accountId: id,
              password: hash,
              createdAt: now,
              updatedAt: now,
            })
            .execute();
        }
        let ending = trx.deleteFrom('session').where('userId', '=', id);
        if (keepSessionId) ending = ending.where('id', '!=', keepSessionId);
        await ending.execute();
        await record(trx, actor, {
          action: 'reset-password',
          entity: 'user',
          entityId: id,
          label: accountName(user),
        });
        return true;
      });
    },

    /**
     * Deletes the account with its sessions and credentials; what it created stays, with its
     * user id set null (the domain tables' foreign keys). Refuses the admin's own account (400)
     * and the only admin (409). Returns false when no account has the id.
     */
    async remove(id: string, actor: AuditActor): Promise<boolean> {
      if (id === actor.id) throw badRequest(USER_MESSAGES.cannotDeleteSelf);
      return db.transaction().execute((trx) => removeIn(trx, id, actor));
    },

    /** As `remove`, inside the caller's transaction (a guard removed with their account). */
    removeIn,
  };
}
