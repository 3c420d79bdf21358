import type { Kysely } from 'kysely';
import type { DirectoryEntry } from '../../../shared/messenger.js';
import { PERMISSIONS } from '../../../shared/permissions.js';
import type { DB } from '../../db/schema.js';

/** The roles that may use the messenger (DECISIONS.md): the people one can chat with. */
const MESSENGER_ROLES = PERMISSIONS.messenger;

/** The people of the messenger: accounts whose role lets them use it. */
export function directoryRepository(db: Kysely<DB>) {
  return {
    /** Everyone but `userId` who may use the messenger, by first then last name (ignoring case). */
    async list(userId: string): Promise<DirectoryEntry[]> {
      const rows = await db
        .selectFrom('user')
        .select(['id', 'firstName', 'lastName', 'email'])
        .where('id', '!=', userId)
        .where('role', 'in', MESSENGER_ROLES)
        .orderBy((eb) => eb.fn('lower', ['firstName']))
        .orderBy((eb) => eb.fn('lower', ['lastName']))
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        firstName: row.firstName ?? '',
        lastName: row.lastName ?? '',
      }));
    },

    /** Of `ids`, those that name no account, or one whose role keeps it out of the messenger. */
    async unavailable(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const available = await db
        .selectFrom('user')
        .select('id')
        .where('id', 'in', ids)
        .where('role', 'in', MESSENGER_ROLES)
        .execute();
      const found = new Set(available.map((row) => row.id));
      return ids.filter((id) => !found.has(id));
    },
  };
}
