import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedConversation, Message } from '../../../shared/messenger.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { messengerWithRecorder } from '../../test/messenger.js';

describe('messenger notifications', () => {
  let t: TestApp;
  let recorder: Awaited<ReturnType<typeof messengerWithRecorder>>;
  let ana: TestUser;
  let ben: TestUser;
  let cleo: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    recorder = await messengerWithRecorder(t);
    ana = await t.signInAs('admin', { firstName: 'Ana', lastName: 'Notify' });
    ben = await t.signInAs('dispatch');
    cleo = await t.signInAs('customer');
  });
  afterAll(async () => {
    await recorder.close();
    await t.close();
  });

  const sorted = (...users: TestUser[]) => users.map((user) => user.id).sort();
  /** The calls made while `act` runs. */
  const during = async (act: () => Promise<unknown>) => {
    const from = recorder.calls.length;
    await act();
    return recorder.calls.slice(from);
  };
  const start = async (who: TestUser, others: TestUser[]) => {
    const response = await recorder.request(who, 'POST', '/api/conversations', {
      participantIds: others.map((other) => other.id),
    });
    return { status: response.statusCode, id: response.json<CreatedConversation>().id };
  };

  it('tells every participant about a new conversation, and nobody about a reopened one', async () => {
    let created = { status: 0, id: '' };
    const calls = await during(async () => (created = await start(ana, [ben, cleo])));
    expect(created.status).toBe(201);
    expect(calls).toEqual([
      {
        event: 'conversationChanged',
        participantIds: sorted(ana, ben, cleo),
        conversationId: created.id,
      },
    ]);

    const direct = await start(ana, [ben]);
    const reopened = await during(async () => expect((await start(ben, [ana])).id).toBe(direct.id));
    expect(reopened).toEqual([]);
  });

  it('sends a new message to every participant, the sender included, as it was answered', async () => {
    const { id } = await start(ana, [ben, cleo]);
    let answer: Message | undefined;
    const calls = await during(async () => {
      const response = await recorder.request(ben, 'POST', `/api/conversations/${id}/messages`, {
        content: ' Running late ',
      });
      expect(response.statusCode).toBe(201);
      answer = response.json<Message>();
    });
    expect(answer?.content).toBe('Running late');
    expect(calls).toEqual([
      { event: 'messageCreated', participantIds: sorted(ana, ben, cleo), message: answer },
    ]);
  });

  it('tells only me when I read or hide a conversation', async () => {
    const { id } = await start(ana, [ben, cleo]);
    const changed = { event: 'conversationChanged', participantIds: [ana.id], conversationId: id };
    expect(
      await during(() => recorder.request(ana, 'POST', `/api/conversations/${id}/read`)),
    ).toEqual([changed]);
    expect(await during(() => recorder.request(ana, 'DELETE', `/api/conversations/${id}`))).toEqual(
      [changed],
    );
  });

  it('tells nobody about refused requests', async () => {
    const { id } = await start(ana, [ben]);
    const outsider = cleo;
    const calls = await during(async () => {
      await recorder.request(outsider, 'POST', `/api/conversations/${id}/messages`, {
        content: 'x',
      });
      await recorder.request(outsider, 'POST', `/api/conversations/${id}/read`);
      await recorder.request(outsider, 'DELETE', `/api/conversations/${id}`);
      await recorder.request(ana, 'POST', `/api/conversations/${id}/messages`, { content: '  ' });
      await recorder.request(ana, 'POST', '/api/conversations', { participantIds: [ana.id] });
    });
    expect(calls).toEqual([]);
  });

  it('notifies after the commit: a failing notifier loses neither the message nor the answer', async () => {
    const { id } = await start(ana, [ben]);
    const seen: string[] = [];
    recorder.intercept(() => {
      throw new Error('socket server down');
    });
    try {
      const response = await recorder.request(ana, 'POST', `/api/conversations/${id}/messages`, {
        content: 'Saved anyway',
      });
      expect(response.statusCode).toBe(201);
      seen.push(response.json<Message>().id);
      expect(
        (await recorder.request(ana, 'POST', `/api/conversations/${id}/read`)).statusCode,
      ).toBe(204);
    } finally {
      recorder.intercept(null);
    }
    const stored = await t.app.database.db
      .selectFrom('messages')
      .select(['id', 'content'])
      .where('conversationId', '=', id)
      .execute();
    expect(stored).toEqual([{ id: seen[0], content: 'Saved anyway' }]);
  });
});
