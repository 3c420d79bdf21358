import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, type MatrixFixtures } from './test/authorization-matrix.js';
import { dataDigest } from './test/data-digest.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from './test/test-app.js';
import { startTwilioServer, type TwilioServer } from './test/twilio-server.js';

/**
 * Requests shaped to slip past the checks rather than the validation (issue #20): every route
 * spelled the way only the router understands, and bodies nested far deeper than any route reads.
 * Each must meet the same checks as the plain request, and change nothing.
 */
describe('hostile request shapes, on every route', () => {
  let t: TestApp;
  let fixtures: MatrixFixtures;
  let twilio: TwilioServer;
  beforeAll(async () => {
    // Texts on (issue #30), so that Twilio's webhooks are among the routes.
    twilio = await startTwilioServer();
    t = await createTestApp(twilio.env());
    fixtures = await ACCESS_MATRIX.fixtures(t);
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  const routes = Object.entries(ACCESS_MATRIX.routes).filter(([key]) => key.includes(' /api/'));
  const writes = routes.filter(([key]) => !key.startsWith('GET '));
  /** `/api/…` with its first letter percent-encoded: the router still reads `/api/…`. */
  const disguised = (url: string) => url.replace(/^\/api\//, '/%61pi/');

  it.each(writes)(
    '%s spelled /%61pi/… from another site: refused (403), nothing changed',
    async (key, route) => {
      const call = await route.call('admin', { ...fixtures, refused: true });
      const cookie = call.cookie ?? (await t.account('admin')).cookie;
      const before = await dataDigest(t);
      const response = await t.app.inject({
        method: call.method,
        url: disguised(call.url),
        // A webhook's own headers too: its signature names the path as Twilio called it.
        headers: { ...call.headers, cookie, origin: 'https://evil.example' },
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect({ key, status: response.statusCode }).toEqual({ key, status: 403 });
      expect(await dataDigest(t)).toBe(before);
    },
  );

  // Sign-out does not read its body: it signs out (better-auth parses sign-in's bodies itself).
  const appWrites = writes.filter(([key]) => !key.includes('/api/auth/'));
  it.each(appWrites)(
    '%s with 5,000 levels of nesting: 400, nothing changed',
    async (key, route) => {
      const call = await route.call('admin', { ...fixtures, refused: true });
      const cookie = call.cookie ?? (await t.account('admin')).cookie;
      const before = await dataDigest(t);
      const response = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: `{"notes":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      });
      expect({ key, status: response.statusCode }).toEqual({ key, status: 400 });
      expect(await dataDigest(t)).toBe(before);
    },
  );
});
