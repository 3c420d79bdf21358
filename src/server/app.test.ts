import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRole } from './auth/request-user.js';
import { NUL_REFUSED } from './http/body-checks.js';
import { createLocation } from './test/builders.js';
import { dataDigest } from './test/data-digest.js';
import { createTestApp, type TestApp } from './test/test-app.js';

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // A route that stands for every later module's guarded routes.
    t.app.post('/api/test/managers-only', { preHandler: requireRole('pages:management') }, () => ({
      ok: true,
    }));
    t.app.post('/api/test/echo', { bodyLimit: 1024 }, (request) => ({ body: request.body }));
    // A write that breaks a unique index without explaining it, as a lost race would.
    t.app.post('/api/test/duplicate', async () => {
      await createLocation(t.app.database.db, { deptCode: 'DUP-1' });
      await createLocation(t.app.database.db, { deptCode: 'dup-1' });
      return { ok: true };
    });
  });
  afterAll(() => t.close());

  it('answers /healthz while the database answers', async () => {
    const response = await t.request({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends strict security headers, on errors and unknown routes too', async () => {
    for (const url of ['/healthz', '/api/nothing-here', '/api/locations']) {
      const response = await t.request({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('answers unknown API routes with the error format', async () => {
    const response = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
  });

  describe('requireRole', () => {
    it('answers 401 without a session', async () => {
      const response = await t.request({ method: 'POST', url: '/api/test/managers-only' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'You must be logged in', code: 'UNAUTHORIZED' });
    });

    it('lets admin and supervisor through and refuses every other role with 403', async () => {
      const statuses = await t.statuses(
        ['admin', 'supervisor', 'dispatch', 'customer', 'user', 'none'],
        'POST',
        '/api/test/managers-only',
      );
      expect(statuses).toEqual({
        admin: 200,
        supervisor: 200,
        dispatch: 403,
        customer: 403,
        user: 403,
        none: 403,
      });
      const refused = await t.as('dispatch', 'POST', '/api/test/managers-only');
      expect(refused.json().code).toBe('FORBIDDEN');
    });

    it('applies a role change on the very next request', async () => {
      const user = await t.signInAs('supervisor');
      const before = await t.request({
        method: 'POST',
        url: '/api/test/managers-only',
        cookie: user.cookie,
      });
      expect(before.statusCode).toBe(200);
      await t.app.database.db
        .updateTable('user')
        .set({ role: 'dispatch' })
        .where('id', '=', user.id)
        .execute();
      const after = await t.request({
        method: 'POST',
        url: '/api/test/managers-only',
        cookie: user.cookie,
      });
      expect(after.statusCode).toBe(403);
    });
  });

  describe('cross-origin writes', () => {
    it('refuses a write from another origin, even with a valid session', async () => {
      const user = await t.signInAs('admin');
      const response = await t.request({
        method: 'PATCH',
        url: '/api/me',
        cookie: user.cookie,
        payload: { firstName: 'Evil', lastName: 'Site' },
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'Cross-origin request refused',
        code: 'CROSS_ORIGIN',
      });
      const me = await t.request({ method: 'GET', url: '/api/me', cookie: user.cookie });
      expect(me.json().firstName).not.toBe('Evil');
    });

    it('refuses a write that names no origin at all', async () => {
      const user = await t.signInAs('admin');
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie: user.cookie },
        payload: { firstName: 'No', lastName: 'Origin' },
      });
      expect(response.statusCode).toBe(403);
    });

    it('accepts a same-origin fetch that names no Origin but says same-origin', async () => {
      const user = await t.signInAs('admin');
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie: user.cookie, 'sec-fetch-site': 'same-origin' },
        payload: { firstName: 'Same', lastName: 'Origin' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  it('answers 409 when the database refuses a write no route explains', async () => {
    const response = await t.request({ method: 'POST', url: '/api/test/duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This changed meanwhile; reload and try again',
      code: 'CONFLICT',
    });
  });

  describe('bad input', () => {
    it('answers 400 for broken JSON', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"broken": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });

    it('answers 413 for a body over the limit', async () => {
      const response = await t.request({
        method: 'POST',
        url: '/api/test/echo',
        payload: { text: 'x'.repeat(5000) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'Request is too large', code: 'TOO_LARGE' });
    });

    it('answers 413 for a body over the global 1 MB limit', async () => {
      const user = await t.signInAs('admin');
      const response = await t.request({
        method: 'PATCH',
        url: '/api/me',
        cookie: user.cookie,
        payload: { firstName: 'x'.repeat(1_100_000), lastName: 'y' },
      });
      expect(response.statusCode).toBe(413);
    });

    it('refuses the NUL character in every text, body or query, and saves nothing', async () => {
      const before = await dataDigest(t);
      const named = await t.as('admin', 'POST', '/api/locations', {
        name: 'Gate\u0000A',
        deptCode: 'N1',
      });
      const nested = await t.as('admin', 'POST', '/api/guards/import', {
        guards: [
          { firstName: 'Ok', lastName: 'Fine' },
          { firstName: 'Bad', lastName: 'x\u0000' },
        ],
      });
      const keyed = await t.as('admin', 'PATCH', '/api/me', { 'first\u0000Name': 'x' });
      const queried = await t.as('admin', 'GET', '/api/coverage/export?q=a%00b');
      const signIn = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'a\u0000@example.com', password: 'whatever-123' },
      });
      for (const [index, response] of [named, nested, keyed, queried, signIn].entries()) {
        expect(response.statusCode, `${String(index)}: ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ error: NUL_REFUSED });
      }
      // The six characters \u0000 typed into a password are text like any other.
      const typed = await t.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'typed@example.com', password: 'my\\u0000pass' },
      });
      expect(typed.statusCode).toBe(401);
      expect(await dataDigest(t)).toBe(before);
    });
  });
});
