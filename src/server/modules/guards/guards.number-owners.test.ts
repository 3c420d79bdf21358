import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Guard } from '../../../shared/guards.js';
import type { GuardNumbers } from '../../../shared/sms.js';
import { createGuard } from '../../test/builders.js';
import { dataDigest } from '../../test/data-digest.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue #40: a mobile number is one guard's; numbers shared before the rule are listed to fix. */
describe("one guard's mobile number", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.app.database.db;
  const add = (payload: object) => t.as('admin', 'POST', '/api/guards', payload);
  const edit = (guard: Guard, payload: object) =>
    t.as('supervisor', 'PATCH', `/api/guards/${guard.id}`, {
      firstName: guard.firstName,
      lastName: guard.lastName,
      contactNumber: guard.contactNumber,
      version: guard.version,
      ...payload,
    });
  /** Stores a number as is (as an older version did), past the rule. */
  const storeNumber = (id: string, contactNumber: string) =>
    db().updateTable('guards').set({ contactNumber }).where('id', '=', id).execute();
  const taken = "Mobile number (916) 555-0142 is already Kim Soto's";

  it('refuses to add or edit a second guard with the number, naming the first', async () => {
    const kim = (
      await add({ firstName: 'Kim', lastName: 'Soto', contactNumber: '(916) 555-0142' })
    ).json<Guard>();
    expect(kim.contactNumber).toBe('+19165550142');
    const before = await dataDigest(t);
    // The same number however it is typed: compared in E.164.
    for (const typed of ['+1 916-555-0142', '916.555.0142', '19165550142']) {
      const refused = await add({ firstName: 'Lee', lastName: 'Park', contactNumber: typed });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: taken,
        code: 'NUMBER_TAKEN',
        fields: { contactNumber: taken },
      });
    }
    expect(await dataDigest(t)).toBe(before);

    const lee = (
      await add({ firstName: 'Lee', lastName: 'Park', contactNumber: '(916) 555-0143' })
    ).json<Guard>();
    const refused = await edit(lee, { contactNumber: '(916) 555-0142' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: taken, fields: { contactNumber: taken } });
    // Her own number stays hers through her own edits.
    expect((await edit(kim, { email: 'kim@example.com' })).statusCode).toBe(200);
  });

  it('lets one of two saves of a new number at once have it', async () => {
    const number = '(916) 555-0150';
    const answers = await Promise.all(
      ['Ana', 'Ben', 'Cy', 'Di'].map((firstName) =>
        add({ firstName, lastName: 'Race', contactNumber: number }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const owners = await db()
      .selectFrom('guards')
      .select('id')
      .where('contactNumber', '=', '+19165550150')
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('lists numbers shared before the rule, never changing them, and lets them be fixed', async () => {
    const ivy = await createGuard(db(), { firstName: 'Ivy', lastName: 'Shared' });
    const jon = await createGuard(db(), { firstName: 'Jon', lastName: 'Shared' });
    const old = await createGuard(db(), { firstName: 'Ola', lastName: 'Typed' });
    await storeNumber(ivy.id, '+19165550160');
    await storeNumber(jon.id, '+19165550160');
    // Stored as typed by an older version: the same number.
    await storeNumber(old.id, '916-555-0160');
    const numbers = await t.as('dispatch', 'GET', '/api/sms/numbers');
    expect(numbers.statusCode).toBe(200);
    expect(numbers.json<GuardNumbers>().shared).toEqual([
      {
        contactNumber: '+19165550160',
        guards: [
          { guardId: ivy.id, firstName: 'Ivy', lastName: 'Shared' },
          { guardId: jon.id, firstName: 'Jon', lastName: 'Shared' },
          { guardId: old.id, firstName: 'Ola', lastName: 'Typed' },
        ],
      },
    ]);
    // A guard sharing one still saves other changes, and gets a number of their own.
    const jonRow = (await t.as('admin', 'GET', '/api/guards'))
      .json<Guard[]>()
      .find((guard) => guard.id === jon.id);
    if (!jonRow) throw new Error('Jon is listed');
    const kept = await edit(jonRow, { guardCard: 'G-1' });
    expect(kept.statusCode).toBe(200);
    const own = await edit(kept.json<Guard>(), { contactNumber: '(916) 555-0161' });
    expect(own.statusCode).toBe(200);
    const left = (await t.as('dispatch', 'GET', '/api/sms/numbers')).json<GuardNumbers>().shared;
    expect(left.map((shared) => shared.guards.map((guard) => guard.firstName))).toEqual([
      ['Ivy', 'Ola'],
    ]);
  });

  it('imports no numbers from a CSV, so an import cannot give one to a second guard', async () => {
    const response = await t.as('admin', 'POST', '/api/guards/import', {
      guards: [{ firstName: 'Max', lastName: 'Import', contactNumber: '(916) 555-0142' }],
    });
    expect(response.statusCode).toBe(200);
    const max = (await t.as('admin', 'GET', '/api/guards'))
      .json<Guard[]>()
      .find((guard) => guard.lastName === 'Import');
    expect(max?.contactNumber).toBeNull();
  });
});
