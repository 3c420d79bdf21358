import type { Kysely } from 'kysely';
import { parseRole } from '../../../shared/permissions.js';
import type { Me } from '../../../shared/profile.js';
import type { DB, UserRow } from '../../db/schema.js';
import { nowIso, toIso } from '../../db/timestamps.js';

const columns = ['id', 'email', 'firstName', 'lastName', 'role', 'createdAt'] as const;

function toMe(row: Pick<UserRow, (typeof columns)[number]>): Me {
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
        .select(columns)
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
        .returning(columns)
        .executeTakeFirst();
      return row ? toMe(row) : null;
    },
  };
}
