import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '../shared/audit.js';
import { STALE, type StaleAnswer } from '../shared/edit-version.js';
import { dataDigest } from './test/data-digest.js';
import { EDITED_KINDS, editBody, type Versioned } from './test/edited-items.js';
import { createTestApp, type TestApp, type TestUser } from './test/test-app.js';

/** How many saves based on one version race each other. */
const RACERS = 6;

/**
 * Edits never silently overwrite each other (issue #20): every edit of a coverage request, a
 * location, a guard or an account's role carries the version it was based on.
 */
describe('edit versions', () => {
  let t: TestApp;
  let dana: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    dana = await t.signInAs('admin', { firstName: 'Dana', lastName: 'Smith' });
    ben = await t.signInAs('admin', { firstName: 'Ben', lastName: 'Ode' });
  });
  afterAll(() => t.close());

  describe.each(Object.entries(EDITED_KINDS))('of %s', (_, kind) => {
    const save = (who: TestUser, id: string, payload: object) =>
      t.request({ method: 'PATCH', url: kind.path(id), cookie: who.cookie, payload });
    const updatesOf = async (id: string): Promise<AuditEntry[]> => {
      const page = await t.as('admin', 'GET', `/api/audit?entity=${kind.entity}&limit=200`);
      return page
        .json<AuditPage>()
        .entries.filter((entry) => entry.entityId === id && entry.action === 'update');
    };

    it('saves a fresh edit: version + 1, as the read shows it, recorded in the trail', async () => {
      const id = await kind.make(t);
      expect((await kind.read(t, id)).version).toBe(1);
      const response = await save(dana, id, await editBody(t, kind, 1, 1));
      expect(response.statusCode).toBe(200);
      const saved = response.json<Versioned>();
      expect(saved.version).toBe(2);
      expect(await kind.read(t, id)).toEqual(saved);
      const [entry, ...others] = await updatesOf(id);
      expect(others).toEqual([]);
      expect(entry).toMatchObject({ actorId: dana.id, actorName: 'Dana Smith' });
    });

    it('refuses a stale save: 409 STALE, the item as it is now, who saved it and when', async () => {
      const id = await kind.make(t);
      const opened = await kind.read(t, id);
      const started = new Date().toISOString();
      const danas = await save(dana, id, await editBody(t, kind, 1, opened.version));
      expect(danas.statusCode).toBe(200);
      const current = await kind.read(t, id);
      const digest = await dataDigest(t);

      const bens = await kind.edit(t, 2);
      const refused = await save(ben, id, { ...bens, version: opened.version });
      expect(refused.statusCode).toBe(409);
      const answer = refused.json<StaleAnswer<Versioned>>();
      expect(answer).toEqual({
        error: 'This was changed by Dana Smith since you opened it',
        code: STALE,
        current,
        changedBy: 'Dana Smith',
        changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      expect(answer.changedAt >= started && answer.changedAt <= new Date().toISOString()).toBe(
        true,
      );
      expect(await dataDigest(t), 'a stale save changed data').toBe(digest);

      // Overwrite: the same values, based on the version the refusal carried.
      const overwritten = await save(ben, id, { ...bens, version: answer.current.version });
      expect(overwritten.statusCode).toBe(200);
      expect(overwritten.json<Versioned>().version).toBe(3);
      expect(await kind.read(t, id)).toMatchObject(bens);
    });

    it(`lets one of ${String(RACERS)} saves based on one version succeed, refusing the rest`, async () => {
      const id = await kind.make(t);
      const bodies = await Promise.all(
        Array.from({ length: RACERS }, (_, n) => editBody(t, kind, n + 1, 1)),
      );
      const answers = await Promise.all(
        bodies.map((body, n) => save(n % 2 === 0 ? dana : ben, id, body)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, ...Array<number>(RACERS - 1).fill(409)]);
      for (const answer of answers.filter((each) => each.statusCode === 409)) {
        expect(answer.json<StaleAnswer<Versioned>>()).toMatchObject({
          code: STALE,
          current: { id, version: 2 },
        });
      }
      const winner = answers.find((answer) => answer.statusCode === 200)?.json<Versioned>();
      expect(winner?.version).toBe(2);
      expect(await kind.read(t, id)).toEqual(winner);
      expect(await updatesOf(id)).toHaveLength(1);
    });

    it('keeps the version for a save that changes nothing, and still checks it', async () => {
      const id = await kind.make(t);
      const body = await editBody(t, kind, 3, 1);
      expect((await save(dana, id, body)).statusCode).toBe(200);
      const again = await save(ben, id, { ...body, version: 2 });
      expect(again.statusCode).toBe(200);
      expect(again.json<Versioned>().version).toBe(2);
      expect(await updatesOf(id)).toHaveLength(1);
      expect((await save(ben, id, { ...body, version: 1 })).statusCode).toBe(409);
    });

    it('requires the version the edit was based on', async () => {
      const id = await kind.make(t);
      const fields = await kind.edit(t, 4);
      for (const version of [undefined, null, 0, -1, 1.5, '1', 2 ** 31]) {
        const response = await save(
          dana,
          id,
          version === undefined ? fields : { ...fields, version },
        );
        expect(response.statusCode, String(version)).toBe(400);
        expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
      }
      expect((await kind.read(t, id)).version).toBe(1);
    });

    it('names who saved last after their account is deleted', async () => {
      const gail = await t.signInAs('admin', { firstName: 'Gail', lastName: 'Former' });
      const id = await kind.make(t);
      expect((await save(gail, id, await editBody(t, kind, 1, 1))).statusCode).toBe(200);
      const removed = await t.request({
        method: 'DELETE',
        url: `/api/users/${gail.id}`,
        cookie: dana.cookie,
      });
      expect(removed.statusCode).toBe(204);
      const refused = await save(ben, id, await editBody(t, kind, 2, 1));
      expect(refused.json()).toMatchObject({ code: STALE, changedBy: 'Gail Former' });
    });
  });
});
