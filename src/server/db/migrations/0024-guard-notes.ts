import type { Kysely, Migration } from 'kysely';

/**
 * A note for the guard (issue #31): `guard_note` is what the guard on the shift is told (on My
 * Shifts, in the offer text when it fits, in their calendar feed); `notes` stays the office's own,
 * never shown to a guard. Requests made before have none.
 */
export const guardNotes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('coverage_requests').addColumn('guard_note', 'text').execute();
  },
};
