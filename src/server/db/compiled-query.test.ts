import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '../test/builders.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { compileOnce } from './compiled-query.js';

describe('compileOnce', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs the compiled SQL with each call’s arguments, in their places, with camelCase rows', async () => {
    const { db } = t.app.database;
    const first = await createLocation(db, { name: 'North Gate', deptCode: 'NG-1' });
    const second = await createLocation(db, { name: 'South Gate', deptCode: 'SG-2' });
    const byIdOrCode = compileOnce(db, 2, (id: string, code: string) =>
      db
        .selectFrom('locations')
        .select(['id', 'deptCode'])
        .where((eb) => eb.or([eb('id', '=', id), eb('deptCode', '=', code)]))
        .where('name', '!=', 'nobody')
        .orderBy('name'),
    );
    expect(await byIdOrCode.execute(first.id, 'SG-2')).toEqual([
      { id: first.id, deptCode: 'NG-1' },
      { id: second.id, deptCode: 'SG-2' },
    ]);
    expect(await byIdOrCode.execute('missing', 'NG-1')).toEqual([
      { id: first.id, deptCode: 'NG-1' },
    ]);
    expect(await byIdOrCode.execute('missing', 'missing')).toEqual([]);
  });

  it('refuses a query that derives something from an argument instead of using it as it is', () => {
    const { db } = t.app.database;
    expect(() =>
      compileOnce(db, 1, (name: string) =>
        db.selectFrom('locations').select('id').where('name', '=', name.trim().toUpperCase()),
      ),
    ).toThrow(/never reached the parameters/);
  });

  it('takes null for an argument as a null parameter: `= null` matches nothing', async () => {
    const { db } = t.app.database;
    const gate = await createLocation(db, { name: 'Null Gate', deptCode: 'NL-1' });
    const byIdOrCode = compileOnce(db, 2, (id: string | null, code: string | null) =>
      db
        .selectFrom('locations')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', id), eb('deptCode', '=', code)])),
    );
    expect(await byIdOrCode.execute(null, 'NL-1')).toEqual([{ id: gate.id }]);
    expect(await byIdOrCode.execute(gate.id, null)).toEqual([{ id: gate.id }]);
    expect(await byIdOrCode.execute(null, null)).toEqual([]);
  });
});
