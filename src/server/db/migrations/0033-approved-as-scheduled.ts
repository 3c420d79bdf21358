import type { Kysely, Migration } from 'kysely';

/**
 * Timesheets payroll can use (issue #39): a week approved with shifts missing a check-in or a
 * check-out counts those shifts as scheduled, a choice the office makes on approving.
 *
 * - `timesheet_as_scheduled`: the shifts a guard's week approval counted as scheduled. They belong
 *   to the approval (deleted with it, so un-approving takes the choice back), and to the shift
 *   (deleted with it). The attendance rows are not touched: what was recorded stays as it was.
 */
export const approvedAsScheduled: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('timesheet_as_scheduled')
      .addColumn('guard_id', 'text', (c) => c.notNull())
      .addColumn('week', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) =>
        c.notNull().references('coverage_requests.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('timesheet_as_scheduled_pkey', ['guard_id', 'week', 'request_id'])
      .addForeignKeyConstraint(
        'timesheet_as_scheduled_approval_fkey',
        ['guard_id', 'week'],
        'timesheet_approvals',
        ['guard_id', 'week'],
        (constraint) => constraint.onDelete('cascade'),
      )
      .execute();
    // The coverage request's deletion finds its rows by it.
    await db.schema
      .createIndex('timesheet_as_scheduled_request_idx')
      .on('timesheet_as_scheduled')
      .column('request_id')
      .execute();
  },
};
