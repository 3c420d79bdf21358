import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../shared/messenger.js';
import { buildApp } from '../app.js';
import { testDialect } from '../test/test-database.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../test/test-app.js';
import { clientPool, createConversation } from '../test/realtime-clients.js';

/**
 * On PostgreSQL two app instances share one database, as processes behind a load balancer do,
 * and realtime must cross between them. SQLite runs one process, so there both "instances" are
 * the same one and these tests check the single-process path.
 */
const clustered = testDialect() === 'postgres';

describe(`realtime across ${clustered ? 'two app instances' : 'one app instance (SQLite)'}`, () => {
  let t: TestApp;
  let second: FastifyInstance;
  let firstUrl: string;
  let secondUrl: string;
  let alice: TestUser;
  let bob: TestUser;
  const pool = clientPool(TEST_ORIGIN);
  const open = (baseUrl: string, person: TestUser) => pool.open(baseUrl, person);

  beforeAll(async () => {
    t = await createTestApp();
    firstUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    second = clustered ? await buildApp(t.config) : t.app;
    secondUrl = clustered ? await second.listen({ port: 0, host: '127.0.0.1' }) : firstUrl;
    [alice, bob] = await Promise.all([t.signInAs('dispatch'), t.signInAs('supervisor')]);
  });
  afterEach(async () => {
    pool.closeAll();
    // The next test starts with nobody online.
    const sockets = () => t.app.database.db.selectFrom('presenceSockets').selectAll().execute();
    await expect.poll(sockets).toEqual([]);
  });
  afterAll(async () => {
    if (clustered) await second.close();
    await t.close();
  });

  it('delivers a message sent through one instance to a participant connected to the other', async () => {
    const bobTab = await open(secondUrl, bob);
    const created = await t.request({
      method: 'POST',
      url: '/api/conversations',
      cookie: alice.cookie,
      payload: { participantIds: [bob.id] },
    });
    const conversationId = created.json<{ id: string }>().id;
    expect(await bobTab.next('conversation:changed')).toEqual({ conversationId });

    const sentAt = Date.now();
    const sent = await t.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      cookie: alice.cookie,
      payload: { content: 'Relief for Post 9 at 22:00' },
    });
    expect(sent.statusCode).toBe(201);
    const received = await bobTab.next('message:new');
    expect(received).toEqual({ conversationId, message: sent.json<Message>() });
    expect(Date.now() - sentAt).toBeLessThan(2_000);
  });

  it('shows presence of a user on one instance to a contact on the other, and its end', async () => {
    const carol = await t.signInAs('customer');
    await createConversation(t.app.database.db, [alice.id, carol.id]);
    const carolTab = await open(secondUrl, carol);
    expect(await carolTab.next('presence')).toEqual({ online: [] });

    const aliceTab = await open(firstUrl, alice);
    expect(await aliceTab.next('presence')).toEqual({ online: [carol.id] });
    expect(await carolTab.next('presence', (p) => p.online.includes(alice.id))).toEqual({
      online: [alice.id],
    });

    const since = carolTab.mark();
    const closedAt = Date.now();
    aliceTab.close();
    expect(await carolTab.next('presence', () => true, since)).toEqual({ online: [] });
    expect(Date.now() - closedAt).toBeLessThan(3_000);
  });

  it('disconnects a changed account on every instance', async () => {
    const dave = await t.signInAs('dispatch');
    const tabs = [await open(firstUrl, dave), await open(secondUrl, dave)];
    const gone = tabs.map((tab) => tab.disconnected());
    second.realtime.notifier.accountChanged(dave.id);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
