import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setCookiesOf, type TestApp } from '../test/test-app.js';
import { AUTH_ENDPOINTS_USED } from './auth.routes.js';
import { PasswordHashQueue, type HashLane } from './password-hash-queue.js';

/**
 * The queue, counting the password checks asked of it (a refusal at the door asks for none) and
 * the most sign-ins it ever had under way at once.
 */
class CountingGate extends PasswordHashQueue {
  asked = 0;
  underWayNow = 0;
  mostUnderWay = 0;
  override run<T>(lane: HashLane, hash: () => Promise<T>): Promise<T> {
    this.asked += 1;
    return super.run(lane, hash);
  }
  override async admit<T>(work: () => Promise<T>): Promise<T> {
    this.underWayNow += 1;
    this.mostUnderWay = Math.max(this.mostUnderWay, this.underWayNow);
    try {
      return await super.admit(work);
    } finally {
      this.underWayNow -= 1;
    }
  }
}

const SIGN_IN = '/api/auth/sign-in/email';

describe("better-auth's endpoints: the ones the app uses, and no other", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses every endpoint and method better-auth has that the app does not use', async () => {
    const paths = Object.values(t.app.auth.api)
      .map((endpoint: { path?: string }) => endpoint.path)
      .filter((path): path is string => typeof path === 'string')
      .map((path) => `/api/auth${path.replaceAll(/:[^/]+/g, 'x')}`);
    expect(paths.length).toBeGreaterThan(30);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/list-sessions', '/api/auth/verify-password']),
    );
    const user = await t.signInAs('admin');
    // Every method but the one used, also on the three used paths (better-auth answers a POST
    // to get-session, for one).
    for (const path of paths) {
      for (const method of ['GET', 'POST'] as const) {
        if (AUTH_ENDPOINTS_USED[path] === method) continue;
        const response = await t.request({
          method,
          url: path,
          cookie: user.cookie,
          ...(method === 'POST' ? { payload: { password: user.password } } : {}),
        });
        expect({ method, path, status: response.statusCode }).toEqual({
          method,
          path,
          status: 404,
        });
      }
    }
    // The three it uses are better-auth's own.
    for (const path of Object.keys(AUTH_ENDPOINTS_USED)) expect(paths).toContain(path);
  });

  it('keeps every stored password valid: a hash made by the code before this change signs in', async () => {
    // better-auth's scrypt (N=16384, r=16, p=1, 64 bytes) of 'guard-post-2026', made on 2026-11-25.
    const stored =
      '67ed5c549f388d1cb35b2bc81f3f343a:e0c38f18b4ad0c796795bce91c2d27b37732755e2424bf301c9da3e9d6f576bba2a9f86d670ebdc1113bf7542a462519abf4dda51b1e98dbe6dd9e5980e5f113';
    const user = await t.createUser({ password: 'some-other-password' });
    await t.app.database.db
      .updateTable('account')
      .set({ password: stored })
      .where('userId', '=', user.id)
      .execute();
    expect(await t.signIn(user.email, 'guard-post-2026')).toContain('coverdesk.session_token=');
  });
});

