import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushPayloadSchema } from '../../shared/push.js';
import { freePort } from '../test/free-port.js';
import {
  browserKeys,
  decryptPush,
  startPushService,
  verifyVapid,
  type PushService,
} from '../test/push-service.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { PUSH_TTL_SECONDS } from './push.js';

describe('Web Push delivery, to a push service on 127.0.0.1, decrypted as the browser would', () => {
  let service: PushService;
  let t: TestApp;
  beforeAll(async () => {
    service = await startPushService();
    t = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true' }, null, {
      notificationOptions: { extraCa: service.cert },
    });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  /** A device of the account, subscribed through the API as the browser does. */
  async function subscribe(cookie: string, origin = service.origin) {
    const browser = browserKeys();
    const endpoint = `${origin}/push/${randomUUID()}`;
    const response = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie,
      payload: { endpoint, expirationTime: null, keys: browser.keys },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...browser, endpoint, path: new URL(endpoint).pathname };
  }

  const stored = async (endpoint: string) =>
    (
      await t.app.database.db
        .selectFrom('pushSubscriptions')
        .select('endpoint')
        .where('endpoint', '=', endpoint)
        .execute()
    ).length;

  const message = {
    title: 'Open shift: North Gate',
    body: 'Fri 27 Nov, 08:00–16:00. First to accept gets it.',
    url: '/my-shifts#offer-1',
    tag: 'offer-1',
  };

  it('encrypts for the device (aes128gcm), signs with the VAPID key, urgent for a few hours', async () => {
    const guard = await t.signInAs('guard');
    const device = await subscribe(guard.cookie);
    service.deliveries.length = 0;

    await t.app.notifications.push([guard.id], message);

    expect(service.deliveries).toHaveLength(1);
    const [delivery] = service.deliveries;
    if (!delivery) throw new Error('nothing delivered');
    expect(delivery.path).toBe(device.path);
    expect(delivery.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(delivery.headers.urgency).toBe('high');

    const { publicKey, claims } = verifyVapid(delivery.headers.authorization as string);
    const { vapid } = t.config.notifications;
    expect(publicKey).toBe(vapid.publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe(vapid.subject);
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);

    const payload: unknown = JSON.parse(decryptPush(delivery.body, device));
    expect(PushPayloadSchema.parse(payload)).toEqual(message);
    // Only the browser's keys open it: another device's keys do not.
    expect(() => decryptPush(delivery.body, browserKeys())).toThrow();
  });

  it('reaches every device of the accounts named, and no one else’s', async () => {
    const [first, second, other] = await Promise.all([
      t.signInAs('guard'),
      t.signInAs('dispatch'),
      t.signInAs('guard'),
    ]);
    const devices = [
      await subscribe(first.cookie),
      await subscribe(first.cookie),
      await subscribe(second.cookie),
    ];
    const elsewhere = await subscribe(other.cookie);
    service.deliveries.length = 0;

    await t.app.notifications.push([first.id, second.id, first.id], { ...message, tag: undefined });

    const byPath = new Map(service.deliveries.map((delivery) => [delivery.path, delivery]));
    expect([...byPath.keys()].sort()).toEqual(devices.map((device) => device.path).sort());
    expect(byPath.has(elsewhere.path)).toBe(false);
    for (const device of devices) {
      const delivery = byPath.get(device.path);
      if (!delivery) throw new Error(`nothing for ${device.path}`);
      expect(JSON.parse(decryptPush(delivery.body, device))).toEqual({
        title: message.title,
        body: message.body,
        url: message.url,
      });
    }
  });

  it.each([410, 404])('forgets a device the push service answers %i for', async (status) => {
    const guard = await t.signInAs('guard');
    const gone = await subscribe(guard.cookie);
    service.answerWith(status);
    try {
      await t.app.notifications.push([guard.id], message);
    } finally {
      service.answerWith(201);
    }
    expect(service.deliveries.at(-1)?.path).toBe(gone.path);
    expect(await stored(gone.endpoint)).toBe(0);
  });

  it('keeps a device when the push service fails otherwise, and says which failed and why', async () => {
    const guard = await t.signInAs('guard');
    const failing = await subscribe(guard.cookie);
    const unreachable = await subscribe(
      guard.cookie,
      `https://127.0.0.1:${String(await freePort())}`,
    );
    service.answerWith(500);
    try {
      const outcome = await t.app.notifications.push([guard.id], message);
      expect(outcome.devices).toBe(2);
      expect(outcome.accepted).toBe(0);
      const byEndpoint = new Map(outcome.failed.map((failure) => [failure.endpoint, failure]));
      expect(byEndpoint.get(failing.endpoint)).toMatchObject({
        permanent: false,
        reason: `The push service (${new URL(service.origin).host}) answered 500`,
      });
      expect(byEndpoint.get(unreachable.endpoint)).toMatchObject({
        permanent: false,
        reason: expect.stringMatching(
          /^Could not reach the push service \(127\.0\.0\.1:\d+\): ECONNREFUSED$/,
        ),
      });
    } finally {
      service.answerWith(201);
    }
    expect(service.deliveries.at(-1)?.path).toBe(failing.path);
    expect(await stored(failing.endpoint)).toBe(1);
    expect(await stored(unreachable.endpoint)).toBe(1);
  });

  it('sends nothing to accounts without devices', async () => {
    const guard = await t.signInAs('guard');
    const before = service.deliveries.length;
    await t.app.notifications.push([guard.id, 'no-such-account'], message);
    await t.app.notifications.push([], message);
    expect(service.deliveries).toHaveLength(before);
  });
});
