import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, DirectoryEntry } from '../../../shared/messenger.js';
import { createTestApp, type TestApp, type TestUser, type Who } from '../../test/test-app.js';
import { messengerClient } from '../../test/messenger.js';

const REFUSED = ['anonymous', 'none', 'user'] as const;
const ACTIVE = ['admin', 'supervisor', 'dispatch', 'customer'] as const;
const REFUSED_STATUSES = { anonymous: 401, none: 403, user: 403 };

describe('messenger access', () => {
  let t: TestApp;
  let chat: ReturnType<typeof messengerClient>;
  let ana: TestUser;
  let ben: TestUser;
  let outsider: TestUser;
  let conversationId: string;
  let messageId: string;

  beforeAll(async () => {
    t = await createTestApp();
    chat = messengerClient(t);
    ana = await t.signInAs('dispatch', { firstName: 'Ana', lastName: 'Private' });
    ben = await t.signInAs('customer', { firstName: 'Ben', lastName: 'Private' });
    outsider = await t.signInAs('admin', { firstName: 'Olga', lastName: 'Outside' });
    conversationId = await chat.start(ana, [ben]);
    messageId = (await chat.send(ana, conversationId, 'Only for Ben')).id;
  });
  afterAll(() => t.close());

  it('lets the four active roles in, refuses role user and no role, and asks for a session', async () => {
    const everyone: Who[] = [...REFUSED, ...ACTIVE];
    const ok = (status: number) => Object.fromEntries(ACTIVE.map((role) => [role, status]));
    expect(await t.statuses(everyone, 'GET', '/api/directory')).toEqual({
      ...REFUSED_STATUSES,
      ...ok(200),
    });
    expect(await t.statuses(everyone, 'GET', '/api/conversations')).toEqual({
      ...REFUSED_STATUSES,
      ...ok(200),
    });
    const payload = { participantIds: [ana.id] };
    expect(await t.statuses(everyone, 'POST', '/api/conversations', payload)).toEqual({
      ...REFUSED_STATUSES,
      ...ok(201),
    });
    expect((await t.as('anonymous', 'GET', '/api/conversations')).json().error).toBe(
      'You must be logged in',
    );
  });

  it('refuses role user and no role on every conversation route, before looking at it', async () => {
    const id = conversationId;
    const routes = [
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', `/api/conversations/${id}/messages`, { content: 'hello' }],
      ['POST', `/api/conversations/${id}/read`],
      ['DELETE', `/api/conversations/${id}`],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect(await t.statuses(REFUSED, method, url, payload)).toEqual(REFUSED_STATUSES);
    }
    expect((await chat.page(ana, id)).messages.map((message) => message.content)).toEqual([
      'Only for Ben',
    ]);
  });

  it('answers 404 alike to a non-participant and for an unknown id, on every /:id route', async () => {
    const answers = async (id: string) => {
      const routes = [
        chat.call(outsider, 'GET', `/api/conversations/${id}/messages`),
        chat.call(outsider, 'GET', `/api/conversations/${id}/messages?before=${messageId}`),
        chat.call(outsider, 'POST', `/api/conversations/${id}/messages`, { content: 'sneaky' }),
        chat.call(outsider, 'POST', `/api/conversations/${id}/read`),
        chat.call(outsider, 'DELETE', `/api/conversations/${id}`),
      ];
      return (await Promise.all(routes)).map((response) => [
        response.statusCode,
        response.json<unknown>(),
      ]);
    };
    const notFound = [404, { error: 'Conversation not found', code: 'NOT_FOUND' }];
    expect(await answers(conversationId)).toEqual(Array(5).fill(notFound));
    expect(await answers('00000000-0000-4000-8000-000000000000')).toEqual(Array(5).fill(notFound));
  });

  it('leaves the conversation untouched and unseen by the non-participant', async () => {
    expect(await chat.list(outsider)).not.toContainEqual(
      expect.objectContaining({ id: conversationId }),
    );
    const page = await chat.page(ben, conversationId);
    expect(page.messages.map((message) => message.content)).toEqual(['Only for Ben']);
    const [listed] = (await chat.list(ben)).filter((c: Conversation) => c.id === conversationId);
    expect(listed?.unread).toBe(1);
    expect(
      await t.app.database.db
        .selectFrom('conversationDeletions')
        .select('userId')
        .where('conversationId', '=', conversationId)
        .execute(),
    ).toEqual([]);
  });

  it('lists in the directory only other people who may use the messenger', async () => {
    const response = await t.request({ method: 'GET', url: '/api/directory', cookie: ana.cookie });
    const ids = response.json<DirectoryEntry[]>().map((entry) => entry.id);
    expect(ids).toContain(ben.id);
    expect(ids).toContain(outsider.id);
    expect(ids).not.toContain(ana.id);
    expect(ids).not.toContain((await t.account('user')).id);
    expect(ids).not.toContain((await t.account('none')).id);
  });
});
