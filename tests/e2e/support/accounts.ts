import { randomUUID } from 'node:crypto';
import { createAuth, type Auth } from '../../../src/server/auth/auth';
import { loadConfig } from '../../../src/server/config';
import { createDatabase, type Database } from '../../../src/server/db/database';
import type { Role } from '../../../src/shared/permissions';
import { E2E_ADMIN, E2E_BASE_URL, E2E_SECRET } from './server';

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

/** The roles that use the app, in the order of the spec. */
export const ACTIVE_ROLES = [
  'admin',
  'supervisor',
  'dispatch',
  'customer',
] as const satisfies readonly Role[];

export type ActiveRole = (typeof ACTIVE_ROLES)[number];

/** Accounts that may only see the waiting screen (/new-users): role user, or no role at all. */
export const WAITING_ACCOUNTS: { label: string; role: 'user' | null }[] = [
  { label: 'role user', role: 'user' },
  { label: 'no role', role: null },
];

let connection: { database: Database; auth: Auth } | null = null;

function e2eConfig(url: string) {
  return loadConfig(
    { DATABASE_URL: url, PUBLIC_URL: E2E_BASE_URL, BETTER_AUTH_SECRET: E2E_SECRET },
    null,
  );
}

/** The e2e server's own database, opened from this test worker to arrange accounts. */
function connect() {
  if (connection) return connection;
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: the global setup did not run');
  const config = e2eConfig(url);
  const database = createDatabase(config.database);
  connection = { database, auth: createAuth(config, database) };
  return connection;
}

/** The e2e server's database, for specs that arrange records the screens do not make. */
export function e2eDatabase(): Database {
  return connect().database;
}

/**
 * What a finished run left in its database, e.g. 'guards (1): Avery Stonek3x9q2'. Each test removes
 * the accounts and records it made, so only the seeded admin should remain.
 */
export async function leftovers(url: string): Promise<string[]> {
  const database = createDatabase(e2eConfig(url).database);
  try {
    const { db } = database;
    const users = await db.selectFrom('user').select('email').execute();
    const locations = await db.selectFrom('locations').select('name').execute();
    const guards = await db.selectFrom('guards').select(['firstName', 'lastName']).execute();
    const requests = await db.selectFrom('coverageRequests').select(['date', 'notes']).execute();
    const found: [string, string[]][] = [
      ['accounts', users.map((user) => user.email).filter((email) => email !== E2E_ADMIN.email)],
      ['locations', locations.map((location) => location.name)],
      ['guards', guards.map((guard) => `${guard.firstName} ${guard.lastName}`)],
      ['coverage requests', requests.map((request) => `${request.date} ${request.notes ?? ''}`)],
    ];
    return found
      .filter(([, texts]) => texts.length > 0)
      .map(([kind, texts]) => `${kind} (${String(texts.length)}): ${texts.slice(0, 5).join(', ')}`);
  } finally {
    await database.destroy();
  }
}

/** Each password's hash, made once per worker: scrypt takes ~0.2 s of CPU for every account. */
const hashes = new Map<string, Promise<string>>();

/**
 * Creates an account as an admin would (better-auth's user and credential account), with the
 * role set (null for none). The password's hash is reused across the worker's accounts.
 */
export async function createAccount(options: AccountOptions = {}): Promise<Account> {
  const context = await connect().auth.$context;
  const firstName = options.firstName ?? 'Taylor';
  const lastName = options.lastName ?? 'Brooks';
  const email = `e2e-${randomUUID().slice(0, 12)}@example.com`;
  const password = options.password ?? 'e2e-password-1';
  const role = options.role === undefined ? 'user' : options.role;
  let hash = hashes.get(password);
  if (!hash) {
    hash = context.password.hash(password);
    hashes.set(password, hash);
  }
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: `${firstName} ${lastName}`,
      emailVerified: false,
      role,
      firstName,
      lastName,
    },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    providerId: 'credential',
    accountId: user.id,
    userId: user.id,
    password: await hash,
  });
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

/** The push endpoints the server holds for the account's devices (issue #21). */
export async function pushEndpointsOf(accountId: string): Promise<string[]> {
  const rows = await connect()
    .database.db.selectFrom('pushSubscriptions')
    .select('endpoint')
    .where('userId', '=', accountId)
    .execute();
  return rows.map((row) => row.endpoint);
}

/**
 * The last day the guard cards of the e2e guards are valid: past any date a spec schedules (a
 * guard without a card on file can take no shift, issue #39).
 */
export const VALID_CARD_UNTIL = '2099-12-31';

/**
 * Gives a guard account the guard row it belongs to, as an accepted invitation does (issue #21),
 * with a valid guard card: without the row, the server refuses the guard's own pages.
 */
export async function tieGuardRow(account: Account): Promise<void> {
  const now = new Date().toISOString();
  await connect()
    .database.db.insertInto('guards')
    .values({
      id: randomUUID(),
      firstName: account.firstName,
      lastName: account.lastName,
      contactNumber: null,
      email: account.email,
      guardCard: `E2E-${account.id.slice(0, 8)}`,
      expDate: VALID_CARD_UNTIL,
      accountId: account.id,
      userId: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

/** Removes accounts made by a test, with their sessions and the guard rows tied to them. */
export async function removeAccounts(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { db } = connect().database;
  await db.deleteFrom('guards').where('accountId', 'in', ids).execute();
  await db.deleteFrom('session').where('userId', 'in', ids).execute();
  await db.deleteFrom('account').where('userId', 'in', ids).execute();
  await db.deleteFrom('user').where('id', 'in', ids).execute();
}

/** Removes the accounts holding these emails, e.g. those made through the Add User dialog. */
export async function removeAccountsByEmail(emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  const found = await connect()
    .database.db.selectFrom('user')
    .select('id')
    .where('email', 'in', emails)
    .execute();
  await removeAccounts(found.map((user) => user.id));
}

/**
 * Coverage requests at a location, written straight to the database on a day in no month the
 * coverage specs use (`farMonth()` stops at 2099-11); returns a function that removes them again.
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
        date: '2099-12-20',
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

/**
 * Removes the conversations these accounts took part in, with their messages. Removing the
 * accounts alone keeps the history (a colleague may still read it) and would leave these
 * conversations behind with nobody in them.
 */
export async function removeConversationsOf(accountIds: string[]): Promise<void> {
  if (accountIds.length === 0) return;
  const { db } = connect().database;
  await db
    .deleteFrom('conversations')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('conversationParticipants')
        .select('conversationId')
        .where('userId', 'in', accountIds),
    )
    .execute();
}
