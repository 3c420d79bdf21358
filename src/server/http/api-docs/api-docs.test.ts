import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentProblems,
  fetchOpenApi,
  operations,
  type OpenApiDocument,
} from '../../test/openapi.js';
import { createTestApp, TEST_ORIGIN, type TestApp, type Who } from '../../test/test-app.js';
import { startTwilioServer, type TwilioServer } from '../../test/twilio-server.js';

const WHOM: readonly Who[] = [
  'anonymous',
  'none',
  'user',
  'customer',
  'guard',
  'dispatch',
  'supervisor',
  'admin',
];

/** The document, the page, and one of the page's scripts (served from the plugin's folder). */
const REFERENCE = ['/api/docs/openapi.json', '/api/docs', '/api/docs/static/swagger-ui-bundle.js'];

describe('the API reference (issue #31)', () => {
  let t: TestApp;
  let twilio: TwilioServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    // Texts through Twilio: its two webhooks are served, and documented, then.
    twilio = await startTwilioServer();
    t = await createTestApp(twilio.env());
    document = await fetchOpenApi(t);
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it.each(REFERENCE)("answers %s to admins only, with the app's usual refusals", async (url) => {
    expect(await t.statuses(WHOM, 'GET', url)).toEqual({
      anonymous: 401,
      none: 403,
      user: 403,
      customer: 403,
      guard: 403,
      dispatch: 403,
      supervisor: 403,
      admin: 200,
    });
    expect((await t.as('anonymous', 'GET', url)).json()).toEqual({
      error: 'You must be logged in',
      code: 'UNAUTHORIZED',
    });
    expect((await t.as('supervisor', 'GET', url)).json()).toEqual({
      error: 'You do not have permission to do this',
      code: 'FORBIDDEN',
    });
  });

  it('serves the page with its own scripts and styles, under the CSP', async () => {
    const page = await t.as('admin', 'GET', '/api/docs');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>CoverDesk API reference</title>');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) expect(source).toMatch(/^\/api\/docs\/static\//);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('is an OpenAPI 3 document of CoverDesk, at its version, served at PUBLIC_URL', async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { version: string };
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info).toMatchObject({ title: 'CoverDesk', version: pkg.version });
    expect(document.servers).toEqual([{ url: TEST_ORIGIN }]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    for (const [name, operation] of operations(document)) {
      expect(Object.keys(operation.responses ?? {}), name).not.toEqual([]);
    }
  });

  it('describes the session cookie as the security scheme of the calls that need a session', () => {
    expect(document.components?.securitySchemes?.session).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'coverdesk.session_token' }),
    );
    const me = document.paths['/api/me']?.get;
    expect(me?.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/invites/{token}']?.get?.security).toEqual([]);
  });

  it('gives every operation a summary, a tag and a response schema for its success', () => {
    expect(documentProblems(document)).toEqual([]);
  });

  it('says who may call each operation, from the role table', () => {
    expect(document.paths['/api/users']?.get?.description).toContain(
      'Who may call: admin (permission `users:manage`).',
    );
    expect(document.paths['/api/coverage/{id}']?.patch?.description).toContain(
      'Who may call: admin, supervisor (permission `coverage:edit`).',
    );
  });
});

describe('the API reference with the text message sandbox (SMS_PROVIDER=sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMS_PROVIDER: 'sandbox' });
  });
  afterAll(() => t.close());

  it("documents the sandbox's routes as well as the rest", async () => {
    const document = await fetchOpenApi(t);
    expect(Object.keys(document.paths)).toContain('/api/sms/sandbox/messages');
    expect(documentProblems(document)).toEqual([]);
  });
});
