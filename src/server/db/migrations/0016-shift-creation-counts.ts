import type { Kysely, Migration } from 'kysely';

/**
 * How many shifts each account created each day (issue #29): a customer made thousands in a
 * second through repeating shifts. One row per account and UTC day, raised in the transaction of
 * each creation, so two creations at once cannot both pass the limit.
 */
export const shiftCreationCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shift_creation_counts')
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('created', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('shift_creation_counts_pk', ['user_id', 'day'])
      .execute();
  },
};
