import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldChanges, type AuditPage } from '../../../shared/audit.js';
import type { CompanySettings } from '../../../shared/company-settings.js';
import type { MyShifts } from '../../../shared/my-shifts.js';
import { companyProfile } from '../../db/company-profile.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { OFFICE_PHONE_UNREADABLE } from './settings.writes.js';

const ENV_PHONE = '(201) 555-0199';

describe("/api/settings: the office's name and phone, and the relief's arrival (issue #39)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ COMPANY_NAME: 'Vigil Security', OFFICE_PHONE: ENV_PHONE });
  });
  afterAll(() => t.close());

  const read = async () => (await t.as('dispatch', 'GET', '/api/settings')).json<CompanySettings>();
  const patch = (payload: object) => t.as('admin', 'PATCH', '/api/settings', payload);
  const defaults = { companyName: 'Vigil Security', officePhone: ENV_PHONE };

  it("answers the server's COMPANY_NAME and OFFICE_PHONE until an admin sets them, and 60 relief minutes", async () => {
    expect(await read()).toMatchObject({ ...defaults, reliefArrivalMinutes: 60 });
  });

  it('keeps what an admin sets; the rules and the other settings are untouched; the trail says it', async () => {
    const before = await read();
    const saved = await patch({ officePhone: ' (201) 555-0142 ', reliefArrivalMinutes: 45 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      ...before,
      officePhone: '(201) 555-0142',
      reliefArrivalMinutes: 45,
    });
    expect(await companyProfile(t.app.database.db, defaults)).toEqual({
      companyName: 'Vigil Security',
      officePhone: '(201) 555-0142',
    });
    const renamed = await patch({ companyName: 'Night Owl Guards' });
    expect(renamed.json()).toMatchObject({
      companyName: 'Night Owl Guards',
      officePhone: '(201) 555-0142',
    });
    const entries = (
      await t.as('admin', 'GET', '/api/audit?entity=company_settings&limit=50')
    ).json<AuditPage>().entries;
    const changed = entries.flatMap((entry) => fieldChanges(entry).map((change) => change.label));
    expect(changed).toEqual(
      expect.arrayContaining(['Office phone', 'Company name', 'Relief expected within (minutes)']),
    );
  });

  it('takes an empty phone as none set on purpose: the guard is never told to call without a number', async () => {
    const saved = await patch({ officePhone: '' });
    expect(saved.json<CompanySettings>().officePhone).toBeNull();
    // The environment's number does not come back once the admin cleared it.
    expect((await read()).officePhone).toBeNull();
    const guard = await t.signInAs('guard');
    const page = await t.request({ method: 'GET', url: '/api/my/shifts', cookie: guard.cookie });
    expect(page.json<MyShifts>().officePhone).toBeNull();
    await patch({ officePhone: '201-555-0177' });
    const again = await t.request({ method: 'GET', url: '/api/my/shifts', cookie: guard.cookie });
    expect(again.json<MyShifts>().officePhone).toBe('201-555-0177');
  });

  it('refuses what is no phone number, a name too long or empty, and relief minutes out of range, changing nothing', async () => {
    const before = await read();
    const phone = await patch({ officePhone: 'call Mike' });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({
      error: OFFICE_PHONE_UNREADABLE,
      fields: { officePhone: OFFICE_PHONE_UNREADABLE },
    });
    expect((await patch({ companyName: '   ' })).statusCode).toBe(400);
    expect((await patch({ companyName: 'x'.repeat(61) })).statusCode).toBe(400);
    const relief = await patch({ reliefArrivalMinutes: 4 });
    expect(relief.statusCode).toBe(400);
    expect(relief.json().error).toBe(
      'Relief expected within must be a whole number of minutes from 5 to 240',
    );
    expect(await read()).toEqual(before);
  });

  it('lets only admins change them', async () => {
    expect(
      await t.statuses(['supervisor', 'dispatch', 'guard', 'customer'], 'PATCH', '/api/settings', {
        officePhone: '201-555-0100',
      }),
    ).toEqual({ supervisor: 403, dispatch: 403, guard: 403, customer: 403 });
  });
});
