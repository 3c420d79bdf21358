import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Guard, GuardListItem, GuardValues } from '../../../shared/guards.js';
import { guardNameKey } from '../../../shared/import-existing.js';
import { insertInBatches, withinTransaction } from '../../db/batches.js';
import type { EditedRow } from '../../db/edit-version.js';
import type { DB } from '../../db/schema.js';
import { nowIso } from '../../db/timestamps.js';
import { qualificationsRepository } from '../qualifications/qualifications.repository.js';

const columns = [
  'id',
  'firstName',
  'lastName',
  'contactNumber',
  'email',
  'guardCard',
  'expDate',
  'version',
] as const;

/** A stored guard's id and name. */
export interface StoredGuardName {
  id: string;
  firstName: string;
  lastName: string;
}

/** Guards: names, contact details and guard-card expiry. */
export function guardsRepository(db: Kysely<DB>) {
  return {
    /**
     * Every stored guard by the import key (import-existing.ts) of their name; several may share
     * one. One query over the table, a few thousand names in a staffing company; compared here,
     * not in SQL, because SQLite's lower() knows ASCII letters only and both databases must
     * compare alike.
     */
    async byNameKey(): Promise<Map<string, StoredGuardName[]>> {
      const rows = await db.selectFrom('guards').select(['id', 'firstName', 'lastName']).execute();
      const byKey = new Map<string, StoredGuardName[]>();
      for (const row of rows) {
        const key = guardNameKey(row);
        const list = byKey.get(key);
        if (list) list.push(row);
        else byKey.set(key, [row]);
      }
      return byKey;
    },

    /** All guards ordered by first name, then last name, each with their qualifications. */
    async list(): Promise<GuardListItem[]> {
      const [guards, held] = await Promise.all([
        db.selectFrom('guards').select(columns).orderBy('firstName').orderBy('lastName').execute(),
        qualificationsRepository(db).heldByGuard(),
      ]);
      return guards.map((guard) => ({ ...guard, qualifications: held.get(guard.id) ?? [] }));
    },

    /**
     * The guard and its last save, or null; `lock` holds its row until the transaction ends
     * (PostgreSQL).
     */
    async find(id: string, { lock = false } = {}): Promise<EditedRow<Guard> | null> {
      const row = await db
        .selectFrom('guards')
        .select([...columns, 'updatedAt', 'updatedByName'])
        .where('id', '=', id)
        .$if(lock, (query) => query.forUpdate())
        .executeTakeFirst();
      if (!row) return null;
      const { updatedAt, updatedByName, ...guard } = row;
      return { item: guard, lastSave: { by: updatedByName, at: updatedAt } };
    },

    /** The guard's CoverDesk account (id and role), or undefined when they have none. */
    accountOf(id: string) {
      return db
        .selectFrom('guards')
        .innerJoin('user', 'user.id', 'guards.accountId')
        .select(['user.id', 'user.role'])
        .where('guards.id', '=', id)
        .executeTakeFirst();
    },

    async create(values: GuardValues, userId: string): Promise<Guard> {
      const now = nowIso();
      const guard: Guard = { id: randomUUID(), ...values, version: 1 };
      await db
        .insertInto('guards')
        .values({ ...guard, userId, createdAt: now, updatedAt: now })
        .execute();
      return guard;
    },

    /**
     * Saves the fields on the guard at `version`, raising it, in the name of `by`. Returns the
     * guard as saved, or null when no guard has the id and that version.
     */
    async update(
      id: string,
      values: GuardValues,
      version: number,
      by: string,
    ): Promise<Guard | null> {
      const result = await db
        .updateTable('guards')
        .set((eb) => ({
          ...values,
          version: eb('version', '+', 1),
          updatedAt: nowIso(),
          updatedByName: by,
        }))
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? { id, ...values, version: version + 1 } : null;
    },

    /**
     * Deletes the guard; coverage requests keep assigned_guard_name and lose the id (the
     * foreign key sets it null), so history still shows who covered.
     */
    /** Ends the guard's pending invitation, if any: its link no longer opens an account. */
    async endInvite(id: string): Promise<void> {
      await db.deleteFrom('guardInvites').where('guardId', '=', id).execute();
    },

    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('guards').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Inserts every guard of an import in one transaction (the caller's when given): all or
     * nothing. Answers their ids, in the order given.
     */
    async importNames(
      names: readonly { firstName: string; lastName: string }[],
      userId: string,
    ): Promise<string[]> {
      const now = nowIso();
      const rows = names.map(({ firstName, lastName }) => ({
        id: randomUUID(),
        firstName,
        lastName,
        contactNumber: null,
        email: null,
        guardCard: null,
        expDate: null,
        userId,
        createdAt: now,
        updatedAt: now,
      }));
      await withinTransaction(db, (trx) => insertInBatches(trx, 'guards', rows));
      return rows.map((row) => row.id);
    },
  };
}
