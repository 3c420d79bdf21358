import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Guard } from '../../../shared/guards.js';
import { createGuard } from '../../test/builders.js';
import { createTestApp, type TestApp, type Who } from '../../test/test-app.js';

/** Issue #20: importing the same guards twice must not double them. */
describe('/api/guards/import skips names already stored; /api/guards/import/check names them', () => {
  let t: TestApp;
  const importGuards = (who: Who, guards: object[], includeExisting?: boolean) =>
    t.as(who, 'POST', '/api/guards/import', {
      guards,
      ...(includeExisting === undefined ? {} : { includeExisting }),
    });
  const check = (who: Who, guards: object[]) =>
    t.as(who, 'POST', '/api/guards/import/check', { guards });
  const named = async (lastName: string) =>
    (await t.as('admin', 'GET', '/api/guards'))
      .json<Guard[]>()
      .filter((guard) => guard.lastName.toLowerCase() === lastName.toLowerCase());

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('imports a file once: the second import skips every name; includeExisting adds them', async () => {
    const names = [
      { firstName: 'Ana', lastName: 'Twice' },
      { firstName: 'Ben', lastName: 'Twice' },
    ];
    expect((await check('supervisor', names)).json()).toEqual({ existing: [], problems: [] });
    expect((await importGuards('supervisor', names)).json()).toEqual({
      imported: 2,
      skipped: 0,
      updated: 0,
    });
    expect((await check('supervisor', names)).json()).toEqual({ existing: [0, 1], problems: [] });
    const again = await importGuards('admin', names);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ imported: 0, skipped: 2, updated: 0 });
    expect(await named('Twice')).toHaveLength(2);

    expect((await importGuards('admin', names, true)).json()).toEqual({
      imported: 2,
      skipped: 0,
      updated: 0,
    });
    expect(await named('Twice')).toHaveLength(4);
  });

  it('compares first and last name trimmed and in any letter case, accents included', async () => {
    const db = t.app.database.db;
    await createGuard(db, { firstName: 'Maria', lastName: 'Lopez' });
    await createGuard(db, { firstName: 'Élodie', lastName: 'Ünal' });
    const names = [
      { firstName: ' maria ', lastName: 'LOPEZ' }, // exists
      { firstName: 'Maria', lastName: 'Lopez-Diaz' }, // another last name
      { firstName: 'Mario', lastName: 'Lopez' }, // another first name
      { firstName: 'ÉLODIE', lastName: 'ünal' }, // exists, in other letter case
      { firstName: 'Lopez', lastName: 'Maria' }, // names swapped: someone else
    ];
    expect((await check('admin', names)).json()).toEqual({ existing: [0, 3], problems: [] });
    expect((await importGuards('admin', names)).json()).toEqual({
      imported: 3,
      skipped: 2,
      updated: 0,
    });
    expect(await named('Lopez')).toHaveLength(2);
    expect(await named('Ünal')).toHaveLength(1);
  });

  it('saves names sent twice at the same moment once', async () => {
    const names = Array.from({ length: 40 }, (_, index) => ({
      firstName: `Same${String(index)}`,
      lastName: 'Moment',
    }));
    const answers = await Promise.all([
      importGuards('admin', names),
      importGuards('supervisor', names),
    ]);
    const imported = answers.map((answer) => answer.json<{ imported: number }>().imported);
    expect(imported.sort()).toEqual([0, 40]);
    expect(await named('Moment')).toHaveLength(40);
  });

  it('checks 10,000 names at most, for admins and supervisors only', async () => {
    const many = Array.from({ length: 10_001 }, (_, index) => ({
      firstName: `F${String(index)}`,
      lastName: 'Limit',
    }));
    const tooMany = await check('admin', many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/At most 10000 guards/);
    expect((await check('admin', [])).statusCode).toBe(400);
    const badFlag = await t.as('admin', 'POST', '/api/guards/import', {
      guards: many.slice(0, 1),
      includeExisting: 1,
    });
    expect(badFlag.statusCode).toBe(400);

    const payload = { guards: [{ firstName: 'No', lastName: 'Peeking' }] };
    expect(
      await t.statuses(
        ['admin', 'supervisor', 'dispatch', 'customer', 'user', 'none', 'anonymous'],
        'POST',
        '/api/guards/import/check',
        payload,
      ),
    ).toEqual({
      admin: 200,
      supervisor: 200,
      dispatch: 403,
      customer: 403,
      user: 403,
      none: 403,
      anonymous: 401,
    });
    expect(await named('Limit')).toEqual([]);
    expect(await named('Peeking')).toEqual([]);
  });
});
