import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { admin } from 'better-auth/plugins';
import { adminAc, defaultAc } from 'better-auth/plugins/admin/access';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from '../../shared/profile.js';
import { scopeAuthStorage } from './auth-storage-scope.js';
import type { PasswordHashQueue } from './password-hash-queue.js';
import {
  defaultPasswordHashQueue,
  queuedPasswordHashing,
  type PasswordHashing,
} from './password-hashing.js';
import { signInGuard } from './sign-in-guard.js';

type BetterAuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

const SEVEN_DAYS = 60 * 60 * 24 * 7;
const ONE_DAY = 60 * 60 * 24;

/** The header that carries the client's address from Fastify to better-auth's rate limiter. */
export const CLIENT_IP_HEADER = 'x-coverdesk-client-ip';

/** Each of the six roles known to the admin plugin; only admin holds its permissions. */
const roles = {
  admin: adminAc,
  supervisor: defaultAc.newRole({}),
  dispatch: defaultAc.newRole({}),
  user: defaultAc.newRole({}),
  customer: defaultAc.newRole({}),
  guard: defaultAc.newRole({}),
};

/**
 * better-auth over the app's own database, with every table and column in snake_case so that
 * the app's queries (through Kysely's CamelCasePlugin) can join its tables. Its storages are
 * enabled only while one of its calls is in flight (see scopeAuthStorage).
 */
export function createAuth(
  config: Config,
  database: Database,
  log?: FastifyBaseLogger,
  hashQueue: PasswordHashQueue = defaultPasswordHashQueue(),
  passwordHashing: PasswordHashing = queuedPasswordHashing(hashQueue),
) {
  const auth = betterAuth({
    // better-auth's notes ('Invalid password' on a failed sign-in…) go to the app's log.
    ...(log
      ? { logger: { log: (level: BetterAuthLogLevel, message: string) => log[level](message) } }
      : {}),
    appName: 'CoverDesk',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // The public URL and, for localhost, its 127.0.0.1 twin (config.ts): the same check as the
    // app's own same-origin check, so a browser at either address signs in.
    trustedOrigins: config.trustedOrigins,
    database: { db: database.raw, type: database.dialect },
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      password: passwordHashing,
    },
    session: {
      expiresIn: SEVEN_DAYS,
      updateAge: ONE_DAY,
      fields: {
        expiresAt: 'expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
      },
    },
    user: {
      fields: {
        emailVerified: 'email_verified',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      additionalFields: {
        firstName: { type: 'string', required: false, fieldName: 'first_name', input: true },
        lastName: { type: 'string', required: false, fieldName: 'last_name', input: true },
      },
    },
    account: {
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    // Sign-in has its own guard (sign-in-guard.ts); the few other endpoints the app serves
    // (auth.routes.ts) fall under the API's request limit.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'coverdesk',
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        roles,
        schema: {
          user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
          session: { fields: { impersonatedBy: 'impersonated_by' } },
        },
      }),
      signInGuard({ database, limit: config.signInLimit }),
    ],
  });
  return scopeAuthStorage(auth);
}

export type Auth = ReturnType<typeof createAuth>;
