import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../shared/messenger.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../test/test-app.js';
import { FORBIDDEN, UNAUTHORIZED } from './socket-auth.js';
import { clientPool, type TestClient } from '../test/realtime-clients.js';

describe('realtime delivery to participants', () => {
  let t: TestApp;
  let baseUrl: string;
  const pool = clientPool(TEST_ORIGIN);
  const open = (person: TestUser) => pool.open(baseUrl, person);
  /** Everything sent to `client` before this call has arrived once this resolves. */
  const barrier = async (client: TestClient, userId: string) => {
    const since = client.mark();
    const conversationId = `barrier-${String(since)}-${userId}`;
    t.app.realtime.notifier.conversationChanged([userId], conversationId);
    await client.next('conversation:changed', (p) => p.conversationId === conversationId, since);
  };

  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    pool.closeAll();
  });
  afterAll(() => t.close());

  it("sends a new message to every participant's sockets, the sender's other tab too, and to nobody else", async () => {
    const [alice, bob, outsider] = await Promise.all([
      t.signInAs('dispatch', { firstName: 'Alice' }),
      t.signInAs('supervisor'),
      t.signInAs('customer'),
    ]);
    const [aliceTab1, aliceTab2, bobTab, outsiderTab] = [
      await open(alice),
      await open(alice),
      await open(bob),
      await open(outsider),
    ];
    const created = await t.request({
      method: 'POST',
      url: '/api/conversations',
      cookie: alice.cookie,
      payload: { participantIds: [bob.id] },
    });
    expect(created.statusCode).toBe(201);
    const conversationId = created.json<{ id: string }>().id;
    for (const tab of [aliceTab1, aliceTab2, bobTab]) {
      expect(await tab.next('conversation:changed')).toEqual({ conversationId });
    }

    const sent = await t.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      cookie: alice.cookie,
      payload: { content: 'Post 4 needs cover tonight' },
    });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<Message>();
    expect(message.content).toBe('Post 4 needs cover tonight');
    for (const tab of [aliceTab1, aliceTab2, bobTab]) {
      expect(await tab.next('message:new')).toEqual({ conversationId, message });
    }

    await barrier(outsiderTab, outsider.id);
    expect(outsiderTab.all('message:new')).toEqual([]);
    expect(outsiderTab.all('conversation:changed').map((p) => p.conversationId)).not.toContain(
      conversationId,
    );
  });

  it('sends nothing to anyone for an empty participant list', async () => {
    const person = await t.signInAs('admin');
    const tab = await open(person);
    const message: Message = {
      id: 'm-1',
      conversationId: 'c-none',
      senderId: person.id,
      senderName: 'Test Person',
      content: 'hello',
      createdAt: new Date().toISOString(),
    };
    t.app.realtime.notifier.messageCreated([], message);
    t.app.realtime.notifier.conversationChanged([], 'c-none');
    await barrier(tab, person.id);
    expect(tab.all('message:new')).toEqual([]);
    expect(tab.all('conversation:changed').map((p) => p.conversationId)).not.toContain('c-none');
  });

  it("accountChanged disconnects every socket of that user and nobody else's", async () => {
    const [target, bystander] = await Promise.all([t.signInAs('dispatch'), t.signInAs('dispatch')]);
    const tabs = [await open(target), await open(target)];
    const other = await open(bystander);
    const gone = tabs.map((tab) => tab.disconnected());
    t.app.realtime.notifier.accountChanged(target.id);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    await barrier(other, bystander.id);
    expect(other.socket.connected).toBe(true);
  });

  describe('Manage Users changes', () => {
    let admin: TestUser;
    beforeAll(async () => {
      admin = await t.account('admin');
    });
    const asAdmin = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.request({ method, url, cookie: admin.cookie, ...(payload ? { payload } : {}) });

    it('a role without the messenger ends the sockets, and the reconnect is refused', async () => {
      const person = await t.signInAs('dispatch');
      const tab = await open(person);
      const gone = tab.disconnected();
      expect(
        (await asAdmin('PATCH', `/api/users/${person.id}`, { role: 'user', version: 1 }))
          .statusCode,
      ).toBe(200);
      expect(await gone).toBe('io server disconnect');
      const again = pool.connect(baseUrl, { cookie: person.cookie });
      expect(await again.refusal()).toBe(FORBIDDEN);
    });

    it('a role that keeps the messenger keeps the sockets', async () => {
      const person = await t.signInAs('dispatch');
      const tab = await open(person);
      const response = await asAdmin('PATCH', `/api/users/${person.id}`, {
        role: 'supervisor',
        version: 1,
      });
      expect(response.statusCode).toBe(200);
      await barrier(tab, person.id);
      expect(tab.socket.connected).toBe(true);
    });

    it('a password reset ends the sockets with the sessions', async () => {
      const person = await t.signInAs('customer');
      const tab = await open(person);
      const gone = tab.disconnected();
      const response = await asAdmin('POST', `/api/users/${person.id}/password`, {
        newPassword: 'another-long-password',
      });
      expect(response.statusCode).toBe(200);
      expect(await gone).toBe('io server disconnect');
      const again = pool.connect(baseUrl, { cookie: person.cookie });
      expect(await again.refusal()).toBe(UNAUTHORIZED);
    });

    it('deleting the account ends its sockets', async () => {
      const person = await t.signInAs('supervisor');
      const tab = await open(person);
      const gone = tab.disconnected();
      expect((await asAdmin('DELETE', `/api/users/${person.id}`)).statusCode).toBe(204);
      expect(await gone).toBe('io server disconnect');
    });
  });
});
