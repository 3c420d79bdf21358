import { formatParamUrl } from '@fastify/swagger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS_USED } from '../../auth/auth.routes.js';
import { ACCESS_MATRIX, type MatrixRoute } from '../../test/authorization-matrix.js';
import { fetchOpenApi, operations, type OpenApiDocument } from '../../test/openapi.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { startTwilioServer, type TwilioServer } from '../../test/twilio-server.js';

/**
 * The routes the app serves that are not operations of the API, and why. Every other route is
 * in the document: a new one cannot be left out of it.
 */
const NOT_OPERATIONS: Record<string, string> = {
  'GET /api/docs': "the reference's page (HTML), not a call of the API",
  'GET /api/docs/static/{*}': "the page's scripts, styles and icons",
  'GET /api/docs/static/index.html': "the plugin's redirect to the page",
  'GET /api/docs/static/swagger-initializer.js': "the page's script that loads the document",
  'GET /api/docs/static/theme/logo.svg': "the page's icon",
  'GET /api/docs/static/theme/viewport.js': "the page's script that fits it to phones",
  'GET /api/docs/json': 'the copy of the document the page loads (it is /api/docs/openapi.json)',
  'GET /api/docs/yaml': 'the same document as YAML',
  // One route mounts better-auth; the reference lists the three endpoints it admits instead.
  'GET /api/auth/{*}': "better-auth's catch-all, documented as the endpoints it admits",
  'POST /api/auth/{*}': "better-auth's catch-all, documented as the endpoints it admits",
};

const BETTER_AUTH = Object.entries(AUTH_ENDPOINTS_USED).map(
  ([path, method]) => `${method} ${path}`,
);

/** `GET /api/users/:id` as the document names it: `GET /api/users/{id}`. */
const documentedName = (method: string, url: string) => `${method} ${formatParamUrl(url)}`;

describe("the API reference's operations and the app's routes (issue #31)", () => {
  let t: TestApp;
  let twilio: TwilioServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    twilio = await startTwilioServer();
    t = await createTestApp(twilio.env());
    document = await fetchOpenApi(t);
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('documents every route the app serves (its onRoute hook), and nothing else', () => {
    const served = t.app.servedRoutes.map((route) => documentedName(route.method, route.url));
    const documented = operations(document).map(([name]) => name);
    expect(Object.keys(NOT_OPERATIONS).filter((name) => !served.includes(name))).toEqual([]);
    expect(documented.filter((name) => !BETTER_AUTH.includes(name)).sort()).toEqual(
      served.filter((name) => !(name in NOT_OPERATIONS)).sort(),
    );
    expect(documented.filter((name) => BETTER_AUTH.includes(name)).sort()).toEqual(
      [...BETTER_AUTH].sort(),
    );
  });

  it('says of each operation who may call it as the authorization matrix does', () => {
    const documented = new Map(operations(document));
    const mismatches: string[] = [];
    let compared = 0;
    for (const [key, route] of Object.entries<MatrixRoute>(ACCESS_MATRIX.routes)) {
      const [method = '', url = ''] = key.split(' ');
      const names =
        url === '/api/auth/*'
          ? BETTER_AUTH.filter((name) => name.startsWith(`${method} `))
          : [documentedName(method, url)];
      for (const name of names) {
        const operation = documented.get(name);
        if (!operation) continue;
        compared += 1;
        const access = operation['x-access'];
        if (access !== route.access) mismatches.push(`${name}: ${access}, matrix: ${route.access}`);
      }
    }
    expect(compared).toBe(documented.size);
    expect(mismatches).toEqual([]);
  });

  it('asks for the session cookie exactly where the server needs a session', () => {
    const wrong = operations(document)
      .filter(([, operation]) => {
        const needed = operation['x-access'] !== 'public';
        // [{ session: [] }] needs one; [] or [{}, { session: [] }] does not.
        const asked = (operation.security ?? []).every((scheme) => 'session' in scheme);
        return needed !== (asked && (operation.security ?? []).length > 0);
      })
      .map(([name]) => name);
    expect(wrong).toEqual([]);
  });
});
