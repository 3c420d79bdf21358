import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../../shared/users.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { helpers } from '../../test/users.js';

describe('DELETE /api/users/:id', () => {
  let t: TestApp;
  let h: ReturnType<typeof helpers>;
  beforeAll(async () => {
    t = await createTestApp();
    h = helpers(t);
  });
  afterAll(() => t.close());

  it("refuses to delete the admin's own account", async () => {
    const admin = await t.account('admin');
    const response = await t.as('admin', 'DELETE', `/api/users/${admin.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: USER_MESSAGES.cannotDeleteSelf,
      code: 'INVALID_INPUT',
    });
    expect((await h.listed()).map((user) => user.id)).toContain(admin.id);
    expect((await h.me(admin.cookie)).statusCode).toBe(200);
  });

  it('deletes an account and its sessions, keeping what it created', async () => {
    const db = t.app.database.db;
    const target = await t.signInAs('supervisor');
    /** Something the target creates through the API, as a supervisor would. */
    const created = async (url: string, payload: object) => {
      const response = await t.request({ method: 'POST', url, payload, cookie: target.cookie });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: string }>();
    };
    const deptCode = `DEL-${randomUUID().slice(0, 6)}`;
    const location = await created('/api/locations', { name: 'Kept Post', deptCode });
    const guard = await created('/api/guards', { firstName: 'Kept', lastName: 'Guard' });
    const coverage = await created('/api/coverage', {
      date: '2031-06-01',
      startTime: '08:00',
      endTime: '16:00',
      locationId: location.id,
    });
    const conversationId = randomUUID();
    const messageId = randomUUID();
    const admin = await t.account('admin');
    const now = new Date().toISOString();
    await db
      .insertInto('conversations')
      .values({ id: conversationId, createdAt: now, updatedAt: now })
      .execute();
    await db
      .insertInto('conversationParticipants')
      .values([target.id, admin.id].map((userId) => ({ conversationId, userId, lastReadAt: null })))
      .execute();
    await db
      .insertInto('messages')
      .values({ id: messageId, conversationId, senderId: target.id, content: 'hi', createdAt: now })
      .execute();

    const response = await t.as('admin', 'DELETE', `/api/users/${target.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await h.me(target.cookie)).statusCode).toBe(401);
    await expect(t.signIn(target.email, target.password)).rejects.toThrow(/401/);
    expect((await h.listed()).map((user) => user.id)).not.toContain(target.id);
    expect(
      await db.selectFrom('session').select('id').where('userId', '=', target.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('account').select('id').where('userId', '=', target.id).execute(),
    ).toEqual([]);

    const ownerOf = async (table: 'locations' | 'guards' | 'coverageRequests', id: string) =>
      (await db.selectFrom(table).select('userId').where('id', '=', id).executeTakeFirst())?.userId;
    expect(await ownerOf('locations', location.id)).toBeNull();
    expect(await ownerOf('guards', guard.id)).toBeNull();
    expect(await ownerOf('coverageRequests', coverage.id)).toBeNull();
    const message = await db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', messageId)
      .executeTakeFirst();
    expect(message).toMatchObject({ content: 'hi', senderId: null });
    const participants = await db
      .selectFrom('conversationParticipants')
      .select('userId')
      .where('conversationId', '=', conversationId)
      .execute();
    expect(participants).toEqual([{ userId: admin.id }]);

    for (const id of [target.id, target.id, randomUUID(), 'no-such-id']) {
      const again = await t.as('admin', 'DELETE', `/api/users/${id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: USER_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
  });
});
