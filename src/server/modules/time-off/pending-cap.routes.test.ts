import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localIsoDate } from '../../../shared/calendar.js';
import type { TimeOff } from '../../../shared/time-off.js';
import { dataDigest } from '../../test/data-digest.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';

const ahead = (days: number) => addDays(localIsoDate(new Date()), days);
const CAPPED = 'You have 10 time-off requests waiting: wait for an answer or withdraw one';

describe('at most 10 pending time-off requests per guard (issue #40)', () => {
  let t: TestApp;
  let sam: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    sam = await t.signInAs('supervisor', { firstName: 'Sam', lastName: 'Lead' });
  });
  afterAll(() => t.close());

  const ask = (guard: TestUser, day: number) =>
    t.request({
      method: 'POST',
      url: '/api/my/time-off',
      cookie: guard.cookie,
      payload: { from: ahead(day), to: ahead(day), reason: 'Trip' },
    });
  const guardIdOf = async (guard: TestUser) =>
    (
      await t.app.database.db
        .selectFrom('guards')
        .select('id')
        .where('accountId', '=', guard.id)
        .executeTakeFirstOrThrow()
    ).id;

  it('refuses the eleventh, changing nothing, until one is answered or withdrawn', async () => {
    const kim = await t.signInAs('guard', { firstName: 'Kim', lastName: 'Soto' });
    const ids: string[] = [];
    for (let day = 1; day <= 10; day += 1) {
      const asked = await ask(kim, day);
      expect(asked.statusCode, asked.body).toBe(201);
      ids.push(asked.json<TimeOff>().id);
    }
    const before = await dataDigest(t);
    const eleventh = await ask(kim, 11);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ error: CAPPED, code: 'CONFLICT' });
    expect(await dataDigest(t)).toBe(before);

    // Another guard's requests are theirs: Lee is not held back by Kim's.
    const lee = await t.signInAs('guard', { firstName: 'Lee', lastName: 'Park' });
    expect((await ask(lee, 1)).statusCode).toBe(201);

    // An answer frees a place; so does withdrawing one.
    const answered = await t.request({
      method: 'POST',
      url: `/api/time-off/${ids[0] ?? ''}/decline`,
      cookie: sam.cookie,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await ask(kim, 11)).statusCode).toBe(201);
    expect((await ask(kim, 12)).statusCode).toBe(409);
    const withdrawn = await t.request({
      method: 'DELETE',
      url: `/api/my/time-off/${ids[1] ?? ''}`,
      cookie: kim.cookie,
    });
    expect(withdrawn.statusCode).toBe(204);
    expect((await ask(kim, 12)).statusCode).toBe(201);

    // The office's own record of time off (approved at once) is not capped.
    const recorded = await t.request({
      method: 'POST',
      url: `/api/guards/${await guardIdOf(kim)}/time-off`,
      cookie: sam.cookie,
      payload: { from: ahead(20), to: ahead(20), reason: 'Agreed by phone' },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
  });

  it('holds against requests sent at once: never more than 10 pending', async () => {
    const ana = await t.signInAs('guard', { firstName: 'Ana', lastName: 'Rush' });
    for (let day = 1; day <= 8; day += 1) expect((await ask(ana, day)).statusCode).toBe(201);
    const burst = await Promise.all([9, 10, 11, 12, 13].map((day) => ask(ana, day)));
    expect(burst.map((response) => response.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const pending = await t.app.database.db
      .selectFrom('timeOff')
      .select('id')
      .where('guardId', '=', await guardIdOf(ana))
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toHaveLength(10);
  });
});
