import type { Kysely, Migration } from 'kysely';

/**
 * An approved week keeps what it approved (issue #40): `timesheet_approvals.approved_sheet` holds
 * the guard's sheet as approved (its lines and sums, JSON), and the timesheet and the payroll file
 * of an approved week read it instead of counting the shifts again. The writes frozen-weeks.ts
 * refuses cannot reach it, nor can what it does not guard: a guard or a post renamed, the
 * company's overtime limits changed. Approvals made before it have none (null) and read the
 * shifts as before.
 */
export const approvedSheets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('timesheet_approvals').addColumn('approved_sheet', 'text').execute();
  },
};
