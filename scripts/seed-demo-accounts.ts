import type { Auth } from '../src/server/auth/auth.js';
import type { Database } from '../src/server/db/database.js';
import type { Role } from '../src/shared/permissions.js';
import { GUARD_ACCOUNT_SHARE } from './seed-demo-office.js';
import { GUARD_COUNT } from './seed-demo-plan.js';
import { guardAccountEmail } from './seed-demo-shifts.js';

/** The demo's accounts, one per role, all sharing one password. */
export const DEMO_ACCOUNTS: readonly {
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
}[] = [
  { role: 'admin', firstName: 'Morgan', lastName: 'Reyes', email: 'admin@demo.coverdesk.test' },
  {
    role: 'supervisor',
    firstName: 'Dana',
    lastName: 'Whitaker',
    email: 'supervisor@demo.coverdesk.test',
  },
  {
    role: 'dispatch',
    firstName: 'Chris',
    lastName: 'Okoye',
    email: 'dispatch@demo.coverdesk.test',
  },
  {
    role: 'customer',
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'customer@demo.coverdesk.test',
  },
  { role: 'user', firstName: 'Jordan', lastName: 'Pike', email: 'user@demo.coverdesk.test' },
];

/** The most guard accounts the demo makes: its share of the guards, and a few for gaps. */
const GUARD_ACCOUNT_MAX = Math.round(GUARD_COUNT * GUARD_ACCOUNT_SHARE) + 20;

/** The database is not empty: the demo would mix with real data, so nothing was written. */
export class DemoSeedRefusedError extends Error {}

/** Refuses (DemoSeedRefusedError) a database with domain rows or the demo's accounts. */
export async function refuseUnlessEmpty(database: Database): Promise<void> {
  const { db } = database;
  const [location, guard, request] = await Promise.all([
    db.selectFrom('locations').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('guards').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('coverageRequests').select('id').limit(1).executeTakeFirst(),
  ]);
  if (location || guard || request) {
    throw new DemoSeedRefusedError(
      'This database already has locations, guards or coverage requests; demo data is only added ' +
        'to an empty database. Point DATABASE_URL at a new database (for example ' +
        'DATABASE_URL=file:./data/demo.db) and run it again.',
    );
  }
  const taken = await db
    .selectFrom('user')
    .select('email')
    .where('email', 'in', [
      ...DEMO_ACCOUNTS.map((account) => account.email),
      // The five guards of the stories and the others with the app (seed-demo-office.ts).
      ...Array.from({ length: GUARD_ACCOUNT_MAX }, (_, index) => guardAccountEmail(index)),
    ])
    .execute();
  if (taken.length > 0) {
    throw new DemoSeedRefusedError(
      `The demo accounts already exist (${taken.map((row) => row.email).join(', ')}); demo data ` +
        'is only added to an empty database.',
    );
  }
}

/** Creates the demo accounts through better-auth, so sign-in checks their password as usual. */
export async function createAccounts(auth: Auth, password: string): Promise<Map<Role, string>> {
  const ids = new Map<Role, string>();
  for (const account of DEMO_ACCOUNTS) {
    const { user } = await auth.api.createUser({
      body: {
        email: account.email,
        password,
        name: `${account.firstName} ${account.lastName}`,
        role: account.role,
        data: { firstName: account.firstName, lastName: account.lastName },
      },
    });
    ids.set(account.role, user.id);
  }
  return ids;
}
