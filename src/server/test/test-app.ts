import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import webpush from 'web-push';
import { buildApp, type BuildOptions } from '../app.js';
import {
  defaultPasswordHashQueue,
  queuedPasswordHashing,
  type PasswordHashing,
} from '../auth/password-hashing.js';
import { loadConfig, type Config } from '../config.js';
import type { Role } from '../../shared/permissions.js';
import { createGuard } from './builders.js';
import { createTestDatabase } from './test-database.js';

/** The origin the test app believes it is served from; requests that change things send it. */
export const TEST_ORIGIN = 'http://coverdesk.test';
export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: Role | null;
  cookie: string;
}

/** Who sends a request: an account with that role, one with no role ('none'), or no session. */
export type Who = Role | 'none' | 'anonymous';
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Sends a request as the given session (or none), with the app's own Origin. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /**
   * Sends a request as `who`: the file's signed-in account of that role (made on first use, then
   * shared by the file's tests), or without a session for 'anonymous'.
   */
  as(who: Who, method: Method, url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** The signed-in account that `as` uses for the role. */
  account(role: Role | 'none'): Promise<TestUser>;
  /** The status each of `whom` gets for the same request, for one assertion over a role table. */
  statuses(
    whom: readonly Who[],
    method: Method,
    url: string,
    payload?: object,
  ): Promise<Partial<Record<Who, number>>>;
  createUser(options?: {
    role?: Role | null;
    email?: string;
    password?: string;
    firstName?: string;
    lastName?: string;
  }): Promise<Omit<TestUser, 'cookie'>>;
  signIn(email: string, password: string): Promise<string>;
  /** A new account with the role, signed in. */
  signInAs(
    role: Role | null,
    options?: { firstName?: string; lastName?: string },
  ): Promise<TestUser>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * One VAPID key pair for the process's test apps: made in the data folder, they would land in
 * ./data on PostgreSQL.
 */
const TEST_VAPID = webpush.generateVAPIDKeys();

/** The process's first salted hash of each password, shared by every test app. */
const hashesByPassword = new Map<string, Promise<string>>();

/**
 * The real hashing, except that the accounts a test makes with the same password share one salted
 * hash: an account costs no scrypt of its own (the test accounts number in hundreds), while every
 * sign-in still checks its password against the stored hash for real.
 */
function oneHashPerPassword(real: PasswordHashing): PasswordHashing {
  return {
    hash(password) {
      let hashed = hashesByPassword.get(password);
      if (!hashed) {
        hashed = real.hash(password);
        hashesByPassword.set(password, hashed);
        hashed.catch(() => hashesByPassword.delete(password));
      }
      return hashed;
    },
    verify: (input) => real.verify(input),
  };
}

/** Every Set-Cookie header of the answer. */
export function setCookiesOf(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header : header ? [header] : [];
}

/**
 * The `name=value` part of each Set-Cookie header a browser sends back with every API call, ready
 * to send as Cookie: those for the whole site (the sign-in guard's device cookie, for
 * /api/auth only, is left out).
 */
export function cookieFrom(response: LightMyRequestResponse): string {
  return setCookiesOf(response)
    .filter((cookie) => !/;\s*path=(?!\/(;|$))/i.test(cookie))
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * Builds the app on a fresh database (SQLite, or PostgreSQL when DATABASE_URL says so), serving
 * the built client from `clientDir` when one is given.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  clientDir: string | null = null,
  options: BuildOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig(
    {
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: TEST_ORIGIN,
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
      VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
      ...env,
    },
    clientDir,
  );
  const hashQueue = options.hashQueue ?? defaultPasswordHashQueue();
  const app = await buildApp(config, {
    ...options,
    hashQueue,
    passwordHashing:
      options.passwordHashing ?? oneHashPerPassword(queuedPasswordHashing(hashQueue)),
  });

  const request: TestApp['request'] = ({ cookie, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });

  const createUser: TestApp['createUser'] = async (options = {}) => {
    counter += 1;
    const email = options.email ?? `person${counter}-${Date.now()}@example.com`;
    const password = options.password ?? TEST_PASSWORD;
    const role = options.role === undefined ? 'user' : options.role;
    const { user } = await app.auth.api.createUser({
      body: {
        email,
        password,
        name: `${options.firstName ?? 'Test'} ${options.lastName ?? 'Person'}`,
        ...(role ? { role } : {}),
        data: { firstName: options.firstName ?? 'Test', lastName: options.lastName ?? 'Person' },
      },
    });
    // A guard account belongs to a guard row (issue #21).
    if (role === 'guard') {
      await createGuard(app.database.db, {
        firstName: options.firstName ?? 'Test',
        lastName: options.lastName ?? 'Person',
        email,
        accountId: user.id,
      });
    }
    if (role === null) {
      await app.database.db
        .updateTable('user')
        .set({ role: null })
        .where('id', '=', user.id)
        .execute();
    }
    return { id: user.id, email, password, role };
  };

  const signIn: TestApp['signIn'] = async (email, password) => {
    // Each sign-in comes from its own address, as people would, so the per-IP limit holds.
    const response = await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress: `10.0.${Math.floor(counter / 250)}.${(counter % 250) + 1}`,
    });
    counter += 1;
    if (response.statusCode !== 200) {
      throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    }
    return cookieFrom(response);
  };

  const signInAs: TestApp['signInAs'] = async (role, options = {}) => {
    const user = await createUser({ role, ...options });
    return { ...user, cookie: await signIn(user.email, user.password) };
  };

  const accounts = new Map<Role | 'none', Promise<TestUser>>();
  const account: TestApp['account'] = (role) => {
    let signedIn = accounts.get(role);
    if (!signedIn) {
      signedIn = signInAs(role === 'none' ? null : role);
      accounts.set(role, signedIn);
    }
    return signedIn;
  };

  const as: TestApp['as'] = async (who, method, url, payload) => {
    const cookie = who === 'anonymous' ? undefined : (await account(who)).cookie;
    return request({ method, url, cookie, ...(payload ? { payload } : {}) });
  };

  return {
    app,
    config,
    request,
    createUser,
    signIn,
    signInAs,
    as,
    account,
    async statuses(whom, method, url, payload) {
      const answers: Partial<Record<Who, number>> = {};
      for (const who of whom) answers[who] = (await as(who, method, url, payload)).statusCode;
      return answers;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
