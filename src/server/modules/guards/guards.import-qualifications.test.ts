import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuardListItem } from '../../../shared/guards.js';
import { entriesOf } from '../../test/audit.js';
import { createGuard } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue #32: the guard CSV import carries qualifications, by name. */
describe('/api/guards/import with qualifications', () => {
  let t: TestApp;
  let cpr: string;
  beforeAll(async () => {
    t = await createTestApp();
    const add = async (name: string) =>
      (await t.as('admin', 'POST', '/api/qualifications', { name })).json<{ id: string }>().id;
    await add('Armed');
    cpr = await add('CPR');
  });
  afterAll(() => t.close());

  const importGuards = (guards: object[], includeExisting = false) =>
    t.as('supervisor', 'POST', '/api/guards/import', { guards, includeExisting });
  const check = (guards: object[]) =>
    t.as('supervisor', 'POST', '/api/guards/import/check', { guards });
  const named = async (lastName: string) =>
    (await t.as('admin', 'GET', '/api/guards'))
      .json<GuardListItem[]>()
      .filter((guard) => guard.lastName === lastName);
  const heldBy = async (lastName: string) =>
    (await named(lastName)).map((guard) =>
      guard.qualifications.map((one) => `${one.name} ${one.expiresOn ?? '-'}`),
    );

  it('gives new guards the qualifications of their row, matched in any letter case', async () => {
    const response = await importGuards([
      {
        firstName: 'Ana',
        lastName: 'Newcomer',
        row: 2,
        qualifications: [
          { name: ' armed ', expiresOn: '2027-03-31' },
          { name: 'CPR', expiresOn: null },
        ],
      },
      { firstName: 'Bo', lastName: 'Newcomer', row: 3 },
    ]);
    expect(response.json()).toEqual({ imported: 2, skipped: 0, updated: 0 });
    expect(await heldBy('Newcomer')).toEqual([['Armed 2027-03-31', 'CPR -'], []]);
  });

  it('refuses a name not on the list, naming the row, and saves nothing', async () => {
    const guards = [
      {
        firstName: 'Cy',
        lastName: 'Refused',
        row: 2,
        qualifications: [{ name: 'CPR', expiresOn: null }],
      },
      {
        firstName: 'Di',
        lastName: 'Refused',
        row: 4,
        qualifications: [{ name: 'Armd', expiresOn: null }],
      },
      {
        firstName: 'Ed',
        lastName: 'Refused',
        row: 5,
        qualifications: [{ name: 'Fire', expiresOn: null }],
      },
    ];
    const checked = await check(guards);
    expect(checked.json()).toEqual({
      existing: [],
      problems: ['Row 4: unknown qualification "Armd"', 'Row 5: unknown qualification "Fire"'],
    });
    const response = await importGuards(guards);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Row 4: unknown qualification "Armd" (and 1 more row)');
    expect(await named('Refused')).toEqual([]);
    expect((await t.as('admin', 'GET', '/api/qualifications')).json().items).toHaveLength(2);
  });

  it("replaces a stored guard's qualifications when the row names some; an empty cell leaves them", async () => {
    const db = t.app.database.db;
    const kept = await createGuard(db, { firstName: 'Kim', lastName: 'Stored' });
    const changed = await createGuard(db, { firstName: 'Lou', lastName: 'Stored' });
    for (const guard of [kept, changed]) {
      await t.as('admin', 'PUT', `/api/guards/${guard.id}/qualifications`, [
        { qualificationId: cpr, expiresOn: '2026-12-31' },
      ]);
    }
    const rows = [
      { firstName: 'kim', lastName: 'Stored', row: 2 },
      {
        firstName: 'Lou',
        lastName: 'STORED',
        row: 3,
        qualifications: [{ name: 'Armed', expiresOn: '2028-01-31' }],
      },
      {
        firstName: 'Max',
        lastName: 'Stored',
        row: 4,
        qualifications: [{ name: 'CPR', expiresOn: null }],
      },
    ];
    expect((await check(rows)).json()).toEqual({ existing: [0, 1], problems: [] });
    expect((await importGuards(rows)).json()).toEqual({ imported: 1, skipped: 2, updated: 1 });
    expect(await heldBy('Stored')).toEqual([['CPR 2026-12-31'], ['Armed 2028-01-31'], ['CPR -']]);
    const [entry] = await entriesOf(t, changed.id);
    expect(entry).toMatchObject({
      action: 'update',
      label: 'Stored, Lou',
      before: { qualifications: 'CPR (exp 2026-12-31)' },
      after: { qualifications: 'Armed (exp 2028-01-31)' },
    });
    // The same file again changes nothing, and writes nothing.
    expect((await importGuards(rows)).json()).toEqual({ imported: 0, skipped: 3, updated: 0 });
    expect(await entriesOf(t, changed.id)).toHaveLength(2);
  });

  it('gives a stored guard named on two rows the last row’s qualifications, audited once', async () => {
    const guard = await createGuard(t.app.database.db, { firstName: 'Ray', lastName: 'Twice' });
    const row = (at: number, name: string) => ({
      firstName: 'Ray',
      lastName: 'Twice',
      row: at,
      qualifications: [{ name, expiresOn: null }],
    });
    expect((await importGuards([row(2, 'CPR'), row(3, 'Armed')])).json()).toEqual({
      imported: 0,
      skipped: 2,
      updated: 1,
    });
    expect(await heldBy('Twice')).toEqual([['Armed -']]);
    expect(await entriesOf(t, guard.id)).toHaveLength(1);
  });

  it('refuses qualifications for a name two stored guards share; imported anyway, they are new', async () => {
    const db = t.app.database.db;
    await createGuard(db, { firstName: 'Sam', lastName: 'Twin' });
    await createGuard(db, { firstName: 'Sam', lastName: 'Twin' });
    const rows = [
      {
        firstName: 'Sam',
        lastName: 'Twin',
        row: 7,
        qualifications: [{ name: 'CPR', expiresOn: null }],
      },
    ];
    const problem =
      'Row 7: 2 guards are named Sam Twin; give them their qualifications on the Guards page';
    expect((await check(rows)).json()).toEqual({ existing: [0], problems: [problem] });
    const refused = await importGuards(rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(problem);
    expect(await heldBy('Twin')).toEqual([[], []]);

    expect((await importGuards(rows, true)).json()).toEqual({
      imported: 1,
      skipped: 0,
      updated: 0,
    });
    expect((await heldBy('Twin')).sort()).toEqual([[], [], ['CPR -']]);
  });

  it.each<[object, RegExp]>([
    [{ name: 'CPR', expiresOn: '2027-02-30' }, /Expiry date must be a real date/],
    [{ name: '', expiresOn: null }, /.+/],
    [{ name: 'CPR' }, /Expiry date/],
  ])('refuses the qualification %j', async (qualification, message) => {
    const response = await importGuards([
      { firstName: 'Vi', lastName: 'Invalid', row: 2, qualifications: [qualification] },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(message);
    expect(await named('Invalid')).toEqual([]);
  });
});
