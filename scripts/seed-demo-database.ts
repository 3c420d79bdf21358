import { randomUUID } from 'node:crypto';
import type { Auth } from '../src/server/auth/auth.js';
import type { Database } from '../src/server/db/database.js';
import { insertInBatches } from '../src/server/db/batches.js';
import { nowIso } from '../src/server/db/timestamps.js';
import { guardDisplayName } from '../src/shared/guards.js';
import type { Role } from '../src/shared/permissions.js';
import { checkPendingOffers, createGuardAccounts } from './seed-demo-guard-accounts.js';
import { historyRows, planHistory } from './seed-demo-history.js';
import { GUARD_COUNT, planDemo, type DemoPlan } from './seed-demo-plan.js';
import { localIsoDate } from '../src/shared/calendar.js';
import { GUARD_ACCOUNT_SHARE } from './seed-demo-office.js';
import { guardAccountEmail } from './seed-demo-shifts.js';
import { storyRows } from './seed-demo-stories.js';

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

export interface DemoSeedResult {
  locations: number;
  guards: number;
  requests: number;
  openRequests: number;
  customerRequests: number;
  /** The guards' own accounts (same password), guard1 first. */
  guardAccounts: { firstName: string; lastName: string; email: string }[];
  /** Offers waiting for a guard's answer, and call-outs of the weeks before today and the next days. */
  pendingOffers: number;
  callOuts: number;
  /** First and last date of the plan's requests, yyyy-MM-dd (the reports' history goes back 12 weeks). */
  from: string;
  to: string;
}

async function refuseUnlessEmpty(database: Database): Promise<void> {
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
async function createAccounts(auth: Auth, password: string): Promise<Map<Role, string>> {
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

/** A request's columns when the office made it open and filled it later: two versions. */
function madeOpen(fill: DemoPlan['requests'][number]['fill']) {
  if (!fill) return {};
  const { openedAt, filledAt } = fill;
  return { createdAt: openedAt, updatedAt: filledAt, openedAt, filledAt, version: 2 };
}

function idOf(ids: ReadonlyMap<Role, string>, role: Role): string {
  const id = ids.get(role);
  if (!id) throw new Error(`The demo ${role} account was not created`);
  return id;
}

/**
 * Fills an empty database with a believable operation: one account per office role and five
 * guard accounts (sharing `password`), 25 posts, 120 guards and a few hundred coverage requests
 * over the previous, current and next month around `today`, with the guard accounts' shifts,
 * call-outs and offers (seed-demo-shifts.ts). Refuses (DemoSeedRefusedError) when the database
 * already holds domain data or the demo accounts; the domain rows go in one transaction.
 */
export async function seedDemoData(
  database: Database,
  auth: Auth,
  options: { password: string; today?: Date },
): Promise<DemoSeedResult> {
  await refuseUnlessEmpty(database);
  const plan = planDemo(options.today ?? new Date());
  const ids = await createAccounts(auth, options.password);
  const userIds = [...ids.values()];
  const now = nowIso();
  const stamp = { createdAt: now, updatedAt: now };

  try {
    const guardAccounts = await createGuardAccounts(auth, plan, options.password, userIds);
    const locations = plan.locations.map((location, index) => ({
      id: randomUUID(),
      ...location,
      userId: idOf(ids, index % 4 === 0 ? 'admin' : 'supervisor'),
      ...stamp,
    }));
    // A guard with an account was invited at their email, which the account carries.
    const guards = plan.guards.map((guard, index) => {
      const account = guardAccounts.byGuard.get(index);
      return {
        id: randomUUID(),
        ...guard,
        email: account?.email ?? guard.email,
        userId: idOf(ids, 'supervisor'),
        accountId: account?.id ?? null,
        ...stamp,
      };
    });
    const requests = plan.requests.map(({ author, location, guard, ...request }) => {
      const post = locations[location];
      if (!post) throw new RangeError(`No planned location ${String(location)}`);
      const assigned = guard === null ? undefined : guards[guard];
      return {
        id: randomUUID(),
        userId: idOf(ids, author),
        ...request,
        locationId: post.id,
        assignedGuardId: assigned?.id ?? null,
        assignedGuardName: assigned ? guardDisplayName(assigned) : null,
      };
    });
    const dispatch = DEMO_ACCOUNTS.find((account) => account.role === 'dispatch');
    const dispatchName = `${dispatch?.firstName ?? ''} ${dispatch?.lastName ?? ''}`.trim();
    const labelled = requests.map((request, index) => ({
      ...request,
      locationName: locations[plan.requests[index]?.location ?? -1]?.name ?? '',
    }));
    const stories = storyRows(plan.stories, labelled, {
      guards,
      guardAccounts: new Map([...guardAccounts.byGuard].map(([guard, { id }]) => [guard, id])),
      dispatch: { id: idOf(ids, 'dispatch'), name: dispatchName },
    });
    // Every row with the same columns (one insert per batch): as the server records a request
    // made without a guard, it is open from when it was made; one made open before the demo and
    // filled since (issue #31) as the server records its edit.
    const requestRows = requests.map(({ fill, ...request }, index) => ({
      ...request,
      version: 1,
      updatedByName: null,
      calledOutGuardId: null,
      calledOutGuardName: null,
      callOutReason: null,
      calledOutAt: null,
      callOutNote: null,
      calledOutByName: null,
      filledAt: null,
      ...stamp,
      openedAt: request.assignedGuardId === null ? now : null,
      ...madeOpen(fill),
      ...stories.fields.get(index),
    }));

    // The weeks before the plan that the reports show by default (issue #22).
    const history = historyRows(planHistory(localIsoDate(options.today ?? new Date()), plan), {
      locations,
      guards,
      userId: idOf(ids, 'supervisor'),
      officeName: dispatchName,
    });

    await database.db.transaction().execute(async (trx) => {
      await insertInBatches(trx, 'locations', locations);
      await insertInBatches(trx, 'guards', guards);
      await insertInBatches(trx, 'coverageRequests', requestRows);
      await insertInBatches(trx, 'coverageRequests', history);
      await insertInBatches(trx, 'shiftOffers', stories.offers);
      await insertInBatches(trx, 'shiftContacts', stories.contacts);
      await insertInBatches(trx, 'auditLog', stories.audit);
      const asStored = labelled.map((request, index) => ({
        ...request,
        calledOutGuardId: stories.fields.get(index)?.calledOutGuardId ?? null,
      }));
      await checkPendingOffers(trx, asStored, guards, stories.offers);
    });

    return {
      locations: locations.length,
      guards: guards.length,
      requests: requests.length + history.length,
      openRequests:
        requests.filter((request) => request.assignedGuardId === null).length +
        history.filter((request) => request.assignedGuardId === null).length,
      customerRequests: plan.requests.filter((request) => request.author === 'customer').length,
      guardAccounts: guardAccounts.list,
      pendingOffers: stories.offers.filter((offer) => offer.status === 'pending').length,
      callOuts:
        plan.stories.filter((story) => story.calledOut !== null).length +
        history.filter((request) => request.calledOutAt !== null).length,
      from: plan.from,
      to: plan.to,
    };
  } catch (error) {
    // Leave the database as it was, so that a second run is not refused for the accounts.
    await database.db.deleteFrom('account').where('userId', 'in', userIds).execute();
    await database.db.deleteFrom('user').where('id', 'in', userIds).execute();
    throw error;
  }
}
