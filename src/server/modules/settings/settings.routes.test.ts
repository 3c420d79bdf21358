import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/audit.js';
import { DEFAULT_ATTENDANCE_SETTINGS } from '../../../shared/attendance-settings.js';
import { DEFAULT_COMPANY_RULES } from '../../../shared/company-rules.js';
import type { CompanySettings } from '../../../shared/company-settings.js';
import { DEFAULT_TEXT_CAPS } from '../../../shared/text-caps.js';
import { entriesOf } from '../../test/audit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('/api/settings: the company rules (issue #32)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The rules' defaults, with the attendance settings' (issue #33) and text caps' (#40) beside them. */
  const DEFAULTS = {
    ...DEFAULT_COMPANY_RULES,
    ...DEFAULT_ATTENDANCE_SETTINGS,
    ...DEFAULT_TEXT_CAPS,
    companyName: 'CoverDesk',
    officePhone: null,
  };
  const read = async () => {
    const response = await t.as('dispatch', 'GET', '/api/settings');
    expect(response.statusCode).toBe(200);
    return response.json<CompanySettings>();
  };
  const patch = (payload: object) => t.as('admin', 'PATCH', '/api/settings', payload);
  const settingsEntries = async () =>
    (await t.as('admin', 'GET', '/api/audit?entity=company_settings&limit=200')).json<AuditPage>()
      .entries;

  it('answers the defaults while nothing is saved', async () => {
    expect(await read()).toEqual(DEFAULTS);
    const rows = await t.app.database.db.selectFrom('companySettings').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('lets the office read and only admins change them; guards and customers read nothing', async () => {
    expect(
      await t.statuses(
        ['admin', 'supervisor', 'dispatch', 'customer', 'guard', 'user', 'none', 'anonymous'],
        'GET',
        '/api/settings',
      ),
    ).toEqual({
      admin: 200,
      supervisor: 200,
      dispatch: 200,
      customer: 403,
      guard: 403,
      user: 403,
      none: 403,
      anonymous: 401,
    });
    expect(
      await t.statuses(
        ['supervisor', 'dispatch', 'customer', 'guard', 'anonymous'],
        'PATCH',
        '/api/settings',
        { weeklyOvertimeHours: 20 },
      ),
    ).toEqual({ supervisor: 403, dispatch: 403, customer: 403, guard: 403, anonymous: 401 });
    expect(await read()).toEqual(DEFAULTS);
  });

  it('keeps what an admin saves, answers every rule, and a partial change keeps the rest', async () => {
    const saved = await patch({
      weeklyOvertimeHours: 37.5,
      dailyOvertimeHours: 8,
      minRestHours: 10,
      weekStartsOn: 0,
    });
    expect(saved.statusCode).toBe(200);
    const all = {
      ...DEFAULTS,
      weeklyOvertimeHours: 37.5,
      dailyOvertimeHours: 8,
      minRestHours: 10,
      weekStartsOn: 0,
    };
    expect(saved.json()).toEqual(all);
    expect(await read()).toEqual(all);

    const partial = await patch({ minRestHours: 11.5 });
    expect(partial.json()).toEqual({ ...all, minRestHours: 11.5 });
    const off = await patch({ dailyOvertimeHours: null });
    expect(off.json()).toEqual({ ...all, minRestHours: 11.5, dailyOvertimeHours: null });
    expect(await read()).toEqual({ ...all, minRestHours: 11.5, dailyOvertimeHours: null });
  });

  it.each<[object, string, string]>([
    [
      { weeklyOvertimeHours: 0 },
      'weeklyOvertimeHours',
      'Weekly overtime must be from 1 to 168 hours',
    ],
    [
      { weeklyOvertimeHours: 200 },
      'weeklyOvertimeHours',
      'Weekly overtime must be from 1 to 168 hours',
    ],
    [
      { weeklyOvertimeHours: '40' },
      'weeklyOvertimeHours',
      'Weekly overtime must be from 1 to 168 hours',
    ],
    [{ dailyOvertimeHours: 25 }, 'dailyOvertimeHours', 'Daily overtime must be from 1 to 24 hours'],
    [{ minRestHours: 8.25 }, 'minRestHours', 'Hours must be whole or half hours (e.g. 37.5)'],
    [{ minRestHours: -1 }, 'minRestHours', 'Rest between shifts must be from 0 to 24 hours'],
    [
      { weekStartsOn: 7 },
      'weekStartsOn',
      'The week must start on a day from 0 (Sunday) to 6 (Saturday)',
    ],
  ])('refuses %j with the field message, changing nothing', async (body, field, message) => {
    const before = await read();
    const entries = (await settingsEntries()).length;
    // A good rule beside the bad one is not kept either.
    const response = await patch({ minRestHours: 9, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await read()).toEqual(before);
    expect(await settingsEntries()).toHaveLength(entries);
  });

  it('writes an audit entry that says what changed, in words; none for a save that changes nothing', async () => {
    await patch({ weeklyOvertimeHours: 40, dailyOvertimeHours: null, weekStartsOn: 1 });
    const count = (await settingsEntries()).length;
    await patch({ weeklyOvertimeHours: 45, dailyOvertimeHours: 8, weekStartsOn: 0 });
    const [entry] = await settingsEntries();
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'company_settings',
      entityId: null,
      label: 'Company rules',
    });
    expect(entry?.before).toMatchObject({
      weeklyOvertimeHours: '40 h',
      dailyOvertimeHours: 'Off',
      weekStartsOn: 'Monday',
    });
    expect(entry?.after).toMatchObject({
      weeklyOvertimeHours: '45 h',
      dailyOvertimeHours: '8 h',
      weekStartsOn: 'Sunday',
    });
    expect(await settingsEntries()).toHaveLength(count + 1);

    await patch({ weeklyOvertimeHours: 45 });
    expect(await settingsEntries()).toHaveLength(count + 1);
    expect(await entriesOf(t, 'company')).toEqual([]);
  });

  it('applies two first saves at once one after the other: both changes are kept', async () => {
    await t.app.database.db.deleteFrom('companySettings').execute();
    const answers = await Promise.all([
      patch({ weeklyOvertimeHours: 44 }),
      patch({ minRestHours: 12 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await read()).toEqual({
      ...DEFAULTS,
      weeklyOvertimeHours: 44,
      minRestHours: 12,
    });
  });
});
