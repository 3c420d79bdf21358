import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDigest } from '../test/data-digest.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app.js';
import { NUL_REFUSED, TOO_DEEP } from './body-checks.js';
import { warnOfUntrustedProxy } from './security.js';

/** `/api/…` with its first letter percent-encoded: the router reads it as the API path. */
const disguised = (path: string) => path.replace(/^\/api\//, '/%61pi/');

describe('checks decide on the path the router chose, however it is spelled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_RATE_LIMIT: '6' });
  });
  afterAll(() => t.close());

  it('refuses a cross-origin write to /%61pi/… and changes nothing', async () => {
    const admin = await t.signInAs('admin');
    const before = await dataDigest(t);
    const response = await t.app.inject({
      method: 'POST',
      url: disguised('/api/locations'),
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
      payload: { name: 'Evil', deptCode: 'EVIL-1' },
    });
    expect(response.statusCode).toBe(403);
    expect(await dataDigest(t)).toBe(before);
  });

  it('refuses U+0000 sent to /%61pi/…', async () => {
    const admin = await t.signInAs('admin');
    const response = await t.request({
      method: 'POST',
      url: disguised('/api/locations'),
      cookie: admin.cookie,
      payload: { name: 'Nul\u0000Post', deptCode: 'NUL-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(NUL_REFUSED);
  });

  it('counts /%61pi/… against the request limit', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await t.request({
        method: 'GET',
        url: disguised('/api/session'),
        remoteAddress: '192.0.2.200',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('the request limit: per signed-in account, per address without a session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_RATE_LIMIT: '5' });
  });
  afterAll(() => t.close());

  it('gives each person behind one office address a quota of their own', async () => {
    const office = '198.51.100.77';
    const [ana, ben] = await Promise.all([t.signInAs('dispatch'), t.signInAs('dispatch')]);
    const call = (cookie?: string) =>
      t.request({ method: 'GET', url: '/api/session', remoteAddress: office, cookie });
    for (let i = 0; i < 5; i += 1) expect((await call(ana.cookie)).statusCode).toBe(200);
    expect((await call(ana.cookie)).statusCode).toBe(429);
    for (let i = 0; i < 5; i += 1) expect((await call(ben.cookie)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
  });
});

describe('deeply nested JSON', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each(['/api/locations', '/api/conversations', '/api/auth/sign-in/email'])(
    'answers 400 to 5,000 levels sent to %s, never a 500',
    async (url) => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: `{"name":${nested(5000)}}`,
      });
      expect(response.statusCode).toBe(400);
    },
  );

  it('says why for an API route', async () => {
    const admin = await t.signInAs('admin');
    const response = await t.request({
      method: 'POST',
      url: '/api/locations',
      cookie: admin.cookie,
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${nested(40)}}`,
    });
    expect(response.json()).toMatchObject({ error: TOO_DEEP });
  });
});

describe('TRUST_PROXY', () => {
  it('warns once when requests come through a proxy it does not trust', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    warnOfUntrustedProxy(app, false);
    app.get('/api/ping', () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/ping' });
    expect(lines).toHaveLength(0);
    for (let i = 0; i < 3; i += 1) {
      await app.inject({
        method: 'GET',
        url: '/api/ping',
        headers: { 'x-forwarded-for': '1.2.3.4' },
      });
    }
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('TRUST_PROXY is not set');
  });
});
