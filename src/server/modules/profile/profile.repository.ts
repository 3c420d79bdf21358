import type { Kysely } from 'kysely';
import { parseRole } from '../../../shared/permissions.js';
import type { Me } from '../../../shared/profile.js';
import type { DB, UserRow } from '../../db/schema.js';
import { nowIso, toIso } from '../../db/timestamps.js';

/** The `user` columns an account is read with (GET /api/me, Manage Users); never a secret. */
export const meColumns = ['id', 'email', 'firstName', 'lastName', 'role', 'createdAt'] as const;

/** An account row as the API returns it: names never null, the role one of the five or null. */
export function toMe(row: Pick<UserRow, (typeof meColumns)[number]>): Me {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    role: parseRole(row.role),
    createdAt: toIso(row.createdAt),
  };
}

/** Reads and updates the signed-in user's own profile (better-auth's user table). */
export function profileRepository(db: Kysely<DB>) {
  return {
    async findById(id: string): Promise<Me | null> {
      const row = await db
        .selectFrom('user')
        .select(meColumns)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toMe(row) : null;
    },

    /** Saves both names and returns the profile as saved, or null when the account is gone. */
    async updateNames(id: string, firstName: string, lastName: string): Promise<Me | null> {
      const row = await db
        .updateTable('user')
        .set({ firstName, lastName, name: `${firstName} ${lastName}`, updatedAt: nowIso() })
        .where('id', '=', id)
        .returning(meColumns)
        .executeTakeFirst();
      return row ? toMe(row) : null;
    },
  };
}