describe('too many password checks at once', () => {
  let t: TestApp;
  const hashQueue = new CountingGate({
    maxRunning: 1,
    maxWaiting: { normal: 0, priority: 8 },
    typicalMs: 100,
  });
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_RATE_LIMIT: '2' }, null, { hashQueue });
  });
  afterAll(() => t.close());

  /** Signs in from an address; the device cookie this server sets for that browser. */
  const deviceOf = async (user: { email: string; password: string }, remoteAddress: string) => {
    const response = await t.request({
      method: 'POST',
      url: SIGN_IN,
      payload: { email: user.email, password: user.password },
      remoteAddress,
    });
    expect(response.statusCode).toBe(200);
    const device = setCookiesOf(response)
      .map((line) => line.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('coverdesk.device='));
    expect(device).toBeDefined();
    return device ?? '';
  };
  /** Fills the queue: its one slot busy, no room in the normal lane, until release(). */
  const fillGate = () => {
    let release: () => void = () => undefined;
    const held = hashQueue.run('normal', () => new Promise<void>((resolve) => (release = resolve)));
    return { held, release: () => release() };
  };

  it('lets a device that signed in before through a full gate, ahead of the queue', async () => {
    const owner = await t.createUser();
    const device = await deviceOf(owner, '192.0.2.98');
    const gate = fillGate();
    const attempt = (cookie?: string) =>
      t.request({
        method: 'POST',
        url: SIGN_IN,
        payload: { email: owner.email, password: owner.password },
        remoteAddress: '192.0.2.99',
        ...(cookie ? { cookie } : {}),
      });
    expect((await attempt()).statusCode).toBe(503);
    expect((await attempt('coverdesk.device=forged.AAAA')).statusCode).toBe(503);
    const trusted = attempt(device);
    setTimeout(gate.release, 50);
    await gate.held;
    expect((await trusted).statusCode).toBe(200);
  });

  it("refuses at the door a flood carrying the device cookie of the attacker's own account", async () => {
    const [owner, attacker] = await Promise.all([t.createUser(), t.createUser()]);
    // Any account holder has a device cookie this server signed: it is no pass to other accounts.
    const device = await deviceOf(attacker, '192.0.2.110');
    const gate = fillGate();
    const asked = hashQueue.asked;
    try {
      const guesses = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          t.request({
            method: 'POST',
            url: SIGN_IN,
            payload: { email: owner.email, password: `guess-${index}` },
            remoteAddress: `192.0.2.${111 + index}`,
            cookie: device,
          }),
        ),
      );
      expect(guesses.map((guess) => guess.statusCode)).toEqual([503, 503, 503, 503, 503]);
      expect(guesses[0]?.json()).toMatchObject({ code: 'BUSY' });
      // Refused before better-auth: no password check was ever asked for.
      expect(hashQueue.asked).toBe(asked);
    } finally {
      gate.release();
    }
    await gate.held;
  });

  it('lets no more sign-ins reach the database than the queue has room for', async () => {
    const asked = hashQueue.asked;
    hashQueue.mostUnderWay = 0;
    // Twenty at once, before any of them has reached the queue: all but one are refused at the
    // door (this gate has one slot and no normal lane), not after five queries each.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.request({
          method: 'POST',
          url: SIGN_IN,
          payload: { email: `nobody-${index}@example.com`, password: 'wrong-password' },
          remoteAddress: `203.0.113.${index + 1}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    const letIn = statuses.filter((status) => status === 401).length;
    expect(statuses.filter((status) => status === 503)).toHaveLength(20 - letIn);
    // Never more than the queue's room under way at once. All twenty usually arrive before the
    // first is answered (one let in, nineteen refused at the door); on a busy machine each may be
    // answered before the next arrives, and is then let in in its turn.
    expect(hashQueue.mostUnderWay).toBe(1);
    expect(letIn).toBeGreaterThanOrEqual(1);
    // At most the ones let in ask for a hash (an unknown email may be answered without one).
    expect(hashQueue.asked - asked).toBeLessThanOrEqual(letIn);
  });

  it('answers the excess at once with 503 and Retry-After, which does not count as a guess', async () => {
    const user = await t.createUser();
    const attempt = (remoteAddress: string) =>
      t.request({
        method: 'POST',
        url: SIGN_IN,
        payload: { email: user.email, password: 'wrong-password' },
        remoteAddress,
      });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => attempt(`198.51.100.${index + 1}`)),
    );
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]?.json()).toMatchObject({ code: 'BUSY' });
    expect(Number(busy[0]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The refused ones were never checked: an address refused as busy still has its two tries.
    const refusedAddress = `198.51.100.${answers.findIndex((answer) => answer.statusCode === 503) + 1}`;
    expect((await attempt(refusedAddress)).statusCode).toBe(401);
    expect((await attempt(refusedAddress)).statusCode).toBe(401);
    expect((await attempt(refusedAddress)).statusCode).toBe(429);
  });
});
