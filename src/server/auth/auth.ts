import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { admin } from 'better-auth/plugins';
import { adminAc, defaultAc } from 'better-auth/plugins/admin/access';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from '../../shared/profile.js';
import { scopeAuthStorage } from './auth-storage-scope.js';

type BetterAuthLogLevel = 'debug' | 'info' | 'warn' | 'error';

const SEVEN_DAYS = 60 * 60 * 24 * 7;
const ONE_DAY = 60 * 60 * 24;
const FIFTEEN_MINUTES = 15 * 60;

/** The header that carries the client's address from Fastify to better-auth's rate limiter. */
export const CLIENT_IP_HEADER = 'x-coverdesk-client-ip';

/** Each of the five roles known to the admin plugin; only admin holds its permissions. */
const roles = {
  admin: adminAc,
  supervisor: defaultAc.newRole({}),
  dispatch: defaultAc.newRole({}),
  user: defaultAc.newRole({}),
  customer: defaultAc.newRole({}),
};

/**
 * Endpoints the app does not offer. Accounts are made by admins, names change through
 * PATCH /api/me, and user administration goes through /api/users, which applies CoverDesk's own
 * rules (the last admin, sessions ended on reset) before calling the admin plugin.
 */
const DISABLED_PATHS = [
  '/sign-up/email',
  '/update-user',
  '/change-email',
  '/delete-user',
  '/delete-user/callback',
  '/change-password',
  '/set-password',
  '/request-password-reset',
  '/reset-password',
  '/forget-password',
  '/send-verification-email',
  '/verify-email',
  '/link-social',
  '/unlink-account',
  '/list-accounts',
  '/account-info',
  '/refresh-token',
  '/get-access-token',
  '/admin/create-user',
  '/admin/list-users',
  '/admin/set-role',
  '/admin/set-user-password',
  '/admin/update-user',
  '/admin/remove-user',
  '/admin/ban-user',
  '/admin/unban-user',
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/list-user-sessions',
  '/admin/has-permission',
  '/admin/get-user',
];

/**
 * better-auth over the app's own database, with every table and column in snake_case so that
 * the app's queries (through Kysely's CamelCasePlugin) can join its tables. Its storages are
 * enabled only while one of its calls is in flight (see scopeAuthStorage).
 */
export function createAuth(config: Config, database: Database, log?: FastifyBaseLogger) {
  const auth = betterAuth({
    // better-auth's notes ('Invalid password' on a failed sign-in…) go to the app's log.
    ...(log
      ? { logger: { log: (level: BetterAuthLogLevel, message: string) => log[level](message) } }
      : {}),
    appName: 'CoverDesk',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: { db: database.raw, type: database.dialect },
    disabledPaths: DISABLED_PATHS,
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
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
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rate_limit',
      fields: { lastRequest: 'last_request' },
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: FIFTEEN_MINUTES, max: config.signInLimit },
      },
    },
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
    ],
  });
  return scopeAuthStorage(auth);
}

export type Auth = ReturnType<typeof createAuth>;
