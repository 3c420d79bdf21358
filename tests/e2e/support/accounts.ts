import { randomUUID } from 'node:crypto';
import { createAuth, type Auth } from '../../../src/server/auth/auth';
import { loadConfig } from '../../../src/server/config';
import { createDatabase, type Database } from '../../../src/server/db/database';
import type { Role } from '../../../src/shared/permissions';
import { E2E_BASE_URL, E2E_SECRET } from './server';

export interface Account {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role | null;
}

export interface AccountOptions {
  role?: Role | null;
  firstName?: string;
  lastName?: string;
  password?: string;
}

let connection: { database: Database; auth: Auth } | null = null;

/** The e2e server's own database, opened from this test worker to arrange accounts. */
function connect() {
  if (connection) return connection;
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: the global setup did not run');
  const config = loadConfig(
    { DATABASE_URL: url, PUBLIC_URL: E2E_BASE_URL, BETTER_AUTH_SECRET: E2E_SECRET },
    null,
  );
  const database = createDatabase(config.database);
  connection = { database, auth: createAuth(config, database) };
  return connection;
}

/** Creates an account as an admin would, with the role set (null for none). */
export async function createAccount(options: AccountOptions = {}): Promise<Account> {
  const { auth, database } = connect();
  const firstName = options.firstName ?? 'Taylor';
  const lastName = options.lastName ?? 'Brooks';
  const email = `e2e-${randomUUID().slice(0, 12)}@example.com`;
  const password = options.password ?? 'e2e-password-1';
  const role = options.role === undefined ? 'user' : options.role;
  const { user } = await auth.api.createUser({
    body: {
      email,
      password,
      name: `${firstName} ${lastName}`,
      ...(role ? { role } : {}),
      data: { firstName, lastName },
    },
  });
  if (role === null) {
    await database.db.updateTable('user').set({ role: null }).where('id', '=', user.id).execute();
  }
  return { id: user.id, email, password, firstName, lastName, role };
}

/** Changes an account's role behind the user's back, as an admin on another device would. */
export async function setRole(accountId: string, role: Role | null): Promise<void> {
  await connect()
    .database.db.updateTable('user')
    .set({ role })
    .where('id', '=', accountId)
    .execute();
}

/** Ends every session of the account on the server (as a password reset would). */
export async function endSessions(accountId: string): Promise<void> {
  await connect().database.db.deleteFrom('session').where('userId', '=', accountId).execute();
}

/** Removes accounts made by a test, with their sessions. */
export async function removeAccounts(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { db } = connect().database;
  await db.deleteFrom('session').where('userId', 'in', ids).execute();
  await db.deleteFrom('account').where('userId', 'in', ids).execute();
  await db.deleteFrom('user').where('id', 'in', ids).execute();
}

/**
 * Coverage requests at a location, written straight to the database (the coverage screens
 * arrive later); returns a function that removes them again.
 */
export async function addCoverageRequests(
  locationId: string,
  count: number,
): Promise<() => Promise<void>> {
  const { db } = connect().database;
  const now = new Date().toISOString();
  const ids = Array.from({ length: count }, () => randomUUID());
  await db
    .insertInto('coverageRequests')
    .values(
      ids.map((id) => ({
        id,
        userId: null,
        date: '2026-11-20',
        startTime: '08:00',
        endTime: '16:00',
        locationId,
        assignedGuardId: null,
        assignedGuardName: null,
        notes: null,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
  return async () => {
    await db.deleteFrom('coverageRequests').where('id', 'in', ids).execute();
  };
}
