import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DEVICES_PER_ACCOUNT } from '../../notifications/push-subscriptions.repository.js';
import { browserKeys } from '../../test/push-service.js';
import { createTestApp, type TestApp, type Who } from '../../test/test-app.js';

const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
const subscription = (endpoint = fcm()) => ({
  endpoint,
  expirationTime: null,
  keys: browserKeys().keys,
});

const EVERYONE: readonly Who[] = [
  'anonymous',
  'none',
  'user',
  'customer',
  'guard',
  'dispatch',
  'supervisor',
  'admin',
];
const WORKING: Record<string, number> = {
  customer: 200,
  guard: 200,
  dispatch: 200,
  supervisor: 200,
  admin: 200,
};

describe('/api/push: the devices an account has notified', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const devicesOf = (userId: string) =>
    t.app.database.db
      .selectFrom('pushSubscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('userId', '=', userId)
      .execute();
  const holderOf = async (endpoint: string) =>
    (
      await t.app.database.db
        .selectFrom('pushSubscriptions')
        .select('userId')
        .where('endpoint', '=', endpoint)
        .executeTakeFirst()
    )?.userId;
  const post = (cookie: string, payload: object) =>
    t.request({ method: 'POST', url: '/api/push/subscriptions', cookie, payload });
  const remove = (cookie: string | undefined, endpoint: string) =>
    t.request({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      ...(cookie ? { cookie } : {}),
      payload: { endpoint },
    });

  it('gives the VAPID public key to every working role, guards included', async () => {
    const statuses = await t.statuses(EVERYONE, 'GET', '/api/push/public-key');
    expect(statuses).toEqual({ anonymous: 401, none: 403, user: 403, ...WORKING });
    const answer = await t.as('guard', 'GET', '/api/push/public-key');
    expect(answer.json()).toEqual({ publicKey: t.config.notifications.vapid.publicKey });
  });

  it('lets every working role subscribe its own device; others store nothing', async () => {
    const statuses: Partial<Record<Who, number>> = {};
    for (const who of EVERYONE) {
      const response = await t.as(who, 'POST', '/api/push/subscriptions', subscription());
      statuses[who] = response.statusCode;
    }
    expect(statuses).toEqual({ anonymous: 401, none: 403, user: 403, ...WORKING });
    for (const who of ['none', 'user'] as const) {
      expect(await devicesOf((await t.account(who)).id)).toEqual([]);
    }
    expect(await devicesOf((await t.account('guard')).id)).toHaveLength(1);
  });

  it('stores the subscription for the account, keys as the browser sent them', async () => {
    const guard = await t.signInAs('guard');
    const sent = subscription();
    const response = await post(guard.cookie, sent);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await devicesOf(guard.id)).toEqual([
      { endpoint: sent.endpoint, p256dh: sent.keys.p256dh, auth: sent.keys.auth },
    ]);
  });

  it('moves a device to the account that subscribes it now, with its new keys', async () => {
    const [first, second] = [await t.signInAs('dispatch'), await t.signInAs('guard')];
    const endpoint = fcm();
    await post(first.cookie, subscription(endpoint));
    const again = subscription(endpoint);
    expect((await post(second.cookie, again)).statusCode).toBe(200);
    expect(await holderOf(endpoint)).toBe(second.id);
    expect(await devicesOf(first.id)).toEqual([]);
    expect(await devicesOf(second.id)).toEqual([
      { endpoint, p256dh: again.keys.p256dh, auth: again.keys.auth },
    ]);
  });

  it(`keeps the ${String(MAX_DEVICES_PER_ACCOUNT)} devices registered last`, async () => {
    const guard = await t.signInAs('guard');
    const endpoints: string[] = [];
    for (let index = 0; index <= MAX_DEVICES_PER_ACCOUNT; index += 1) {
      const sent = subscription();
      endpoints.push(sent.endpoint);
      expect((await post(guard.cookie, sent)).statusCode).toBe(200);
      // Each a moment apart: the oldest is the one dropped.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const kept = (await devicesOf(guard.id)).map((device) => device.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(1).sort());
  });

  it('unsubscribes only the account’s own device, for any session, not for visitors', async () => {
    const [owner, other] = [await t.signInAs('guard'), await t.signInAs('supervisor')];
    const endpoint = fcm();
    await post(owner.cookie, subscription(endpoint));

    expect((await remove(undefined, endpoint)).statusCode).toBe(401);
    const foreign = await remove(other.cookie, endpoint);
    expect(foreign.statusCode).toBe(200);
    expect(await holderOf(endpoint)).toBe(owner.id);

    const own = await remove(owner.cookie, endpoint);
    expect(own.json()).toEqual({ ok: true });
    expect(await holderOf(endpoint)).toBeUndefined();
    // Again, or an endpoint never seen: nothing to do.
    expect((await remove(owner.cookie, endpoint)).statusCode).toBe(200);

    // An account that lost its role may still take its device off the list.
    const demoted = await t.signInAs('user');
    await t.app.database.db
      .insertInto('pushSubscriptions')
      .values({
        id: randomUUID(),
        userId: demoted.id,
        endpoint,
        ...browserKeys().keys,
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect((await remove(demoted.cookie, endpoint)).statusCode).toBe(200);
    expect(await holderOf(endpoint)).toBeUndefined();
  });

  it('forgets the devices of a deleted account', async () => {
    const guard = await t.signInAs('guard');
    await post(guard.cookie, subscription());
    const deleted = await t.as('admin', 'DELETE', `/api/users/${guard.id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await devicesOf(guard.id)).toEqual([]);
  });
});
