import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { messengerClient, type Chatter } from '../../test/messenger.js';

describe('DELETE /api/conversations/:id', () => {
  let t: TestApp;
  let chat: ReturnType<typeof messengerClient>;
  let ana: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    chat = messengerClient(t);
    ana = await t.signInAs('supervisor', { firstName: 'Ana', lastName: 'Hider' });
  });
  afterAll(() => t.close());

  const listed = async (who: Chatter, id: string) =>
    (await chat.list(who)).some((conversation) => conversation.id === id);
  const contents = async (who: Chatter, id: string) =>
    (await chat.page(who, id)).messages.map((message) => message.content);
  const stored = async (id: string) => {
    const { db } = t.app.database;
    const count = async (table: 'conversations' | 'messages' | 'conversationParticipants') => {
      const column = table === 'conversations' ? 'id' : 'conversationId';
      return (await db.selectFrom(table).select(column).where(column, '=', id).execute()).length;
    };
    return {
      conversations: await count('conversations'),
      messages: await count('messages'),
      participants: await count('conversationParticipants'),
    };
  };

  it('hides it for me only, until a newer message brings it back without the old history', async () => {
    const ben = await t.signInAs('dispatch');
    const id = await chat.start(ana, [ben]);
    await chat.send(ben, id, 'before 1');
    await chat.send(ana, id, 'before 2');

    await chat.hide(ana, id);
    expect(await listed(ana, id)).toBe(false);
    expect(await listed(ben, id)).toBe(true);
    expect(await contents(ana, id)).toEqual([]);
    expect(await contents(ben, id)).toEqual(['before 1', 'before 2']);
    // Hiding again only moves my marker.
    await chat.hide(ana, id);
    expect(await listed(ana, id)).toBe(false);

    const reopened = await chat.call(ana, 'POST', '/api/conversations', {
      participantIds: [ben.id],
    });
    expect([reopened.statusCode, reopened.json()]).toEqual([200, { id, existing: true }]);
    expect(await listed(ana, id)).toBe(false);

    await chat.send(ben, id, 'after');
    const back = (await chat.list(ana)).find((conversation) => conversation.id === id);
    expect(back).toMatchObject({ unread: 1, lastMessage: { content: 'after' } });
    expect(await contents(ana, id)).toEqual(['after']);
    expect(await contents(ben, id)).toEqual(['before 1', 'before 2', 'after']);
    const beforeId = (await chat.page(ben, id)).messages[0]?.id ?? '';
    const paged = await chat.call(
      ana,
      'GET',
      `/api/conversations/${id}/messages?before=${beforeId}`,
    );
    expect(paged.statusCode).toBe(400);
    expect(await stored(id)).toEqual({ conversations: 1, messages: 3, participants: 2 });
  });

  it('comes back for me when I write into it myself', async () => {
    const ben = await t.signInAs('customer');
    const id = await chat.start(ana, [ben]);
    await chat.send(ben, id, 'old');
    await chat.hide(ana, id);
    await chat.send(ana, id, 'new from me');
    const back = (await chat.list(ana)).find((conversation) => conversation.id === id);
    expect(back).toMatchObject({ unread: 0, lastMessage: { content: 'new from me' } });
    expect(await contents(ana, id)).toEqual(['new from me']);
  });

  it('removes it for good once both have deleted it and nothing newer came', async () => {
    const ben = await t.signInAs('dispatch');
    const id = await chat.start(ana, [ben]);
    await chat.send(ana, id, 'hello');
    await chat.send(ben, id, 'hi');

    await chat.hide(ana, id);
    await chat.send(ben, id, 'still there?');
    await chat.hide(ben, id);
    // Ana's marker is older than Ben's last message: it stays (and is back in her list).
    expect(await stored(id)).toEqual({ conversations: 1, messages: 3, participants: 2 });
    expect(await listed(ana, id)).toBe(true);

    await chat.hide(ana, id);
    expect(await stored(id)).toEqual({ conversations: 0, messages: 0, participants: 0 });
    const markers = await t.app.database.db
      .selectFrom('conversationDeletions')
      .select('userId')
      .where('conversationId', '=', id)
      .execute();
    expect(markers).toEqual([]);
    const gone = await chat.call(ben, 'GET', `/api/conversations/${id}/messages`);
    expect(gone.statusCode).toBe(404);

    // Starting over makes a new one-to-one.
    const again = await chat.call(ana, 'POST', '/api/conversations', { participantIds: [ben.id] });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(id);
  });

  it('removes an empty one-to-one as soon as both have deleted it', async () => {
    const ben = await t.signInAs('admin');
    const id = await chat.start(ana, [ben]);
    await chat.hide(ben, id);
    expect(await stored(id)).toMatchObject({ conversations: 1 });
    await chat.hide(ana, id);
    expect(await stored(id)).toMatchObject({ conversations: 0 });
  });

  it('keeps a group until every remaining member has deleted it', async () => {
    const ben = await t.signInAs('dispatch');
    const cleo = await t.signInAs('customer');
    const id = await chat.start(ana, [ben, cleo]);
    await chat.send(cleo, id, 'group hello');
    await chat.hide(ana, id);
    await chat.hide(ben, id);
    expect(await stored(id)).toMatchObject({ conversations: 1, messages: 1 });

    // Cleo's account goes: the remaining members have all deleted it, but her deletion of the
    // conversation never happened, so it waits for the next deletion to be checked.
    expect((await t.as('admin', 'DELETE', `/api/users/${cleo.id}`)).statusCode).toBe(204);
    expect(await stored(id)).toMatchObject({ conversations: 1, participants: 2 });
    await chat.hide(ben, id);
    expect(await stored(id)).toMatchObject({ conversations: 0, messages: 0 });
  });

  it('removes a one-to-one with a deleted account when the one left deletes it', async () => {
    const ben = await t.signInAs('dispatch');
    const id = await chat.start(ana, [ben]);
    await chat.send(ben, id, 'bye');
    expect((await t.as('admin', 'DELETE', `/api/users/${ben.id}`)).statusCode).toBe(204);
    await chat.hide(ana, id);
    expect(await stored(id)).toEqual({ conversations: 0, messages: 0, participants: 0 });
  });
});
