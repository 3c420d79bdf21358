import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX, MESSAGES_PAGE, type Message } from '../../../shared/messenger.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { MESSENGER_ERRORS } from './messenger-errors.js';
import { messengerClient } from '../../test/messenger.js';

describe('/api/conversations/:id/messages', () => {
  let t: TestApp;
  let chat: ReturnType<typeof messengerClient>;
  let ana: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    chat = messengerClient(t);
    ana = await t.signInAs('admin', { firstName: 'Ana', lastName: 'Sender' });
    ben = await t.signInAs('customer', { firstName: 'Ben', lastName: 'Reader' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const newConversation = async () => {
    const other = await t.signInAs('dispatch');
    return { other, id: await chat.start(ana, [other]) };
  };
  const sendRaw = (conversationId: string, content: unknown) =>
    chat.call(ana, 'POST', `/api/conversations/${conversationId}/messages`, { content });

  it('sends trimmed content and answers the message with its sender', async () => {
    const id = await chat.start(ana, [ben]);
    const response = await sendRaw(id, '  Shift swap at 6?  \n');
    expect(response.statusCode).toBe(201);
    const message = response.json<Message>();
    expect(message).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      conversationId: id,
      senderId: ana.id,
      senderName: 'Ana Sender',
      content: 'Shift swap at 6?',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect((await chat.page(ben, id)).messages).toEqual([message]);
    const row = await t.app.database.db
      .selectFrom('conversations')
      .select('updatedAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.updatedAt).toBe(message.createdAt);
  });

  it('refuses empty, whitespace-only and too long messages, and keeps nothing', async () => {
    const { id } = await newConversation();
    const refusal = async (content: unknown) => {
      const response = await sendRaw(id, content);
      return [response.statusCode, response.json<{ error: string }>().error];
    };
    expect(await refusal('')).toEqual([400, 'Type a message first']);
    expect(await refusal(' \n\t ')).toEqual([400, 'Type a message first']);
    expect(await refusal(null)).toEqual([400, 'Type a message first']);
    expect(await refusal('x'.repeat(MESSAGE_MAX + 1))).toEqual([
      400,
      'A message can be at most 4000 characters',
    ]);
    expect((await chat.page(ana, id)).messages).toEqual([]);

    const longest = await sendRaw(id, ` ${'y'.repeat(MESSAGE_MAX)} `);
    expect(longest.statusCode).toBe(201);
    expect(longest.json<Message>().content).toHaveLength(MESSAGE_MAX);
  });

  it('keeps the send order within one millisecond, and pages back by it', async () => {
    const { id } = await newConversation();
    // Freeze the clock: every message gets the same "now", so only the conversation's clock
    // tells them apart.
    const frozen = Date.parse('2031-01-01T12:00:00.000Z');
    vi.spyOn(Date, 'now').mockReturnValue(frozen);
    const sent: Message[] = [];
    for (let n = 1; n <= 7; n += 1) sent.push(await chat.send(ana, id, `message ${String(n)}`));
    vi.restoreAllMocks();

    expect(sent.map((message) => Date.parse(message.createdAt) - frozen)).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
    const contents = (messages: Message[]) => messages.map((message) => message.content);
    const last = await chat.page(ana, id, '?limit=3');
    expect([contents(last.messages), last.hasMore]).toEqual([
      ['message 5', 'message 6', 'message 7'],
      true,
    ]);
    const middle = await chat.page(ana, id, `?limit=3&before=${last.messages[0]?.id ?? ''}`);
    expect([contents(middle.messages), middle.hasMore]).toEqual([
      ['message 2', 'message 3', 'message 4'],
      true,
    ]);
    const first = await chat.page(ana, id, `?limit=3&before=${middle.messages[0]?.id ?? ''}`);
    expect([contents(first.messages), first.hasMore]).toEqual([['message 1'], false]);
    const all = await chat.page(ana, id, '?limit=7');
    expect([contents(all.messages), all.hasMore]).toEqual([contents(sent), false]);
  });

  it('keeps the order of messages sent at once by both people', async () => {
    const id = await chat.start(ana, [ben]);
    const sends = Array.from({ length: 6 }, (_, n) =>
      chat.send(n % 2 === 0 ? ana : ben, id, `burst ${String(n)}`),
    );
    const sent = await Promise.all(sends);
    const byTime = [...sent].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    expect(new Set(sent.map((message) => message.createdAt)).size).toBe(sent.length);
    const page = await chat.page(ben, id, '?limit=6');
    expect(page.messages.map((message) => message.id)).toEqual(byTime.map((message) => message.id));
  });

  it('pages by MESSAGES_PAGE by default and refuses a bad query', async () => {
    const { id, other } = await newConversation();
    await t.app.database.db
      .insertInto('messages')
      .values(
        Array.from({ length: MESSAGES_PAGE + 2 }, (_, n) => ({
          id: `seeded-${String(n).padStart(3, '0')}`,
          conversationId: id,
          senderId: other.id,
          content: `seeded ${String(n)}`,
          createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, n)).toISOString(),
        })),
      )
      .execute();
    const page = await chat.page(ana, id);
    expect(page.messages).toHaveLength(MESSAGES_PAGE);
    expect(page.hasMore).toBe(true);
    expect(page.messages[0]?.content).toBe('seeded 2');

    const status = async (query: string) =>
      (await chat.call(ana, 'GET', `/api/conversations/${id}/messages${query}`)).statusCode;
    expect(await status('?limit=0')).toBe(400);
    expect(await status('?limit=101')).toBe(400);
    expect(await status('?limit=two')).toBe(400);
    const unknown = await chat.call(ana, 'GET', `/api/conversations/${id}/messages?before=nope`);
    expect([unknown.statusCode, unknown.json().error]).toEqual([
      400,
      MESSENGER_ERRORS.unknownBefore,
    ]);
  });

  it('does not mark anything read by reading the history', async () => {
    const id = await chat.start(ana, [ben]);
    await chat.send(ben, id, 'Did you see this?');
    const unread = async () =>
      (await chat.list(ana)).find((conversation) => conversation.id === id)?.unread;
    const before = await unread();
    await chat.page(ana, id);
    expect(await unread()).toBe(before);
    expect(before).toBeGreaterThan(0);
  });
});
