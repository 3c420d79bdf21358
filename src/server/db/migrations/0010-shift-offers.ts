import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Filling shifts (issue #21): guard accounts, their invitations, offers of open shifts to guards,
 * call-outs, time to fill, and the devices that take Web Push notifications.
 *
 * - guards.account_id: the `guard` account tied to the row, one at most (a unique index: SQLite
 *   cannot add a UNIQUE column).
 * - guard_invites: one live invitation per guard, its token kept only as a hash.
 * - coverage_requests: when the request last became open (created without a guard, called out,
 *   its guard removed) and when a guard was then assigned, for time to fill; null where unknown,
 *   as for every request made before this migration. Who called out, why and when.
 * - shift_offers: one row per request and guard; the first accept takes the request.
 * - push_subscriptions: one per browser that allowed notifications.
 */
export const shiftOffers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('guards')
      .addColumn('account_id', 'text', (c) => c.references('user.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('guards_account_key')
      .on('guards')
      .column('account_id')
      .unique()
      .execute();

    await db.schema
      .createTable('guard_invites')
      .addColumn('guard_id', 'text', (c) =>
        c.primaryKey().references('guards.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    for (const column of ['opened_at', 'filled_at', 'call_out_reason', 'called_out_at']) {
      await db.schema.alterTable('coverage_requests').addColumn(column, 'text').execute();
    }
    await db.schema
      .alterTable('coverage_requests')
      .addColumn('called_out_guard_id', 'text', (c) =>
        c.references('guards.id').onDelete('set null'),
      )
      .execute();
    await db.schema
      .alterTable('coverage_requests')
      .addColumn('called_out_guard_name', 'text')
      .execute();
    // The open-shifts board: requests without a guard, by date; this week's fills; a guard's shifts.
    await sql`create index coverage_requests_open_idx on coverage_requests (date, start_time)
      where assigned_guard_name is null`.execute(db);
    await sql`create index coverage_requests_filled_idx on coverage_requests (filled_at)
      where filled_at is not null`.execute(db);
    await db.schema
      .createIndex('coverage_requests_guard_date_idx')
      .on('coverage_requests')
      .columns(['assigned_guard_id', 'date'])
      .execute();

    await db.schema
      .createTable('shift_offers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('request_id', 'text', (c) =>
        c.notNull().references('coverage_requests.id').onDelete('cascade'),
      )
      .addColumn('guard_id', 'text', (c) => c.notNull().references('guards.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .check(sql`status in ('pending', 'accepted', 'declined', 'withdrawn', 'taken', 'ended')`),
      )
      .addColumn('offered_by', 'text', (c) => c.references('user.id').onDelete('set null'))
      .addColumn('offered_by_name', 'text', (c) => c.notNull())
      .addColumn('offered_at', 'text', (c) => c.notNull())
      .addColumn('answered_at', 'text')
      .addUniqueConstraint('shift_offers_request_guard_key', ['request_id', 'guard_id'])
      .execute();
    await db.schema
      .createIndex('shift_offers_guard_idx')
      .on('shift_offers')
      .columns(['guard_id', 'status'])
      .execute();

    await db.schema
      .createTable('push_subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('endpoint', 'text', (c) => c.notNull().unique())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('push_subscriptions_user_idx')
      .on('push_subscriptions')
      .column('user_id')
      .execute();
  },
};
