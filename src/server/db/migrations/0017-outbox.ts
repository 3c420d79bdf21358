import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The outbox (issue #30): every notification (push, e-mail, text message) is a row written in
 * the transaction of the change that causes it, then delivered by a worker with retries, so a
 * crash between the commit and the send loses nothing. `offer_id` ties a message to the offer
 * it carries (Find cover shows each offer's delivery per channel); `provider_id` is the SMS
 * provider's id of a sent text (its status callbacks name it); `delivery` is what the provider
 * last said of it ('queued', 'sent', 'delivered', 'undelivered', 'failed').
 */
export const outbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('channel', 'text', (c) =>
        c.notNull().check(sql`channel in ('push', 'mail', 'sms')`),
      )
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('offer_id', 'text', (c) => c.references('shift_offers.id').onDelete('set null'))
      .addColumn('provider_id', 'text')
      .addColumn('delivery', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    // The worker's question: what is due now. Sent rows stay for the record, out of this index.
    await sql`create index outbox_due_idx on outbox (next_attempt_at)
        where status in ('pending', 'sending')`.execute(db);
    await db.schema.createIndex('outbox_offer_idx').on('outbox').column('offer_id').execute();
    await sql`create unique index outbox_provider_idx on outbox (provider_id)
        where provider_id is not null`.execute(db);

    // The sandbox provider's texts (demos only): those it 'sent' and the guards' answers an
    // admin typed on the Text messages screen.
    await db.schema
      .createTable('sms_sandbox_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('out', 'in')`))
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sms_sandbox_messages_phone_idx')
      .on('sms_sandbox_messages')
      .columns(['phone', 'created_at'])
      .execute();
  },
};
