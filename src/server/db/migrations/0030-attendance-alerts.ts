import type { Kysely, Migration } from 'kysely';

/**
 * Attendance alerts by push for dispatchers (issue #33): admins and supervisors are always told
 * when a guard is late or a no-show; a dispatcher is told on their phone only once they chose to
 * (one row each). Every office screen shows the live event either way.
 */
export const attendanceAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('attendance_alert_opt_ins')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
