import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { parseDatabaseUrl } from '../../src/server/config.js';
import { insertInBatches } from '../../src/server/db/batches.js';
import { createDatabase, type Database } from '../../src/server/db/database.js';
import { localIsoDate } from '../../src/shared/calendar.js';
import { monthOf } from '../../src/shared/month.js';
import type { Role } from '../../src/shared/permissions.js';
import { createRandom } from '../seed-demo-random.js';
import {
  ACCOUNT_CONCURRENCY,
  createAccount,
  removeAccounts,
  type BenchAccount,
} from './accounts.js';
import { inPool, signIn, type Cookie } from './api-client.js';
import type { BenchContext } from './context.js';
import {
  OPERATION_SIZES,
  planConversations,
  planGuards,
  planLocations,
  planMessages,
  planRequests,
  type OperationSize,
  type PlannedGuard,
  type PlannedLocation,
} from './operation-plan.js';
import { BENCH_ADMIN } from './server.js';

/** What the coverage scenarios work on. */
export interface SeededOperation {
  locations: PlannedLocation[];
  guards: PlannedGuard[];
  /** This month, yyyy-MM: the dashboard's month, in the middle of the seeded span. */
  month: string;
  adminCookie: Cookie;
  /** A supervisor of the run: the writer in the write and import scenarios. */
  supervisor: BenchAccount;
  /** Coverage requests in the database once seeded (the run's and any already there). */
  requestsInDatabase: number;
}

/** The run's 50 (or 10) accounts: a few admins, supervisors and customers, mostly dispatch. */
function rolesFor(count: number): Role[] {
  return Array.from({ length: count }, (_, index): Role => {
    const slot = index % 10;
    return slot === 0 ? 'admin' : slot < 4 ? 'supervisor' : slot < 6 ? 'customer' : 'dispatch';
  });
}

async function insertDomain(
  database: Database,
  size: OperationSize,
  seeded: SeededOperation,
  accounts: readonly BenchAccount[],
) {
  const { db } = database;
  const random = createRandom(20261122);
  const now = new Date().toISOString();
  const stamp = { createdAt: now, updatedAt: now };
  const supervisorId = seeded.supervisor.id;
  await db.transaction().execute(async (trx) => {
    await insertInBatches(
      trx,
      'locations',
      seeded.locations.map((location) => ({ ...location, userId: supervisorId, ...stamp })),
    );
    await insertInBatches(
      trx,
      'guards',
      seeded.guards.map((guard) => ({ ...guard, userId: supervisorId, ...stamp })),
    );
  });

  const authors = accounts.filter((account) => account.role !== 'dispatch').map((a) => a.id);
  const { locations, guards } = seeded;
  const plan = { locations, guards, authors, today: new Date(), seed: 7 };
  for (const rows of planRequests(size.requests, plan)) {
    await db.transaction().execute((trx) => insertInBatches(trx, 'coverageRequests', rows));
  }

  const conversations = planConversations(
    size.conversations,
    accounts.map((account) => account.id),
    random,
  );
  await db.transaction().execute(async (trx) => {
    await insertInBatches(
      trx,
      'conversations',
      conversations.map(({ id, isGroup, directKey }) => ({
        id,
        isGroup,
        directKey,
        stampedAt: now,
        ...stamp,
      })),
    );
    await insertInBatches(
      trx,
      'conversationParticipants',
      conversations.flatMap(({ id, participantIds }) =>
        participantIds.map((userId) => ({ conversationId: id, userId, lastReadAt: null })),
      ),
    );
  });
  for (const rows of planMessages(size.messages, conversations, random)) {
    await db.transaction().execute((trx) => insertInBatches(trx, 'messages', rows));
  }
  return conversations.map((conversation) => conversation.id);
}

