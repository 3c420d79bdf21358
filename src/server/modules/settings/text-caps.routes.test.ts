import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldChanges, type AuditPage } from '../../../shared/audit.js';
import type { CompanySettings } from '../../../shared/company-settings.js';
import { DEFAULT_TEXT_CAPS } from '../../../shared/text-caps.js';
import { dataDigest } from '../../test/data-digest.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue #40: the caps on texts, kept by admins beside the other settings. */
describe('/api/settings: the caps on texts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const read = async () => (await t.as('dispatch', 'GET', '/api/settings')).json<CompanySettings>();
  const patch = (payload: object) => t.as('admin', 'PATCH', '/api/settings', payload);

  it('answers the defaults until an admin sets them, then keeps each alone; the trail says it', async () => {
    expect(await read()).toMatchObject(DEFAULT_TEXT_CAPS);
    const before = await read();
    const saved = await patch({ textsPerNumberPerDay: 30 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...before, textsPerNumberPerDay: 30 });
    expect((await patch({ textsPerCompanyPerDay: 5000 })).json()).toMatchObject({
      textsPerNumberPerDay: 30,
      textsPerAccountPerHour: 300,
      textsPerCompanyPerDay: 5000,
    });
    const trail = (
      await t.as('admin', 'GET', '/api/audit?entity=company_settings')
    ).json<AuditPage>();
    const [latest] = trail.entries;
    expect(latest && fieldChanges(latest)).toEqual([
      {
        field: 'textsPerCompanyPerDay',
        label: 'Texts per company per day',
        from: '2,000 a day',
        to: '5,000 a day',
      },
    ]);
  });

  it('refuses what is not a whole number in range, naming the field, and changes nothing', async () => {
    await t.account('admin');
    const before = await dataDigest(t);
    const cases: [object, string, string][] = [
      [
        { textsPerNumberPerDay: 0 },
        'textsPerNumberPerDay',
        'Texts per number per day must be a whole number from 1 to 1,000',
      ],
      [
        { textsPerNumberPerDay: 2.5 },
        'textsPerNumberPerDay',
        'Texts per number per day must be a whole number from 1 to 1,000',
      ],
      [
        { textsPerAccountPerHour: 10_001 },
        'textsPerAccountPerHour',
        'Texts per account per hour must be a whole number from 1 to 10,000',
      ],
      [
        { textsPerCompanyPerDay: '2000' },
        'textsPerCompanyPerDay',
        'Texts per company per day must be a whole number from 1 to 1,000,000',
      ],
      [
        { textsPerCompanyPerDay: -1 },
        'textsPerCompanyPerDay',
        'Texts per company per day must be a whole number from 1 to 1,000,000',
      ],
      [
        { textsPerCompanyPerDay: null },
        'textsPerCompanyPerDay',
        'Texts per company per day must be a whole number from 1 to 1,000,000',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const refused = await patch(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    }
    expect(await dataDigest(t)).toBe(before);
  });

  it('lets only admins change them', async () => {
    for (const role of ['supervisor', 'dispatch'] as const) {
      expect(
        (await t.as(role, 'PATCH', '/api/settings', { textsPerNumberPerDay: 5 })).statusCode,
      ).toBe(403);
    }
    expect((await read()).textsPerNumberPerDay).not.toBe(5);
  });
});
