import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue #29: names (posts, guards, accounts) are one line. A line break or another control
 * character is refused with a clear message on every path that writes one, and nothing changes.
 */
const BREAKS = [
  'Dock\r\nBEGIN:VEVENT',
  'Line\nbreak',
  'Tab\there',
  'Bell\u0007',
  'Next\u0085',
  'Sep\u2028arator',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: 'locations' | 'guards') =>
  Number(
    (
      await t.app.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function expectRefused(response: { statusCode: number; body: string }, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect((JSON.parse(response.body) as { error: string }).error).toBe(message);
}

describe('names refuse line breaks and other control characters', () => {
  it('for posts', async () => {
    for (const text of BREAKS) {
      expectRefused(
        await t.as('admin', 'POST', '/api/locations', { name: text, deptCode: 'D-1' }),
        'Location name cannot contain line breaks or other control characters',
      );
      expectRefused(
        await t.as('admin', 'POST', '/api/locations', { name: 'Dock', deptCode: text }),
        'Department code cannot contain line breaks or other control characters',
      );
    }
    expect(await count('locations')).toBe(0);
    // Breaks at either end are only whitespace: trimmed away as before.
    const trimmed = await t.as('admin', 'POST', '/api/locations', {
      name: '\nDock\n',
      deptCode: 'D-1',
    });
    expect(trimmed.json()).toMatchObject({ name: 'Dock' });
  });

  it('for guards, one at a time and from a CSV', async () => {
    const before = await count('guards');
    for (const text of BREAKS) {
      expectRefused(
        await t.as('admin', 'POST', '/api/guards', { firstName: text, lastName: 'Soto' }),
        'First name cannot contain line breaks or other control characters',
      );
      expectRefused(
        await t.as('supervisor', 'POST', '/api/guards', {
          firstName: 'Kim',
          lastName: 'Soto',
          contactNumber: `555${text}`,
        }),
        'Contact number cannot contain line breaks or other control characters',
      );
      expectRefused(
        await t.as('admin', 'POST', '/api/guards/import', {
          guards: [
            { firstName: 'Ana', lastName: 'Diaz' },
            { firstName: 'Kim', lastName: text },
          ],
        }),
        'Last name cannot contain line breaks or other control characters',
      );
    }
    expect(await count('guards')).toBe(before);
  });

  it('for accounts: Add User and one’s own profile', async () => {
    expectRefused(
      await t.as('admin', 'POST', '/api/users', {
        firstName: 'Ana\nDiaz',
        lastName: 'Diaz',
        email: 'ana.newline@example.com',
        password: 'long enough',
      }),
      'Names cannot contain line breaks or other control characters',
    );
    const me = await t.account('dispatch');
    expectRefused(
      await t.as('dispatch', 'PATCH', '/api/me', { firstName: 'Dana', lastName: 'B\u001board' }),
      'Names cannot contain line breaks or other control characters',
    );
    const stored = await t.app.database.db
      .selectFrom('user')
      .select('lastName')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(stored.lastName).toBe('Person');
  });
});
