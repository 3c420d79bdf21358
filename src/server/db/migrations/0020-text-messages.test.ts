import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MESSAGES } from '../../../shared/phone.js';
import type { GuardNumbers } from '../../../shared/sms.js';
import { createCoverageRequest, createGuard, createLocation } from '../../test/builders.js';
import { isUniqueViolation } from '../errors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { normaliseNumbers } from './0020-text-messages.js';

describe('migration 0020 writes stored contact numbers in E.164 (issue #30)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  /** The database without the app's table types, as a migration sees it. */
  const untyped = () => t.app.database.raw as unknown as Kysely<unknown>;

  it('rewrites those it reads, leaves the others as typed, and the Guards page lists them', async () => {
    const db = t.app.database.db;
    const typed = {
      ana: '(201) 555-0123',
      ben: '201.555.0124',
      cat: '+12015550125',
      dan: '555-0100',
      eve: '1-800-555-0199',
      fay: null,
    };
    const ids: Record<string, string> = {};
    for (const [name, number] of Object.entries(typed)) {
      const guard = await createGuard(db, { firstName: name, lastName: 'Migrated' });
      await db
        .updateTable('guards')
        .set({ contactNumber: number })
        .where('id', '=', guard.id)
        .execute();
      ids[name] = guard.id;
    }

    const log: string[] = [];
    await normaliseNumbers(untyped(), 'US', (message) => log.push(message));

    const rows = await db
      .selectFrom('guards')
      .select(['firstName', 'contactNumber'])
      .where('lastName', '=', 'Migrated')
      .orderBy('firstName')
      .execute();
    expect(rows).toEqual([
      { firstName: 'ana', contactNumber: '+12015550123' },
      { firstName: 'ben', contactNumber: '+12015550124' },
      { firstName: 'cat', contactNumber: '+12015550125' },
      { firstName: 'dan', contactNumber: '555-0100' },
      { firstName: 'eve', contactNumber: '1-800-555-0199' },
      { firstName: 'fay', contactNumber: null },
    ]);
    expect(log).toEqual([
      'Migration 0020: 2 guard contact number(s) rewritten in E.164 (PHONE_REGION US); 2 could ' +
        'not be read as mobile numbers and were left as typed: the Guards page lists them to fix',
    ]);

    const numbers = await t.as('dispatch', 'GET', '/api/sms/numbers');
    expect(numbers.statusCode).toBe(200);
    expect(numbers.json<GuardNumbers>().toFix).toEqual([
      { guardId: ids.dan, contactNumber: '555-0100', problem: PHONE_MESSAGES.unreadable },
      {
        guardId: ids.eve,
        contactNumber: '1-800-555-0199',
        problem: PHONE_MESSAGES.notMobile('a toll-free number'),
      },
    ]);

    // Run again (a second start): nothing left to rewrite, the same two to fix.
    const again: string[] = [];
    await normaliseNumbers(untyped(), 'US', (message) => again.push(message));
    expect(again).toEqual([
      'Migration 0020: 0 guard contact number(s) rewritten in E.164 (PHONE_REGION US); 2 could ' +
        'not be read as mobile numbers and were left as typed: the Guards page lists them to fix',
    ]);
  });

  it('keeps codes unique among a guard’s pending offers only', async () => {
    const db = t.app.database.db;
    const post = await createLocation(db);
    const guard = await createGuard(db);
    const requests = [];
    for (const date of ['2031-03-01', '2031-03-02', '2031-03-03']) {
      requests.push(await createCoverageRequest(db, { locationId: post.id, date }));
    }
    const offer = (requestId: string, status: 'pending' | 'declined') => ({
      id: randomUUID(),
      requestId,
      guardId: guard.id,
      status,
      offeredBy: null,
      offeredByName: 'Dana',
      offeredAt: new Date().toISOString(),
      answeredAt: null,
      code: '4821',
    });
    const [first, second, third] = requests.map((request) => request.id);
    await db
      .insertInto('shiftOffers')
      .values(offer(first ?? '', 'declined'))
      .execute();
    await db
      .insertInto('shiftOffers')
      .values(offer(second ?? '', 'pending'))
      .execute();
    const twice = db
      .insertInto('shiftOffers')
      .values(offer(third ?? '', 'pending'))
      .execute();
    await expect(twice).rejects.toSatisfy(isUniqueViolation);
  });
});
