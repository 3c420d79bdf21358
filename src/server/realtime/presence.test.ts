import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../db/timestamps.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../test/test-app.js';
import {
  clientPool,
  connectClient,
  createConversation,
  type TestClient,
} from '../test/realtime-clients.js';

describe('presence', () => {
  let t: TestApp;
  let baseUrl: string;
  const pool = clientPool(TEST_ORIGIN);
  const open = (person: TestUser) => pool.open(baseUrl, person);
  const sorted = (ids: string[]) => [...ids].sort();
  /** Every snapshot queued so far has been sent, and has reached `client`. */
  const settle = async (client: TestClient, userId: string) => {
    await t.app.realtime.presence.settled();
    const since = client.mark();
    const conversationId = `barrier-${String(since)}`;
    t.app.realtime.io.to(`user:${userId}`).emit('conversation:changed', { conversationId });
    await client.next('conversation:changed', (p) => p.conversationId === conversationId, since);
  };
  const rows = (userId: string) =>
    t.app.database.db
      .selectFrom('presenceSockets')
      .select('socketId')
      .where('userId', '=', userId)
      .execute();

  /** Alice and Bob share a conversation, Alice and Carol another; Bob and Carol share nothing. */
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    [alice, bob, carol] = await Promise.all([
      t.signInAs('dispatch'),
      t.signInAs('supervisor'),
      t.signInAs('customer'),
    ]);
    await createConversation(t.app.database.db, [alice.id, bob.id]);
    await createConversation(t.app.database.db, [alice.id, carol.id]);
  });
  afterEach(async () => {
    pool.closeAll();
    // The next test starts with nobody online.
    await expect
      .poll(() => t.app.database.db.selectFrom('presenceSockets').selectAll().execute())
      .toEqual([]);
  });
  afterAll(() => t.close());

  it('shows a contact coming online and going offline within seconds, to contacts only', async () => {
    const aliceTab = await open(alice);
    expect(await aliceTab.next('presence')).toEqual({ online: [] });
    const carolTab = await open(carol);
    expect(await carolTab.next('presence')).toEqual({ online: [alice.id] });
    expect(await aliceTab.next('presence', (p) => p.online.includes(carol.id))).toEqual({
      online: [carol.id],
    });

    let since = aliceTab.mark();
    const bobTab = await open(bob);
    expect(await bobTab.next('presence')).toEqual({ online: [alice.id] });
    expect(await aliceTab.next('presence', () => true, since)).toEqual({
      online: sorted([bob.id, carol.id]),
    });

    since = aliceTab.mark();
    const closedAt = Date.now();
    bobTab.close();
    expect(await aliceTab.next('presence', () => true, since)).toEqual({ online: [carol.id] });
    expect(Date.now() - closedAt).toBeLessThan(3_000);

    await settle(carolTab, carol.id);
    const seenByCarol = carolTab.all('presence').flatMap((p) => p.online);
    expect(seenByCarol).not.toContain(bob.id);
  });

  it('keeps a user online while one of their tabs stays open', async () => {
    const aliceTab = await open(alice);
    await aliceTab.next('presence');
    const bobTabs = [await open(bob), await open(bob)];
    await aliceTab.next('presence', (p) => p.online.includes(bob.id));
    expect(await bobTabs[1]?.next('presence')).toEqual({ online: [alice.id] });

    const since = aliceTab.mark();
    bobTabs[0]?.close();
    await expect.poll(async () => (await rows(bob.id)).length).toBe(1);
    await settle(aliceTab, alice.id);
    expect(aliceTab.received.slice(since).some((e) => e.event === 'presence')).toBe(false);

    bobTabs[1]?.close();
    expect(await aliceTab.next('presence', () => true, since)).toEqual({ online: [] });
  });

  it('sends the snapshot again on a reconnect with the same cookie', async () => {
    const aliceTab = await open(alice);
    await aliceTab.next('presence');
    const first = await open(bob);
    expect(await first.next('presence')).toEqual({ online: [alice.id] });
    await aliceTab.next('presence', (p) => p.online.includes(bob.id));
    const since = aliceTab.mark();
    first.close();
    expect(await aliceTab.next('presence', () => true, since)).toEqual({ online: [] });
    const again = await open(bob);
    expect(await again.next('presence')).toEqual({ online: [alice.id] });
  });

  it('shows the people of a conversation just started to each other', async () => {
    const dave = await t.signInAs('dispatch');
    const bobTab = await open(bob);
    await bobTab.next('presence');
    const daveTab = await open(dave);
    expect(await daveTab.next('presence')).toEqual({ online: [] });
    const since = bobTab.mark();
    const created = await t.request({
      method: 'POST',
      url: '/api/conversations',
      cookie: dave.cookie,
      payload: { participantIds: [bob.id] },
    });
    expect(created.statusCode).toBe(201);
    expect(await daveTab.next('presence', (p) => p.online.length > 0)).toEqual({
      online: [bob.id],
    });
    expect(await bobTab.next('presence', () => true, since)).toEqual({ online: [dave.id] });
  });

  it("takes a user offline when their account changes, and drops a signed-out session's socket", async () => {
    const aliceTab = await open(alice);
    await aliceTab.next('presence');
    const bobTab = await open(bob);
    await aliceTab.next('presence', (p) => p.online.includes(bob.id));
    let since = aliceTab.mark();
    t.app.realtime.notifier.accountChanged(bob.id);
    expect(await aliceTab.next('presence', () => true, since)).toEqual({ online: [] });
    expect(bobTab.socket.connected).toBe(false);

    const session = await t.signIn(carol.email, carol.password);
    await open({ ...carol, cookie: session });
    await aliceTab.next('presence', (p) => p.online.includes(carol.id));
    since = aliceTab.mark();
    const signOut = await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie: session });
    expect(signOut.statusCode).toBe(200);
    await t.app.realtime.presence.beatNow();
    expect(await aliceTab.next('presence', () => true, since)).toEqual({ online: [] });
  });

  it('ignores the sockets of a process whose heartbeat stopped, and reaps them', async () => {
    const { db } = t.app.database;
    const heartbeatAt = new Date(Date.now() - 60_000).toISOString();
    await db.insertInto('presenceServers').values({ serverId: 'crashed', heartbeatAt }).execute();
    await db
      .insertInto('presenceSockets')
      .values({ socketId: 'ghost', userId: bob.id, serverId: 'crashed', connectedAt: heartbeatAt })
      .execute();
    const aliceTab = await open(alice);
    expect(await aliceTab.next('presence')).toEqual({ online: [] });

    // A live process that then stops beating: Bob is online, then offline once it is reaped.
    await db
      .updateTable('presenceServers')
      .set({ heartbeatAt: nowIso() })
      .where('serverId', '=', 'crashed')
      .execute();
    let since = aliceTab.mark();
    await t.app.realtime.presence.beatNow();
    expect(await aliceTab.next('presence', () => true, since)).toEqual({ online: [bob.id] });

    await db
      .updateTable('presenceServers')
      .set({ heartbeatAt })
      .where('serverId', '=', 'crashed')
      .execute();
    since = aliceTab.mark();
    await t.app.realtime.presence.beatNow();
    expect(await aliceTab.next('presence', () => true, since)).toEqual({ online: [] });
    expect(await rows(bob.id)).toEqual([]);
    const servers = await db.selectFrom('presenceServers').select('serverId').execute();
    expect(servers).toEqual([{ serverId: t.app.realtime.serverId }]);
  });
});

describe('presence when the app closes', () => {
  it('disconnects the sockets and removes the rows of this process', async () => {
    const t = await createTestApp();
    const { db } = t.app.database;
    let left: unknown[] | null = null;
    // Runs after the realtime server closed (preClose), before the database does.
    t.app.addHook('onClose', async () => {
      left = [
        ...(await db.selectFrom('presenceSockets').selectAll().execute()),
        ...(await db.selectFrom('presenceServers').selectAll().execute()),
      ];
    });
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const person = await t.signInAs('admin');
    const client = connectClient(baseUrl, { origin: TEST_ORIGIN, cookie: person.cookie });
    await client.connected();
    await client.next('presence');
    expect(await db.selectFrom('presenceSockets').select('userId').execute()).toEqual([
      { userId: person.id },
    ]);
    const gone = client.disconnected();
    await t.close();
    // A dropped transport, not a refusal: socket.io-client reconnects after this one.
    expect(await gone).toBe('transport close');
    expect(left).toEqual([]);
  });
});
