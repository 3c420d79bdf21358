import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_USER, type Conversation } from '../../../shared/messenger.js';
import type { ManagedUser } from '../../../shared/users.js';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../test/test-app.js';
import { conversationListRepository } from './conversation-list.repository.js';
import { messengerClient, type Chatter } from '../../test/messenger.js';

describe('GET /api/conversations', () => {
  let t: TestApp;
  let chat: ReturnType<typeof messengerClient>;
  let ana: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    chat = messengerClient(t);
    ana = await t.signInAs('dispatch', { firstName: 'Ana', lastName: 'Lister' });
  });
  afterAll(() => t.close());

  const person = (firstName: string, role: 'admin' | 'customer' = 'customer') =>
    t.signInAs(role, { firstName, lastName: 'Doe' });
  const find = async (who: Chatter, id: string) =>
    (await chat.list(who)).find((conversation) => conversation.id === id);

  it('orders the list by the newest message, or the creation when there is none', async () => {
    const [ben, cleo, dan] = await Promise.all([person('Ben'), person('Cleo'), person('Dan')]);
    const withBen = await chat.start(ana, [ben]);
    await sleep(3);
    const withCleo = await chat.start(ana, [cleo]);
    await sleep(3);
    const withDan = await chat.start(ana, [dan]);
    await sleep(3);
    const sent = await chat.send(ben, withBen, 'Old chat, new message');

    const list = await chat.list(ana);
    const mine = list.filter((c) => [withBen, withCleo, withDan].includes(c.id));
    expect(mine.map((conversation) => conversation.id)).toEqual([withBen, withDan, withCleo]);
    expect(mine[0]?.updatedAt).toBe(sent.createdAt);
    const times = list.map((conversation) => conversation.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(mine[1]).toMatchObject({ isGroup: false, lastMessage: null, unread: 0 });
    expect(mine[1]?.participants).toEqual([{ id: dan.id, firstName: 'Dan', lastName: 'Doe' }]);
  });

  it('shows the newest message and counts only unread messages from others', async () => {
    // A group holds at most one customer (customers message staff only).
    const ben = await t.signInAs('supervisor', { firstName: 'Ben', lastName: 'Doe' });
    const cleo = await person('Cleo');
    const id = await chat.start(ana, [ben, cleo]);
    await chat.send(ben, id, 'one');
    await chat.send(cleo, id, 'two');
    await chat.send(ben, id, 'three');

    const mine = await find(ana, id);
    expect(mine?.unread).toBe(3);
    expect(mine?.lastMessage).toMatchObject({
      content: 'three',
      senderId: ben.id,
      senderName: 'Ben Doe',
    });
    expect(mine?.participants.map((p) => p.firstName)).toEqual(['Ben', 'Cleo']);
    // Own messages never count; sending marks what came before read for the sender.
    expect((await find(cleo, id))?.unread).toBe(1);
    expect((await find(ben, id))?.unread).toBe(0);

    await chat.read(ana, id);
    expect((await find(ana, id))?.unread).toBe(0);
    await chat.send(cleo, id, 'four');
    expect((await find(ana, id))?.unread).toBe(1);

    expect((await find(ben, id))?.unread).toBe(1);
    await chat.send(ben, id, 'five');
    expect((await find(ben, id))?.unread).toBe(0);
    expect((await find(ana, id))?.unread).toBe(2);
  });

  it('marks read in a conversation without messages, and stays at zero', async () => {
    const ben = await person('Ben');
    const id = await chat.start(ana, [ben]);
    await chat.read(ben, id);
    expect(await find(ben, id)).toMatchObject({ unread: 0, lastMessage: null });
  });

  it('shows a deleted account as DELETED_USER and drops it from the participants', async () => {
    const created = await t.as('admin', 'POST', '/api/users', {
      firstName: 'Gone',
      lastName: 'Soon',
      email: 'gone.soon@example.com',
      password: TEST_PASSWORD,
    });
    expect(created.statusCode).toBe(201);
    const gone = created.json<ManagedUser>();
    const promoted = await t.as('admin', 'PATCH', `/api/users/${gone.id}`, {
      role: 'customer',
      version: gone.version,
    });
    expect(promoted.statusCode).toBe(200);
    const goneChatter = { id: gone.id, cookie: await t.signIn(gone.email, TEST_PASSWORD) };

    const id = await chat.start(goneChatter, [ana]);
    await chat.send(ana, id, 'Hello?');
    await chat.send(goneChatter, id, 'Leaving the company, bye');
    expect((await t.as('admin', 'DELETE', `/api/users/${gone.id}`)).statusCode).toBe(204);

    const listed = await find(ana, id);
    expect(listed?.participants).toEqual([]);
    expect(listed?.lastMessage).toMatchObject({
      content: 'Leaving the company, bye',
      senderId: null,
      senderName: DELETED_USER,
    });
    expect(listed?.unread).toBe(1);
    const page = await chat.page(ana, id);
    expect(page.messages.map((m) => [m.senderName, m.content])).toEqual([
      ['Ana Lister', 'Hello?'],
      [DELETED_USER, 'Leaving the company, bye'],
    ]);
    // The one person left can still answer into it.
    await chat.send(ana, id, 'Good luck!');
    expect((await find(ana, id))?.lastMessage?.content).toBe('Good luck!');
  });

  it('reads the list in two queries, however many conversations there are', async () => {
    const others = await Promise.all(['P', 'Q', 'R', 'S'].map((name) => person(name, 'admin')));
    for (const other of others) await chat.send(other, await chat.start(ana, [other]), 'hi');
    const queries: string[] = [];
    const { db } = t.app.database;
    const counted = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries.push(args.queryId.queryId);
        return args.result;
      },
    });
    const list: Conversation[] = await conversationListRepository(counted).list(ana.id);
    expect(list.length).toBeGreaterThanOrEqual(others.length);
    expect(queries).toHaveLength(2);
  });
});