/** Removes what the run seeded: requests first (posts refuse to go while requests use them). */
async function removeDomain(
  database: Database,
  seeded: SeededOperation,
  conversationIds: string[],
) {
  const { db } = database;
  for (const location of seeded.locations) {
    await db.deleteFrom('coverageRequests').where('locationId', '=', location.id).execute();
  }
  const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
  await db.deleteFrom('conversations').where('id', 'in', conversationIds).execute();
  await db.deleteFrom('locations').where('id', 'in', ids(seeded.locations)).execute();
  for (let start = 0; start < seeded.guards.length; start += 1000) {
    const chunk = ids(seeded.guards.slice(start, start + 1000));
    await db.deleteFrom('guards').where('id', 'in', chunk).execute();
  }
}

async function seed(context: BenchContext): Promise<SeededOperation> {
  const size = OPERATION_SIZES[context.size];
  const baseUrl = context.server.url;
  const started = performance.now();
  const tag = randomUUID().slice(0, 6);
  const adminCookie = await signIn(baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const roles = rolesFor(size.users);
  const accounts = await inPool(roles, ACCOUNT_CONCURRENCY, (role, index) =>
    createAccount(baseUrl, adminCookie, `bench-op-${tag}-${index}@coverdesk.test`, role),
  );
  const supervisor = accounts.find((account) => account.role === 'supervisor');
  if (!supervisor) throw new Error('the run has no supervisor');

  const database = createDatabase(parseDatabaseUrl(context.databaseUrl));
  const seeded: SeededOperation = {
    locations: planLocations(size.locations, tag),
    guards: planGuards(size.guards, createRandom(11), localIsoDate(new Date())),
    month: monthOf(new Date()),
    adminCookie,
    supervisor,
    requestsInDatabase: 0,
  };
  const conversationIds = await insertDomain(database, size, seeded, accounts);
  const counted = await database.db
    .selectFrom('coverageRequests')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  seeded.requestsInDatabase = Number(counted.count);
  // A company's data was written over years, not just now: fold the seed's write-ahead log into
  // the file, so that the first timed writes do not pay for copying a million rows.
  if (database.dialect === 'sqlite') {
    await sql`pragma wal_checkpoint(truncate)`.execute(database.db);
  } else {
    // PostgreSQL's counterpart: the autovacuum and checkpoint that a million fresh rows set off
    // would otherwise run during the first timed scenarios, on the same two cores.
    await sql`vacuum analyze`.execute(database.db);
    await sql`checkpoint`.execute(database.db).catch((error: unknown) => {
      console.log(`checkpoint skipped (${String(error)}): needs a superuser or pg_checkpoint`);
    });
  }
  await database.destroy();
  // On SQLite the seed held the event loop for minutes (better-sqlite3 is synchronous), while the
  // server closed the keep-alive connections fetch had pooled for the accounts. A turn of the
  // loop lets fetch see them closed; the next request (a POST, never retried) would otherwise
  // go out on one of them and fail with "other side closed".
  await new Promise((resolve) => setTimeout(resolve, 100));
  context.cleanups.push(async () => {
    const cleaning = createDatabase(parseDatabaseUrl(context.databaseUrl));
    await removeDomain(cleaning, seeded, conversationIds);
    await cleaning.destroy();
    await removeAccounts(
      baseUrl,
      adminCookie,
      accounts.map((account) => account.id),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `Seeded ${size.locations} posts, ${size.guards} guards, ${size.requests} requests, ` +
      `${size.users} accounts, ${size.conversations} conversations and ${size.messages} ` +
      `messages in ${seconds.toFixed(0)} s`,
  );
  return seeded;
}

const seededByRun = new WeakMap<BenchContext, Promise<SeededOperation>>();

/** The run's operation, seeded on first use through the app's own database layer. */
export function seededOperation(context: BenchContext): Promise<SeededOperation> {
  let seeded = seededByRun.get(context);
  if (!seeded) {
    seeded = seed(context);
    seededByRun.set(context, seeded);
  }
  return seeded;
}
