import type { Kysely, Migration } from 'kysely';

/** The tables whose rows people edit in a dialog: coverage requests, locations and guards. */
const EDITED_TABLES = ['coverage_requests', 'locations', 'guards'] as const;

/**
 * Edit versions (issue #20): every edit carries the version it was based on, and a save based on
 * an older one is refused (409) instead of silently replacing what someone else saved meanwhile.
 * Each edited row counts its saves from 1; the answer to a stale save says who saved last and
 * when: `updated_at` (which these tables already had) and `updated_by_name`, the name as it was
 * when they saved, so it outlives their account as the audit log's actor_name does. Both stay as
 * they are for a row never edited (null name).
 *
 * On better-auth's `user` table only role changes count (Manage Users' role selector): a
 * person's own name change on Profile is no reason to refuse an admin's role change, so the
 * role's last change has columns of its own rather than the row's `updated_at`.
 *
 * New columns with constants as defaults: neither database rewrites the table, and no trigger
 * (coverage_requests' counts and versions, migrations 0005 and 0006) fires.
 */
export const editVersions: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of EDITED_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.alterTable(table).addColumn('updated_by_name', 'text').execute();
    }
    await db.schema
      .alterTable('user')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('user').addColumn('role_updated_at', 'text').execute();
    await db.schema.alterTable('user').addColumn('role_updated_by_name', 'text').execute();
  },
};
