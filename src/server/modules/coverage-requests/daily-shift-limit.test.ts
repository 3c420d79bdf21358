import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp, type Who } from '../../test/test-app.js';
import { dailyLimitMessage } from './daily-shift-limit.js';

/**
 * Issue #29: a customer's account made thousands of shifts in a second through repeating
 * shifts. Each account may create so many a day (customers far fewer than the office), however
 * it creates them, and is told the limit when it reaches it.
 */
const CUSTOMER_LIMIT = 30;
const STAFF_LIMIT = 60;

let t: TestApp;
let locationId: string;
beforeAll(async () => {
  t = await createTestApp({
    DAILY_SHIFT_LIMIT_CUSTOMER: String(CUSTOMER_LIMIT),
    DAILY_SHIFT_LIMIT_STAFF: String(STAFF_LIMIT),
  });
  locationId = (await createLocation(t.app.database.db)).id;
});
afterAll(() => t.close());

const shift = (date = '2027-03-01') => ({ date, startTime: '08:00', endTime: '16:00', locationId });
const series = (until: string) => ({
  ...shift('2027-03-01'),
  repeat: { weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], until },
});
const made = async (who: Who) => {
  const account = await t.account(who === 'anonymous' || who === 'none' ? 'admin' : who);
  const row = await t.app.database.db
    .selectFrom('coverageRequests')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('userId', '=', account.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('the daily limit on shifts an account creates', () => {
  it('counts a customer’s repeating shifts, single shifts and imports together', async () => {
    // 2027-03-01 to 2027-03-25: 25 shifts.
    expect(
      (await t.as('customer', 'POST', '/api/coverage/series', series('2027-03-25'))).statusCode,
    ).toBe(201);
    const tooMany = await t.as('customer', 'POST', '/api/coverage/series', series('2027-03-06'));
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({
      error: dailyLimitMessage(CUSTOMER_LIMIT, 5),
      code: 'TOO_MANY_REQUESTS',
    });
    expect(dailyLimitMessage(CUSTOMER_LIMIT, 5)).toBe(
      'An account can create at most 30 shifts a day; yours can create 5 more today (the day ends at midnight UTC).',
    );
    expect(await made('customer')).toBe(25);

    const rows = Array.from({ length: 6 }, (_, day) => ({
      date: `2027-04-${String(day + 10)}`,
      locationId,
      notes: null,
    }));
    expect((await t.as('customer', 'POST', '/api/coverage/import', { rows })).statusCode).toBe(429);
    const four = await t.as('customer', 'POST', '/api/coverage/import', { rows: rows.slice(0, 4) });
    expect(four.json()).toMatchObject({ imported: 4 });
    expect((await t.as('customer', 'POST', '/api/coverage', shift())).statusCode).toBe(201);
    const last = await t.as('customer', 'POST', '/api/coverage', shift());
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: dailyLimitMessage(CUSTOMER_LIMIT, 0) });
    expect(await made('customer')).toBe(CUSTOMER_LIMIT);
  });

  it('gives back what a refused creation or a skipped import row did not make', async () => {
    const broken = await t.as('supervisor', 'POST', '/api/coverage', {
      ...shift(),
      locationId: 'no-such-post',
    });
    expect(broken.statusCode).toBe(400);
    const rows = Array.from({ length: 20 }, (_, day) => ({
      date: `2027-05-${String(day + 10)}`,
      locationId,
      notes: 'once',
    }));
    expect(
      (await t.as('supervisor', 'POST', '/api/coverage/import', { rows })).json(),
    ).toMatchObject({
      imported: 20,
    });
    // The same file again: every row is there already, so none counts.
    expect(
      (await t.as('supervisor', 'POST', '/api/coverage/import', { rows })).json(),
    ).toMatchObject({
      imported: 0,
    });
    const rest = await t.as('supervisor', 'POST', '/api/coverage/series', series('2027-04-09'));
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await made('supervisor')).toBe(STAFF_LIMIT);
  });

  it('lets exactly as many through as are left when they come at once', async () => {
    const account = await t.account('admin');
    await t.app.database.db
      .insertInto('shiftCreationCounts')
      .values({
        userId: account.id,
        day: new Date().toISOString().slice(0, 10),
        created: STAFF_LIMIT - 3,
      })
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.as('admin', 'POST', '/api/coverage', shift())),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array<number>(3).fill(201),
      ...Array<number>(7).fill(429),
    ]);
    expect(await made('admin')).toBe(3);
  });

  it('starts again the next day', async () => {
    const account = await t.account('customer');
    await t.app.database.db
      .updateTable('shiftCreationCounts')
      .set({ day: '2026-01-01' })
      .where('userId', '=', account.id)
      .execute();
    expect((await t.as('customer', 'POST', '/api/coverage', shift())).statusCode).toBe(201);
  });
});
