import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedConversation } from '../../../shared/messenger.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.js';
import { MESSENGER_ERRORS } from './messenger-errors.js';
import { messengerClient } from '../../test/messenger.js';

describe('POST /api/conversations', () => {
  let t: TestApp;
  let chat: ReturnType<typeof messengerClient>;
  let ana: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    chat = messengerClient(t);
    ana = await t.signInAs('supervisor', { firstName: 'Ana', lastName: 'Starter' });
  });
  afterAll(() => t.close());

  const post = (who: TestUser, participantIds: string[]) =>
    chat.call(who, 'POST', '/api/conversations', { participantIds });
  const conversationRows = () =>
    t.app.database.db.selectFrom('conversations').select(['id', 'isGroup', 'directKey']).execute();
  const participantsOf = async (id: string) =>
    (
      await t.app.database.db
        .selectFrom('conversationParticipants')
        .select('userId')
        .where('conversationId', '=', id)
        .execute()
    )
      .map((row) => row.userId)
      .sort();

  it('starts a one-to-one once, and reopens it whoever of the two asks again', async () => {
    const ben = await t.signInAs('dispatch');
    const first = await post(ana, [ben.id]);
    expect(first.statusCode).toBe(201);
    const { id } = first.json<CreatedConversation>();
    expect(first.json()).toEqual({ id, existing: false });

    const again = await post(ana, [ben.id]);
    expect([again.statusCode, again.json()]).toEqual([200, { id, existing: true }]);
    const fromBen = await post(ben, [ana.id]);
    expect([fromBen.statusCode, fromBen.json()]).toEqual([200, { id, existing: true }]);

    expect(await participantsOf(id)).toEqual([ana.id, ben.id].sort());
    const rows = (await conversationRows()).filter((row) => row.id === id);
    expect(rows).toEqual([{ id, isGroup: 0, directKey: [ana.id, ben.id].sort().join(':') }]);
    const [listed] = await chat.list(ana);
    expect(listed).toMatchObject({ id, isGroup: false, lastMessage: null, unread: 0 });
  });

  it('creates one conversation when the same one-to-one is asked for at once', async () => {
    const cleo = await t.signInAs('customer');
    const before = (await conversationRows()).length;
    const answers = await Promise.all([
      post(ana, [cleo.id]),
      post(cleo, [ana.id]),
      post(ana, [cleo.id]),
      post(cleo, [ana.id]),
    ]);
    const ids = new Set(answers.map((answer) => answer.json<CreatedConversation>().id));
    expect(ids.size).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(answers.filter((answer) => answer.json().existing === false)).toHaveLength(1);
    expect((await conversationRows()).length).toBe(before + 1);
  });

  it('always makes a new group for several people, which stays a group', async () => {
    const ben = await t.signInAs('dispatch', { firstName: 'Ben', lastName: 'Group' });
    const cleo = await t.signInAs('admin', { firstName: 'Cleo', lastName: 'Group' });
    const first = await post(ana, [ben.id, cleo.id]);
    const second = await post(ana, [cleo.id, ben.id]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const firstId = first.json<CreatedConversation>().id;
    expect(second.json<CreatedConversation>().id).not.toBe(firstId);
    expect(await participantsOf(firstId)).toEqual([ana.id, ben.id, cleo.id].sort());

    const listed = (await chat.list(ben)).find((conversation) => conversation.id === firstId);
    expect(listed).toMatchObject({ isGroup: true, unread: 0, lastMessage: null });
    expect(listed?.participants.map((person) => person.firstName)).toEqual(['Ana', 'Cleo']);

    // Cleo's account goes: two people are left, and it is still the group it was started as.
    expect((await t.as('admin', 'DELETE', `/api/users/${cleo.id}`)).statusCode).toBe(204);
    const shrunk = (await chat.list(ana)).find((conversation) => conversation.id === firstId);
    expect(shrunk?.isGroup).toBe(true);
    expect(shrunk?.participants.map((person) => person.id)).toEqual([ben.id]);
  });

  it('refuses myself, unknown accounts, and accounts without a working role', async () => {
    const ben = await t.signInAs('dispatch');
    const waiting = await t.createUser({ role: 'user' });
    const roleless = await t.createUser({ role: null });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const before = (await conversationRows()).length;
    const refusal = async (ids: string[]) => {
      const response = await post(ana, ids);
      return [response.statusCode, response.json<{ error: string }>().error];
    };
    expect(await refusal([ana.id])).toEqual([400, MESSENGER_ERRORS.withSelf]);
    expect(await refusal([ben.id, ana.id])).toEqual([400, MESSENGER_ERRORS.withSelf]);
    expect(await refusal([unknown])).toEqual([400, MESSENGER_ERRORS.oneUnavailable]);
    expect(await refusal([waiting.id])).toEqual([400, MESSENGER_ERRORS.oneUnavailable]);
    expect(await refusal([roleless.id])).toEqual([400, MESSENGER_ERRORS.oneUnavailable]);
    expect(await refusal([ben.id, waiting.id])).toEqual([400, MESSENGER_ERRORS.someUnavailable]);
    expect(await refusal([ben.id, ben.id])).toEqual([400, 'Each person can be chosen once']);
    expect(await refusal([])).toEqual([400, 'Choose at least one person']);
    const noBody = await chat.call(ana, 'POST', '/api/conversations', {});
    expect(noBody.statusCode).toBe(400);
    expect((await conversationRows()).length).toBe(before);
  });
});
