import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, messengerContactRoles, ROLES, type Role } from '../shared/permissions.js';
import {
  ACCESS_MATRIX,
  routeKey,
  type Access,
  type MatrixCall,
  type MatrixFixtures,
  type MatrixRoute,
} from './test/authorization-matrix.js';
import { dataDigest } from './test/data-digest.js';
import { createTestApp, type TestApp, type Who } from './test/test-app.js';
import { startTwilioServer, type TwilioServer } from './test/twilio-server.js';

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

/** What `who` must get for a route with this access: 'allowed' (2xx), 401 or 403. */
function expected(access: Access, who: Who): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (who === 'anonymous') return 401;
  if (access === 'signed-in') return 'allowed';
  return who !== 'none' && can(who, access) ? 'allowed' : 403;
}

/**
 * The call with a body no route takes (an array where objects go, a field of every wrong type),
 * JSON where a form goes): refused callers must not get as far as reading it.
 */
function withInvalidBody(call: MatrixCall): MatrixCall {
  if (call.method === 'GET') return call;
  const payload = [{ id: 7, name: [], date: 'x', reason: 0, guardId: {} }];
  return {
    method: call.method,
    url: call.url,
    payload,
    ...(call.cookie ? { cookie: call.cookie } : {}),
  };
}

describe('every route against every role (DECISIONS.md, src/shared/permissions.ts)', () => {
  let t: TestApp;
  let twilio: TwilioServer;
  let fixtures: MatrixFixtures;
  const bodies: string[] = [];
  const customerBodies: string[] = [];
  beforeAll(async () => {
    // Texts through a Twilio-compatible server of the test's own: its webhooks are served then.
    twilio = await startTwilioServer();
    t = await createTestApp(twilio.env());
    fixtures = await ACCESS_MATRIX.fixtures(t);
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });

  it('lists every route the app serves, and only those', () => {
    const served = t.app.servedRoutes.map((route) => routeKey(route.method, route.url)).sort();
    expect(Object.keys(ACCESS_MATRIX.routes).sort()).toEqual(served);
  });

  it.each(Object.entries<MatrixRoute>(ACCESS_MATRIX.routes))(
    '%s: refused where the table says, changing nothing; allowed elsewhere',
    async (key, route) => {
      const refused = WHOM.filter((who) => expected(route.access, who) !== 'allowed');
      // The calls (and any account or row they act on) are made ready before the digest.
      const prepared = [];
      for (const who of refused) {
        const call = await route.call(who, { ...fixtures, refused: true });
        prepared.push({ who, ...call, cookie: call.cookie ?? (await cookieOf(who)) });
      }
      const before = await dataDigest(t);
      for (const { who, ...call } of prepared) {
        const response = await t.request(call);
        bodies.push(response.body);
        expect({ who, status: response.statusCode }).toEqual({
          who,
          status: expected(route.access, who),
        });
      }
      expect(await dataDigest(t), `${key}: a refused call changed data`).toBe(before);

      for (const who of WHOM.filter((whom) => !refused.includes(whom))) {
        const call = await route.call(who, fixtures);
        const response = await t.request({ ...call, cookie: call.cookie ?? (await cookieOf(who)) });
        bodies.push(response.body);
        if (who === 'customer') customerBodies.push(response.body);
        const allowed = route.allowedStatus
          ? response.statusCode === route.allowedStatus
          : response.statusCode >= 200 && response.statusCode < 300;
        expect(
          { who, status: allowed },
          `${key} as ${who}: ${String(response.statusCode)} ${response.body.slice(0, 200)}`,
        ).toEqual({ who, status: true });
      }
    },
  );

  // Issue #40: six routes read the body first, so an invalid one told a stranger its field names.
  it.each(Object.entries<MatrixRoute>(ACCESS_MATRIX.routes))(
    '%s: checks who calls before what they sent (401/403 for an invalid body)',
    async (_key, route) => {
      const refused = WHOM.filter((who) => expected(route.access, who) !== 'allowed');
      for (const who of refused) {
        const call = await route.call(who, { ...fixtures, refused: true });
        const invalid = withInvalidBody(call);
        const response = await t.request({
          ...invalid,
          cookie: call.cookie ?? (await cookieOf(who)),
        });
        expect({ who, status: response.statusCode }, response.body).toEqual({
          who,
          status: expected(route.access, who),
        });
      }
    },
  );

  // Issue #40: a customer never needs a post's exact position, nor its check-in radius.
  it("never answered a customer a post's coordinates or radius", () => {
    expect(customerBodies.length).toBeGreaterThan(10);
    for (const body of customerBodies) expect(body).not.toMatch(/latitude|longitude|radiusMeters/i);
  });

  it('never answered a password hash or a session token', async () => {
    const secrets = [
      ...(await t.app.database.db.selectFrom('account').select('password').execute()).map(
        (row) => row.password,
      ),
      ...(await t.app.database.db.selectFrom('session').select('token').execute()).map(
        (row) => row.token,
      ),
    ].filter((secret): secret is string => typeof secret === 'string' && secret.length >= 16);
    expect(bodies.length).toBeGreaterThan(100);
    expect(secrets.length).toBeGreaterThan(5);
    for (const body of bodies) {
      for (const secret of secrets) expect(body.includes(secret)).toBe(false);
    }
  });

  async function cookieOf(who: Who): Promise<string | undefined> {
    if (who === 'anonymous') return undefined;
    return (await t.account(who)).cookie;
  }
});

// The roles the matrix walks are the six of permissions.ts, plus no role and no session.
it('walks every role', () => {
  expect(WHOM.filter((who): who is Role => (ROLES as readonly string[]).includes(who))).toEqual(
    [...ROLES].sort((a, b) => WHOM.indexOf(a) - WHOM.indexOf(b)),
  );
});

/** The messenger's contacts, pair by pair of roles (permissions.ts, messengerContactRoles). */
describe('who may see and message whom, every pair of roles', () => {
  const ACTIVE = ROLES.filter((role) => can(role, 'messenger'));
  let t: TestApp;
  let people: Map<Role, { id: string; cookie: string }>;
  beforeAll(async () => {
    t = await createTestApp();
    people = new Map();
    for (const role of ACTIVE) people.set(role, await t.signInAs(role));
  });
  afterAll(() => t.close());

  const pairs = ACTIVE.flatMap((viewer) => ACTIVE.map((other) => [viewer, other] as const));
  it.each(pairs)(
    '%s → %s: listed and messaged only where the rule allows',
    async (viewer, other) => {
      const me = people.get(viewer);
      const them = viewer === other ? await t.signInAs(other) : people.get(other);
      if (!me || !them) throw new Error('missing account');
      const allowed = messengerContactRoles(viewer).includes(other);

      const directory = await t.request({
        method: 'GET',
        url: '/api/directory',
        cookie: me.cookie,
      });
      const listed = directory.json<{ id: string }[]>().some((entry) => entry.id === them.id);
      expect({ listed }).toEqual({ listed: allowed });

      const before = await dataDigest(t);
      const started = await t.request({
        method: 'POST',
        url: '/api/conversations',
        cookie: me.cookie,
        payload: { participantIds: [them.id] },
      });
      if (allowed) {
        expect([200, 201]).toContain(started.statusCode);
      } else {
        expect(started.statusCode).toBe(400);
        expect(await dataDigest(t)).toBe(before);
      }
    },
  );
});
