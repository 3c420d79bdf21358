import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/timestamps.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { MESSENGER_ERRORS } from './messenger-errors.js';
import { messengerClient } from '../../test/messenger.js';

/** Customers are outside client companies: they message staff only, never each other. */
describe('who may message whom', () => {
  let t: TestApp;
  let chat: ReturnType<typeof messengerClient>;
  let admin: TestUser;
  let dispatch: TestUser;
  let customerA: TestUser;
  let customerB: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    chat = messengerClient(t);
    admin = await t.signInAs('admin');
    dispatch = await t.signInAs('dispatch');
    customerA = await t.signInAs('customer');
    customerB = await t.signInAs('customer');
  });
  afterAll(() => t.close());

  const start = (who: TestUser, others: TestUser[]) =>
    chat.call(who, 'POST', '/api/conversations', {
      participantIds: others.map((other) => other.id),
    });

  it('lets a customer chat with staff', async () => {
    expect((await start(customerA, [dispatch])).statusCode).toBe(201);
    expect((await start(customerA, [admin, dispatch])).statusCode).toBe(201);
  });

  it('refuses a customer a chat with another customer, and changes nothing', async () => {
    const before = await chat.list(customerA);
    const response = await start(customerA, [customerB]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Customers can message office staff only (admin, supervisor, dispatch)',
    });
    expect(await chat.list(customerA)).toEqual(before);
    expect((await start(customerA, [dispatch, customerB])).statusCode).toBe(400);
  });

  it('tells a guard who messages another guard the rule for guards (issue #29)', async () => {
    const [kim, ana] = [await t.signInAs('guard'), await t.signInAs('guard')];
    const response = await start(kim, [ana]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Guards can message office staff only (admin, supervisor, dispatch)',
    });
    expect((await start(kim, [dispatch])).statusCode).toBe(201);
  });

  it('refuses staff a group that would put two customers together', async () => {
    const response = await start(admin, [customerA, customerB]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error:
        'A conversation can include at most one person from outside the office (a customer or a guard)',
    });
    expect((await start(admin, [customerA, dispatch])).statusCode).toBe(201);
  });

  it('keeps a conversation made before the rule from carrying messages between customers', async () => {
    // Such a group could exist from before this rule (or a role change since).
    const id = randomUUID();
    const now = nowIso();
    const { db } = t.app.database;
    await db
      .insertInto('conversations')
      .values({ id, isGroup: 1, directKey: null, createdAt: now, updatedAt: now })
      .execute();
    await db
      .insertInto('conversationParticipants')
      .values(
        [admin, customerA, customerB].map((who) => ({
          conversationId: id,
          userId: who.id,
          lastReadAt: null,
        })),
      )
      .execute();
    for (const who of [customerA, admin]) {
      const sent = await chat.call(who, 'POST', `/api/conversations/${id}/messages`, {
        content: 'hello',
      });
      expect(sent.statusCode).toBe(403);
      expect(sent.json()).toMatchObject({ error: MESSENGER_ERRORS.staffOnly(who.role) });
    }
    const count = await db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('conversationId', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});
