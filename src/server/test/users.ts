import type { ManagedUser } from '../../shared/users.js';
import type { Role } from '../../shared/permissions.js';
import type { TestApp } from './test-app.js';

/**
 * Helpers over one test app: the listing, one account's row, role changes by cookie (based on the
 * account's version as it is when the change is sent, as from a freshly loaded Manage Users).
 */
export function helpers(t: TestApp) {
  const db = () => t.app.database.db;
  return {
    listed: async () => (await t.as('admin', 'GET', '/api/users')).json<ManagedUser[]>(),
    roleOf: async (id: string) =>
      (await db().selectFrom('user').select('role').where('id', '=', id).executeTakeFirst())?.role,
    adminCount: async () =>
      (await db().selectFrom('user').select('id').where('role', '=', 'admin').execute()).length,
    setRole: async (cookie: string, id: string, role: Role) => {
      const row = await db()
        .selectFrom('user')
        .select('version')
        .where('id', '=', id)
        .executeTakeFirst();
      const payload = { role, version: row?.version ?? 1 };
      return t.request({ method: 'PATCH', url: `/api/users/${id}`, cookie, payload });
    },
    me: (cookie: string) => t.request({ method: 'GET', url: '/api/me', cookie }),
  };
}
