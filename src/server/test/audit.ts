import type { AuditEntry, AuditPage } from '../../shared/audit.js';
import { createTestApp, type TestApp } from './test-app.js';

/** A test app whose admin, the author of most entries, is called Ada Admin. */
export async function auditTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  const admin = await t.account('admin');
  await t.app.database.db
    .updateTable('user')
    .set({ firstName: 'Ada', lastName: 'Admin' })
    .where('id', '=', admin.id)
    .execute();
  return t;
}

/** The newest entries about one item, newest first. */
export async function entriesOf(t: TestApp, entityId: string): Promise<AuditEntry[]> {
  const page = await t.as('admin', 'GET', '/api/audit?limit=200');
  return page.json<AuditPage>().entries.filter((entry) => entry.entityId === entityId);
}

/** A coverage request's body at the location, with `changes` over the defaults. */
export const shift = (locationId: string, changes: object = {}) => ({
  date: '2031-05-12',
  startTime: '08:00',
  endTime: '16:00',
  locationId,
  assignedGuardId: null,
  notes: 'Front desk',
  ...changes,
});
