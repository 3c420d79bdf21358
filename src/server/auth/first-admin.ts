import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { Auth } from './auth.js';

const DEFAULT_ADMIN_EMAIL = 'admin@coverdesk.local';

export interface FirstAdmin {
  email: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword: string | null;
}

/**
 * On first start, when no admin exists, creates one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
 * generated password that the caller prints once. An existing account with that email is
 * promoted instead. Returns null when an admin already exists.
 */
export async function ensureFirstAdmin(
  config: Config,
  database: Database,
  auth: Auth,
  log: FastifyBaseLogger,
): Promise<FirstAdmin | null> {
  const existing = await database.db
    .selectFrom('user')
    .select('id')
    .where('role', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  if (existing) return null;

  const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const holder = await database.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (holder) {
    await database.db
      .updateTable('user')
      .set({ role: 'admin' })
      .where('id', '=', holder.id)
      .execute();
    log.warn({ email }, 'no admin existed: promoted the existing account to admin');
    return { email, generatedPassword: null };
  }

  const generatedPassword = config.adminPassword ? null : randomBytes(12).toString('base64url');
  await auth.api.createUser({
    body: {
      email,
      password: config.adminPassword ?? generatedPassword ?? '',
      name: 'Admin',
      role: 'admin',
      data: { firstName: 'Admin', lastName: 'User' },
    },
  });
  log.info({ email }, 'created the first admin account');
  return { email, generatedPassword };
}
