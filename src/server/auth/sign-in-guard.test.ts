import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createTestApp, setCookiesOf, type TestApp } from '../test/test-app.js';

/** Three failures per account and place; fifteen per account from unknown places, and per address. */
const LIMIT = 3;
const WIDE = LIMIT * 5;
let next = 0;
/** A new address in TEST-NET-3, one per call. */
const freshAddress = () => `203.0.113.${(next += 1)}`;

describe('the sign-in guard (OWASP lock-out: per account and address, higher per account)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => t.close());

  const signIn = (
    email: string,
    password: string,
    remoteAddress: string,
    extra: { cookie?: string; url?: string; payload?: string; type?: string } = {},
  ) =>
    t.request({
      method: 'POST',
      url: extra.url ?? '/api/auth/sign-in/email',
      payload: extra.payload ?? JSON.stringify({ email, password }),
      headers: { 'content-type': extra.type ?? 'application/json' },
      remoteAddress,
      ...(extra.cookie ? { cookie: extra.cookie } : {}),
    });
  const deviceCookieOf = (response: Awaited<ReturnType<typeof signIn>>) =>
    setCookiesOf(response)
      .map((cookie) => cookie.split(';')[0] ?? '')
      .find((pair) => pair.startsWith('coverdesk.device='));

  it('counts failures only: twelve colleagues behind one office address all sign in', async () => {
    const office = freshAddress();
    const colleagues = await Promise.all(Array.from({ length: 12 }, () => t.createUser()));
    // Each one mistypes once first, as people do.
    for (const person of colleagues) {
      expect((await signIn(person.email, 'typo-password', office)).statusCode).toBe(401);
      expect((await signIn(person.email, person.password, office)).statusCode).toBe(200);
    }
  });

  it('holds per account and address whatever the path or body looks like', async () => {
    const user = await t.createUser();
    const address = freshAddress();
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await signIn(user.email, 'wrong-password', address)).statusCode).toBe(401);
    }
    const right = JSON.stringify({ email: user.email, password: user.password });
    const variants = [
      {},
      { url: '/api/auth/./sign-in/email' },
      { url: '/api/auth/x/../sign-in/email' },
      { url: '/api/auth/%2e/sign-in/email' },
      { url: '/api/auth/sign-in/email/' },
      { url: '/api/auth/sign-in/email?x=1' },
      { url: '/%61pi/auth/sign-in/email' },
      {
        type: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams({ email: user.email, password: user.password }).toString(),
      },
      { type: 'text/plain', payload: right },
      { payload: `\uFEFF${right}` },
      { payload: JSON.stringify({ email: user.email.toUpperCase(), password: user.password }) },
    ];
    for (const variant of variants) {
      const response = await signIn(user.email, user.password, address, variant);
      expect({ variant, status: response.statusCode }).not.toMatchObject({ status: 200 });
      expect(cookieFrom(response)).not.toContain('session_token=');
    }
    const limited = await signIn(user.email, user.password, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many sign-in attempts\. Try again in \d+ minute/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts attempts sent all at once exactly: no burst passes the count', async () => {
    const user = await t.createUser();
    const address = freshAddress();
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => signIn(user.email, 'wrong-password', address)),
    ).then((answers) => answers.map((answer) => answer.statusCode));
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LIMIT);
  });

  it('limits one address guessing across accounts', async () => {
    const address = freshAddress();
    for (let i = 0; i < WIDE; i += 1) {
      const response = await signIn(`nobody${i}@example.com`, 'wrong-password', address);
      expect(response.statusCode).toBe(401);
    }
    const user = await t.createUser();
    expect((await signIn(user.email, user.password, address)).statusCode).toBe(429);
    expect((await signIn(user.email, user.password, freshAddress())).statusCode).toBe(200);
  });

  it('lets the owner in from a known address or device while strangers lock the account', async () => {
    const owner = await t.createUser({ role: 'admin' });
    const home = freshAddress();
    const first = await signIn(owner.email, owner.password, home);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toBeDefined();
    // Strangers from five addresses use up the account-wide ceiling.
    for (let i = 0; i < WIDE / LIMIT; i += 1) {
      const stranger = freshAddress();
      for (let j = 0; j < LIMIT; j += 1) {
        expect((await signIn(owner.email, 'guess-password', stranger)).statusCode).toBe(401);
      }
    }
    expect((await signIn(owner.email, owner.password, freshAddress())).statusCode).toBe(429);
    // The owner: from the address they signed in from, and with their device elsewhere.
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    const travelling = await signIn(owner.email, owner.password, freshAddress(), {
      cookie: device,
    });
    expect(travelling.statusCode).toBe(200);
  });

  it('still limits guessing from a known place', async () => {
    const owner = await t.createUser();
    const home = freshAddress();
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await signIn(owner.email, 'guess-password', home)).statusCode).toBe(401);
    }
    expect((await signIn(owner.email, owner.password, home)).statusCode).toBe(429);
  });

  it('lifts a limit when its 15 minutes have passed', async () => {
    const user = await t.createUser();
    const address = freshAddress();
    for (let i = 0; i <= LIMIT; i += 1) await signIn(user.email, 'wrong-password', address);
    expect((await signIn(user.email, user.password, address)).statusCode).toBe(429);
    await t.app.database.db
      .updateTable('signInCounters')
      .set({ windowStart: sql<number>`window_start - ${15 * 60 * 1000}` })
      .execute();
    expect((await signIn(user.email, user.password, address)).statusCode).toBe(200);
  });
});
