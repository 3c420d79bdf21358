import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/audit.js';
import {
  DEFAULT_ATTENDANCE_SETTINGS,
  NO_SHOW_AFTER_LATE,
} from '../../../shared/attendance-settings.js';
import type { CompanySettings } from '../../../shared/company-settings.js';
import { attendanceSettings } from '../../db/attendance-settings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('/api/settings: the attendance settings (issue #33)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const read = async () => {
    const response = await t.as('supervisor', 'GET', '/api/settings');
    expect(response.statusCode).toBe(200);
    return response.json<CompanySettings>();
  };
  const patch = (payload: object) => t.as('admin', 'PATCH', '/api/settings', payload);
  const settingsEntries = async () =>
    (await t.as('admin', 'GET', '/api/audit?entity=company_settings&limit=200')).json<AuditPage>()
      .entries;

  it('answers the defaults beside the rules while nothing is saved', async () => {
    expect(await read()).toMatchObject(DEFAULT_ATTENDANCE_SETTINGS);
  });

  it('keeps what an admin saves, in the table the timers read; the rules are untouched', async () => {
    const rules = await read();
    const saved = await patch({ lateAfterMinutes: 5, autoOfferNoShows: true });
    expect(saved.statusCode).toBe(200);
    const expected = { ...rules, lateAfterMinutes: 5, autoOfferNoShows: true };
    expect(saved.json()).toEqual(expected);
    expect(await read()).toEqual(expected);
    expect(await attendanceSettings(t.app.database.db)).toEqual({
      ...DEFAULT_ATTENDANCE_SETTINGS,
      lateAfterMinutes: 5,
      autoOfferNoShows: true,
    });
    const both = await patch({
      minRestHours: 9,
      noShowAfterMinutes: 45,
      positionRetentionDays: 30,
    });
    expect(both.json()).toEqual({
      ...expected,
      minRestHours: 9,
      noShowAfterMinutes: 45,
      positionRetentionDays: 30,
    });
  });

  it('lets only admins change them', async () => {
    expect(
      await t.statuses(['supervisor', 'dispatch', 'guard'], 'PATCH', '/api/settings', {
        lateAfterMinutes: 3,
      }),
    ).toEqual({ supervisor: 403, dispatch: 403, guard: 403 });
  });

  it.each<[object, string, string]>([
    [
      { lateAfterMinutes: 0 },
      'lateAfterMinutes',
      'Late after must be a whole number of minutes from 1 to 120',
    ],
    [
      { lateAfterMinutes: 2.5 },
      'lateAfterMinutes',
      'Late after must be a whole number of minutes from 1 to 120',
    ],
    [
      { noShowAfterMinutes: 241 },
      'noShowAfterMinutes',
      'No-show after must be a whole number of minutes from 2 to 240',
    ],
    [{ autoOfferNoShows: 'yes' }, 'autoOfferNoShows', 'Offer no-shows at once must be on or off'],
    [
      { positionRetentionDays: 0 },
      'positionRetentionDays',
      'Keep positions for must be a whole number of days from 1 to 3650',
    ],
    // Against the saved late time (5), and against the late time in the same patch.
    [{ noShowAfterMinutes: 5 }, 'noShowAfterMinutes', NO_SHOW_AFTER_LATE],
    [{ lateAfterMinutes: 60 }, 'noShowAfterMinutes', NO_SHOW_AFTER_LATE],
    [{ lateAfterMinutes: 20, noShowAfterMinutes: 20 }, 'noShowAfterMinutes', NO_SHOW_AFTER_LATE],
  ])('refuses %j with the field message, changing nothing', async (body, field, message) => {
    const before = await read();
    const entries = (await settingsEntries()).length;
    // A good rule beside the bad setting is not kept either.
    const response = await patch({ weeklyOvertimeHours: 41, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    expect(await read()).toEqual(before);
    expect(await settingsEntries()).toHaveLength(entries);
  });

  it('writes one audit entry that says what changed, in words', async () => {
    await patch({ lateAfterMinutes: 10, noShowAfterMinutes: 30, autoOfferNoShows: false });
    await patch({ lateAfterMinutes: 15, autoOfferNoShows: true, minRestHours: 10 });
    const [entry] = await settingsEntries();
    expect(entry).toMatchObject({ action: 'update', entity: 'company_settings', entityId: null });
    expect(entry?.before).toMatchObject({
      lateAfterMinutes: '10 min',
      autoOfferNoShows: 'Off',
      minRestHours: '9 h',
    });
    expect(entry?.after).toMatchObject({
      lateAfterMinutes: '15 min',
      autoOfferNoShows: 'On',
      minRestHours: '10 h',
      noShowAfterMinutes: '30 min',
      positionRetentionDays: '30 days',
    });
  });

  it("keeps each dispatcher's choice to be told of late guards and no-shows; admins and supervisors always are", async () => {
    const alerts = async (who: 'admin' | 'supervisor' | 'dispatch') =>
      (await t.as(who, 'GET', '/api/settings/attendance-alerts')).json<object>();
    expect(await alerts('dispatch')).toEqual({ on: false, always: false });
    expect(await alerts('admin')).toEqual({ on: true, always: true });
    expect(await alerts('supervisor')).toEqual({ on: true, always: true });
    const on = await t.as('dispatch', 'PUT', '/api/settings/attendance-alerts', { on: true });
    expect(on.json()).toEqual({ on: true, always: false });
    expect(await alerts('dispatch')).toEqual({ on: true, always: false });
    const dispatcher = await t.account('dispatch');
    expect(
      await t.app.database.db.selectFrom('attendanceAlertOptIns').select('userId').execute(),
    ).toEqual([{ userId: dispatcher.id }]);
    await t.as('dispatch', 'PUT', '/api/settings/attendance-alerts', { on: false });
    expect(await alerts('dispatch')).toEqual({ on: false, always: false });
    const bad = await t.as('dispatch', 'PUT', '/api/settings/attendance-alerts', { on: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(
      await t.statuses(
        ['guard', 'customer', 'anonymous'],
        'GET',
        '/api/settings/attendance-alerts',
      ),
    ).toEqual({ guard: 403, customer: 403, anonymous: 401 });
  });
});
