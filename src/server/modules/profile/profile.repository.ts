import type { Kysely } from 'kysely';
import { parseRole } from '../../../shared/permissions.js';
import type { Me } from '../../../shared/profile.js';
import type { DB } from '../../db/schema.js';
import { nowIso, toIso } from '../../db/timestamps.js';

/** Reads and updates the signed-in user's own profile (better-auth's user table). */
export function profileRepository(db: Kysely<DB>) {
  return {
    async findById(id: string): Promise<Me | null> {
      const row = await db
        .selectFrom('user')
        .select(['id', 'email', 'firstName', 'lastName', 'role', 'createdAt'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        email: row.email,
        firstName: row.firstName ?? '',
        lastName: row.lastName ?? '',
        role: parseRole(row.role),
        createdAt: toIso(row.createdAt),
      };
    },

    async updateNames(id: string, firstName: string, lastName: string): Promise<void> {
      await db
        .updateTable('user')
        .set({ firstName, lastName, name: `${firstName} ${lastName}`, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
    },
  };
}
