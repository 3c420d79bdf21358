import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Role } from '../../shared/permissions.js';
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

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Sends a request as the given session (or none), with the app's own Origin. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
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
  /** One signed-in account per role, and one with no role ('none'). */
  signInEveryRole(): Promise<Record<Role | 'none', TestUser>>;
  close(): Promise<void>;
}

let counter = 0;

/** The `name=value` part of every Set-Cookie header, ready to send back as Cookie. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Builds the app on a fresh database (SQLite, or PostgreSQL when DATABASE_URL says so). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig(
    {
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: TEST_ORIGIN,
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      ...env,
    },
    null,
  );
  const app = await buildApp(config);

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

  return {
    app,
    config,
    request,
    createUser,
    signIn,
    signInAs,
    async signInEveryRole() {
      const [admin, supervisor, dispatch, customer, user, none] = await Promise.all([
        signInAs('admin'),
        signInAs('supervisor'),
        signInAs('dispatch'),
        signInAs('customer'),
        signInAs('user'),
        signInAs(null),
      ]);
      return { admin, supervisor, dispatch, customer, user, none };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
