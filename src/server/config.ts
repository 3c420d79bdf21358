import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { passwordSchema } from '../shared/profile.js';
import {
  notificationsConfig,
  NotificationsEnvSchema,
  type NotificationsConfig,
} from './notifications/notifications-config.js';
import { smsConfig, SmsEnvSchema, type SmsConfig } from './notifications/sms-config.js';
import { outboxConfig, OutboxEnvSchema, type OutboxConfig } from './outbox/outbox-config.js';

/** True for a time zone name Node knows (IANA, e.g. Europe/Berlin; also POSIX's ':'-prefixed form). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone.replace(/^:/, '') });
    return true;
  } catch {
    return false;
  }
}

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .default('file:./data/coverdesk.db')
      .refine((url) => /^(file:|postgres(ql)?:\/\/)/.test(url), {
        message: 'must start with file: (SQLite) or postgres:// (PostgreSQL)',
      }),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: passwordSchema.optional(),
    BETTER_AUTH_SECRET: z.string().min(32).optional(),
    AUTH_SECRET: z.string().min(32).optional(),
    PUBLIC_URL: z.url().optional(),
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    DAILY_SHIFT_LIMIT_CUSTOMER: z.coerce.number().int().min(1).default(500),
    DAILY_SHIFT_LIMIT_STAFF: z.coerce.number().int().min(1).default(100_000),
    CALL_OUT_NOTICE_HOURS: z.coerce.number().int().min(0).max(168).default(4),
    API_RATE_LIMIT: z.coerce.number().int().min(1).default(1200),
    TRUST_PROXY: z.string().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    LOG_FORMAT: z.enum(['pretty', 'json']).default('json'),
    NODE_ENV: z.string().optional(),
    TZ: z
      .string()
      .optional()
      .refine((zone) => zone === undefined || isTimeZone(zone), {
        message: 'must be a time zone name such as America/Chicago (IANA)',
      }),
  })
  .extend(NotificationsEnvSchema.shape)
  .extend(SmsEnvSchema.shape)
  .extend(OutboxEnvSchema.shape);

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; connectionString: string; poolSize: number };

/**
 * PostgreSQL connections a process opens by default: twice the cores, at least 4. More connections
 * than the cores can run only take turns, and on the 2-core bench machine 10 connections cost
 * PostgreSQL ~20 % more CPU per write than 4, with a longer tail (README, Performance).
 */
export const defaultPoolSize = () => Math.max(4, 2 * availableParallelism());

export interface Config {
  port: number;
  host: string;
  database: DatabaseConfig;
  /** Folder for the SQLite file and the generated auth secret. */
  dataDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  authSecret: string;
  /** The origin users reach the app at; cookies and the cross-origin check follow it. */
  publicUrl: string;
  /** True when PUBLIC_URL was set (else publicUrl is the default, http://localhost:PORT). */
  publicUrlSet: boolean;
  /** Origins allowed to make state-changing requests: the public URL and its loopback twin. */
  trustedOrigins: string[];
  logLevel: string;
  /** Human-readable lines (a terminal) or one JSON object a line (a log collector). */
  logFormat: 'pretty' | 'json';
  /** Built client files to serve, or null to serve the API only (tests). */
  clientDir: string | null;
  /** Failed sign-ins allowed per account from one device or address in 15 minutes (five times
   * that per account from unknown places and per address): see auth/sign-in-guard.ts. */
  signInLimit: number;
  /** API requests allowed per IP per minute. */
  apiRateLimit: number;
  /**
   * Shifts one account may create per UTC day (issue #29), by hand, repeating or from a CSV: a
   * customer's account far fewer than the office's.
   */
  dailyShiftLimits: { customer: number; staff: number };
  /** The notice period a guard is asked to give before a shift (hours; 0: none): a later
   * call-out from the guard's phone is let through with a warning (issue #31). */
  callOutNoticeHours: number;
  /** Which proxies may tell us the client's address (X-Forwarded-For); false trusts none. */
  trustProxy: boolean | string;
  /** Web Push (VAPID keys, subject) and e-mail (SMTP_URL, MAIL_FROM): notifications/. */
  notifications: NotificationsConfig;
  /** Text messages (SMS_PROVIDER, TWILIO_*, PHONE_REGION…): notifications/sms-config.ts. */
  sms: SmsConfig;
  /** The outbox's lease (OUTBOX_LEASE_SECONDS): outbox/outbox-config.ts. */
  outbox: OutboxConfig;
  /**
   * The company's time zone (TZ, which Node itself also follows; default the server's): the
   * office's dates and times are wall-clock times there. Calendar feeds need it by name.
   */
  timeZone: string;
}

