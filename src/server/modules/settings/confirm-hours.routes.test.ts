import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/audit.js';
import type { CompanySettings } from '../../../shared/company-settings.js';
import { attendanceSettings } from '../../db/attendance-settings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const RANGE = 'Remind to confirm must be a whole number of hours from 1 to 48';

/** Issue #39: how many hours before a shift a guard without the app is reminded to confirm it. */
describe('/api/settings: confirmHoursBefore', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const read = async () => (await t.as('dispatch', 'GET', '/api/settings')).json<CompanySettings>();
  const patch = (payload: object) => t.as('admin', 'PATCH', '/api/settings', payload);

  it('is 12 until an admin sets it, from 1 to 48, kept where the reminders read it', async () => {
    expect((await read()).confirmHoursBefore).toBe(12);
    for (const hours of [1, 48, 24]) {
      const saved = await patch({ confirmHoursBefore: hours });
      expect(saved.statusCode).toBe(200);
      expect(saved.json<CompanySettings>().confirmHoursBefore).toBe(hours);
    }
    expect((await read()).confirmHoursBefore).toBe(24);
    expect((await attendanceSettings(t.app.database.db)).confirmHoursBefore).toBe(24);
    const entries = (
      await t.as('admin', 'GET', '/api/audit?entity=company_settings&limit=200')
    ).json<AuditPage>().entries;
    expect(entries[0]).toMatchObject({
      before: { confirmHoursBefore: '48 h' },
      after: { confirmHoursBefore: '24 h' },
    });
  });

  it.each([0, 49, 1.5, '12', null])(
    'refuses %j with the range, and keeps what it was',
    async (value) => {
      const before = (await read()).confirmHoursBefore;
      const refused = await patch({ confirmHoursBefore: value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: RANGE, fields: { confirmHoursBefore: RANGE } });
      expect((await read()).confirmHoursBefore).toBe(before);
    },
  );

  it('lets only admins change it', async () => {
    expect(
      await t.statuses(['supervisor', 'dispatch', 'guard', 'customer'], 'PATCH', '/api/settings', {
        confirmHoursBefore: 6,
      }),
    ).toEqual({ supervisor: 403, dispatch: 403, guard: 403, customer: 403 });
  });
});
