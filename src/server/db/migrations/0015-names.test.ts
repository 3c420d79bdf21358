import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuard, createLocation } from '../../test/builders.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { namesWithoutControlCharacters } from './0015-names-without-control-characters.js';

describe('migration 0015 takes control characters out of names stored before the rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('replaces them with spaces, keeps dept codes unique, and says which rows it changed', async () => {
    const db = t.app.database.db;
    const forged = await createLocation(db, {
      name: 'Dock\r\nBEGIN:VEVENT\r\nSUMMARY:Free money\r\nEND:VEVENT',
      deptCode: 'D\u0085K',
    });
    const clash = await createLocation(db, { name: 'Yard', deptCode: 'a b' });
    const clashing = await createLocation(db, { name: 'Yard\tEast', deptCode: 'A\nB' });
    const clean = await createLocation(db, { name: 'Lobby', deptCode: 'LB-1' });
    const guard = await createGuard(db, { firstName: 'Kim\u2028', lastName: 'So\u0007to' });
    const kim = await t.createUser({ firstName: 'Ana\n', lastName: 'Diaz' });

    const log: string[] = [];
    await namesWithoutControlCharacters((message) => log.push(message)).up(t.app.database.raw);

    const posts = await db
      .selectFrom('locations')
      .select(['id', 'name', 'deptCode'])
      .where('id', 'in', [forged.id, clash.id, clashing.id, clean.id])
      .execute();
    const byId = new Map(posts.map((post) => [post.id, post]));
    expect(byId.get(forged.id)).toMatchObject({
      name: 'Dock BEGIN:VEVENT SUMMARY:Free money END:VEVENT',
      deptCode: 'D K',
    });
    expect(byId.get(clash.id)).toMatchObject({ name: 'Yard', deptCode: 'a b' });
    expect(byId.get(clashing.id)).toMatchObject({ name: 'Yard East', deptCode: 'A B (2)' });
    expect(byId.get(clean.id)).toMatchObject({ name: 'Lobby', deptCode: 'LB-1' });

    const stored = await db
      .selectFrom('guards')
      .select(['firstName', 'lastName'])
      .where('id', '=', guard.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ firstName: 'Kim', lastName: 'So to' });
    const account = await db
      .selectFrom('user')
      .select(['firstName', 'lastName'])
      .where('id', '=', kim.id)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ firstName: 'Ana', lastName: 'Diaz' });

    expect(log).toHaveLength(4);
    expect(log.join('\n')).toContain(`locations ${forged.id}: replaced line breaks`);
    expect(log.join('\n')).toContain(`guards ${guard.id}:`);
    expect(log.join('\n')).toContain(`user ${kim.id}:`);
    expect(log.join('\n')).not.toContain(clean.id);
  });
});