export class ConfigError extends Error {}

/**
 * Reads SQLite's file path from a `file:` URL, relative to the working directory; a PostgreSQL URL
 * is the pool's connection string.
 */
export function parseDatabaseUrl(url: string, poolSize = defaultPoolSize()): DatabaseConfig {
  if (url.startsWith('file:')) return { kind: 'sqlite', file: path.resolve(url.slice(5)) };
  return { kind: 'postgres', connectionString: url, poolSize };
}

/** Keeps a generated secret beside the database, so sessions survive restarts. */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** TRUST_PROXY: unset or false, true, or a comma-separated list of proxy addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

/** localhost and 127.0.0.1 name the same machine; a browser may use either. */
function trustedOriginsFor(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const twins: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };
  const twin = twins[url.hostname];
  if (!twin) return [publicUrl];
  const other = new URL(publicUrl);
  other.hostname = twin;
  return [publicUrl, other.origin];
}

/**
 * Parses the environment into the app's configuration, stopping with a clear message on bad input.
 */
export function loadConfig(env: NodeJS.ProcessEnv, clientDir: string | null): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const database = parseDatabaseUrl(values.DATABASE_URL, values.DATABASE_POOL_SIZE);
  const publicUrl = new URL(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).origin;
  const dataDir = database.kind === 'sqlite' ? path.dirname(database.file) : path.resolve('data');
  const notifications = readNotifications(values, {
    dataDir,
    publicUrl,
    adminEmail: values.ADMIN_EMAIL,
  });
  return {
    port: values.PORT,
    host: values.HOST,
    database,
    dataDir,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    authSecret: values.BETTER_AUTH_SECRET ?? values.AUTH_SECRET ?? storedSecret(dataDir),
    publicUrl,
    publicUrlSet: values.PUBLIC_URL !== undefined,
    trustedOrigins: trustedOriginsFor(publicUrl),
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    clientDir,
    signInLimit: values.SIGN_IN_RATE_LIMIT,
    apiRateLimit: values.API_RATE_LIMIT,
    dailyShiftLimits: {
      customer: values.DAILY_SHIFT_LIMIT_CUSTOMER,
      staff: values.DAILY_SHIFT_LIMIT_STAFF,
    },
    callOutNoticeHours: values.CALL_OUT_NOTICE_HOURS,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    notifications,
    sms: readSms(values),
    outbox: outboxConfig(values),
    timeZone: values.TZ?.replace(/^:/, '') ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/** The text message settings, or a ConfigError naming what is wrong with them. */
function readSms(values: Parameters<typeof smsConfig>[0]): SmsConfig {
  const read = smsConfig(values);
  if ('problem' in read) throw new ConfigError(`Invalid configuration:\n  ${read.problem}`);
  return read;
}

/** The notification settings, or a ConfigError naming what is wrong with them. */
function readNotifications(
  values: Parameters<typeof notificationsConfig>[0],
  context: Parameters<typeof notificationsConfig>[1],
): NotificationsConfig {
  let read: ReturnType<typeof notificationsConfig>;
  try {
    read = notificationsConfig(values, context);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  if ('problem' in read) throw new ConfigError(`Invalid configuration:\n  ${read.problem}`);
  return read;
}
