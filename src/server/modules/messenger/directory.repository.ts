import type { Kysely } from 'kysely';
import type { DirectoryEntry } from '../../../shared/messenger.js';
import {
  isStaff,
  messengerContactRoles,
  parseRole,
  PERMISSIONS,
  type MaybeRole,
  type Role,
} from '../../../shared/permissions.js';
import type { DB } from '../../db/schema.js';

/** Who is looking: the directory depends on their role (permissions.ts, messengerContactRoles). */
export interface DirectoryViewer {
  id: string;
  role: MaybeRole;
}

/** The people of the messenger: accounts whose role lets them use it. */
export function directoryRepository(db: Kysely<DB>) {
  return {
    /**
     * Everyone but the viewer whom the viewer may message, by first then last name (ignoring
     * case). Only staff see emails: outside people (customers) get names alone.
     */
    async list(viewer: DirectoryViewer): Promise<DirectoryEntry[]> {
      const contactRoles = messengerContactRoles(viewer.role);
      if (contactRoles.length === 0) return [];
      const rows = await db
        .selectFrom('user')
        .select(['id', 'firstName', 'lastName', 'email'])
        .where('id', '!=', viewer.id)
        .where('role', 'in', contactRoles)
        .orderBy((eb) => eb.fn('lower', ['firstName']))
        .orderBy((eb) => eb.fn('lower', ['lastName']))
        .orderBy('id')
        .execute();
      const showEmail = isStaff(viewer.role);
      return rows.map((row) => ({
        id: row.id,
        email: showEmail ? row.email : null,
        firstName: row.firstName ?? '',
        lastName: row.lastName ?? '',
      }));
    },

    /** The messenger role of each of `ids` that names an account allowed the messenger. */
    async messengerRoles(ids: readonly string[]): Promise<Map<string, Role>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('user')
        .select(['id', 'role'])
        .where('id', 'in', ids)
        .where('role', 'in', PERMISSIONS.messenger)
        .execute();
      const roles = new Map<string, Role>();
      for (const row of rows) {
        const role = parseRole(row.role);
        if (role) roles.set(row.id, role);
      }
      return roles;
    },
  };
}
