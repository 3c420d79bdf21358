import type { Kysely, Migration } from 'kysely';

/**
 * The sign-in guard's tables (src/server/auth/sign-in-guard.ts): counters of failed sign-ins per
 * account and address, and the devices and addresses each account signed in from. Times are
 * milliseconds since the epoch, compared in SQL only.
 */
export const signInGuardTables: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sign_in_sources')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('last_success_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_in_sources_pk', ['email', 'source'])
      .execute();
  },
};
