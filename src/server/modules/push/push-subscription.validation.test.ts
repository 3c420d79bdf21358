import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserKeys } from '../../test/push-service.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const fcm = () => `https://fcm.googleapis.com/fcm/send/${randomUUID()}`;
const subscription = (endpoint = fcm()) => ({
  endpoint,
  expirationTime: null,
  keys: browserKeys().keys,
});

describe('/api/push/subscriptions: what a subscription must be', () => {
  let t: TestApp;
  let loopbackApp: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    loopbackApp = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await loopbackApp.close();
  });

  const refusal = async (app: TestApp, payload: unknown) => {
    const guard = await app.account('guard');
    const response = await app.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie: guard.cookie,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
    const stored = await app.app.database.db
      .selectFrom('pushSubscriptions')
      .select('id')
      .where('userId', '=', guard.id)
      .execute();
    expect(stored, 'a refused subscription was stored').toEqual([]);
    return { status: response.statusCode, body: response.json() };
  };

  it.each([
    ['http://fcm.googleapis.com/fcm/send/x', 'The push endpoint must be an https: URL'],
    ['https://127.0.0.1/push', 'The push endpoint must not point at this server'],
    ['https://localhost:8443/push', 'The push endpoint must not point at this server'],
    ['https://[::1]/push', 'The push endpoint must not point at this server'],
    ['https://169.254.169.254/latest', 'The push endpoint must not point at a private network'],
    ['https://10.0.0.5/push', 'The push endpoint must not point at a private network'],
    ['https://192.168.1.10/push', 'The push endpoint must not point at a private network'],
    ['https://[fd12::1]/push', 'The push endpoint must not point at a private network'],
    ['https://fcm.googleapis.com:8080/x', 'The push endpoint must use the default https port'],
    [
      'https://a:b@fcm.googleapis.com/x',
      'The push endpoint must not carry a user name or password',
    ],
    ['https://metadata/computeMetadata', 'The push endpoint must name a public host'],
    ['javascript:alert(1)', 'The push endpoint must be an https: URL'],
    [`https://fcm.googleapis.com/${'x'.repeat(2100)}`, 'The push endpoint is too long'],
  ])('refuses the endpoint %s (SSRF)', async (endpoint, message) => {
    const { status, body } = await refusal(t, subscription(endpoint));
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: message, code: 'INVALID_INPUT' });
    expect(body.fields.endpoint).toBe(message);
  });

  it('takes endpoints on this machine only with PUSH_ALLOW_LOOPBACK (tests), and https only', async () => {
    const guard = await loopbackApp.account('guard');
    const accepted = await loopbackApp.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie: guard.cookie,
      payload: subscription('https://127.0.0.1:4443/push/1'),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    for (const endpoint of ['http://127.0.0.1:4443/push/2', 'https://10.0.0.1/push/3']) {
      const refused = await loopbackApp.request({
        method: 'POST',
        url: '/api/push/subscriptions',
        cookie: guard.cookie,
        payload: subscription(endpoint),
      });
      expect(refused.statusCode).toBe(400);
    }
  });

  const keys = browserKeys().keys;
  const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
  it.each([
    ['no keys', { endpoint: fcm() }, 'keys'],
    [
      'a short p256dh',
      { endpoint: fcm(), keys: { ...keys, p256dh: keys.p256dh.slice(1) } },
      'keys.p256dh',
    ],
    [
      'a compressed point',
      { endpoint: fcm(), keys: { ...keys, p256dh: `A${keys.p256dh.slice(1)}` } },
      'keys.p256dh',
    ],
    [
      'a point off the curve',
      { endpoint: fcm(), keys: { ...keys, p256dh: notOnCurve } },
      'keys.p256dh',
    ],
    [
      'a long auth secret',
      { endpoint: fcm(), keys: { ...keys, auth: `${keys.auth}AAAA` } },
      'keys.auth',
    ],
    [
      'an auth secret with other characters',
      { endpoint: fcm(), keys: { ...keys, auth: `${keys.auth.slice(2)}+/` } },
      'keys.auth',
    ],
    ['no endpoint', { keys }, 'endpoint'],
    ['an endpoint that is not text', { endpoint: 42, keys }, 'endpoint'],
  ])('refuses %s with the field named', async (_, payload, field) => {
    const { status, body } = await refusal(t, payload);
    expect(status).toBe(400);
    expect(body.code).toBe('INVALID_INPUT');
    expect(Object.keys(body.fields as object)).toContain(field);
  });

  it('takes keys with base64 padding, stored without it', async () => {
    const guard = await t.signInAs('guard');
    const padded = { ...keys, p256dh: `${keys.p256dh}=`, auth: `${keys.auth}==` };
    const response = await t.request({
      method: 'POST',
      url: '/api/push/subscriptions',
      cookie: guard.cookie,
      payload: { endpoint: fcm(), keys: padded },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.app.database.db
      .selectFrom('pushSubscriptions')
      .select(['p256dh', 'auth'])
      .where('userId', '=', guard.id)
      .executeTakeFirst();
    expect(row).toEqual(keys);
  });
});
