import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localIsoDate } from '../../shared/calendar.js';
import { parseDatabaseUrl } from '../config.js';
import { createDatabase, type Database } from '../db/database.js';
import { createCoverageRequest, createGuard, createLocation } from '../test/builders.js';
import { browserKeys, startPushService, type PushService } from '../test/push-service.js';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.js';
import { startTwilioServer, type TwilioServer } from '../test/twilio-server.js';
import { enqueue } from './outbox-messages.js';

/**
 * Issue #30's proof that each message goes once: on PostgreSQL two server processes share the
 * outbox, as processes behind a load balancer do; SQLite runs one process, so there the same
 * run checks the single process.
 */
const clustered = testDialect() === 'postgres';
const PROCESSES = clustered ? 2 : 1;
const GUARDS = 200;
const PER_REQUEST = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 200 guards with an account and one device each at the push service, and 4 open shifts. */
async function seed(db: Database['db'], pushOrigin: string) {
  const location = await createLocation(db, { name: 'Cluster Gate' });
  const date = addDays(localIsoDate(new Date()), 10);
  const requests = [];
  for (let index = 0; index < GUARDS / PER_REQUEST; index += 1) {
    requests.push(await createCoverageRequest(db, { locationId: location.id, date }));
  }
  const guards: { id: string; path: string }[] = [];
  const now = new Date().toISOString();
  for (let index = 0; index < GUARDS; index += 1) {
    const accountId = randomUUID();
    const email = `cluster-${String(index)}-${accountId.slice(0, 6)}@example.com`;
    // Only what the offers and the devices refer to: the account's row.
    await db
      .insertInto('user')
      .values({
        id: accountId,
        name: `Guard ${String(index)}`,
        email,
        emailVerified: clustered ? false : 0,
        role: 'guard',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const guard = await createGuard(db, { firstName: `Guard${String(index)}`, accountId });
    const devicePath = `/push/${randomUUID()}`;
    await db
      .insertInto('pushSubscriptions')
      .values({
        id: randomUUID(),
        userId: accountId,
        endpoint: `${pushOrigin}${devicePath}`,
        ...browserKeys().keys,
        createdAt: now,
      })
      .execute();
    guards.push({ id: guard.id, path: devicePath });
  }
  return { requests, guards };
}

describe(`the outbox with ${String(PROCESSES)} server process(es) on one ${testDialect()} database`, () => {
  let database: TestDatabase;
  let db: Database;
  let pushService: PushService;
  let twilio: TwilioServer;
  let certDir: string;
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    pushService = await startPushService();
    twilio = await startTwilioServer();
    certDir = await mkdtemp(path.join(tmpdir(), 'coverdesk-push-ca-'));
    const caFile = path.join(certDir, 'push-service.pem');
    await writeFile(caFile, pushService.cert);
    // Each process sends from a number of its own: the texts say who sent them.
    servers = await Promise.all(
      Array.from({ length: PROCESSES }, (_, index) =>
        startServerProcess(database.url, {
          ...twilio.env(`+1500555000${String(index)}`),
          PUSH_ALLOW_LOOPBACK: 'true',
          NODE_EXTRA_CA_CERTS: caFile,
        }),
      ),
    );
    db = createDatabase(parseDatabaseUrl(database.url));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db.destroy();
    await pushService.close();
    await twilio.close();
    await rm(certDir, { recursive: true, force: true });
    await database.drop();
  });

  it('delivers the push of each of 200 offers, sent through both processes, exactly once', async () => {
    const { requests, guards } = await seed(db.db, pushService.origin);
    const answers = await Promise.all(
      requests.map((request, index) => {
        const server = servers[index % servers.length] as ServerProcess;
        const guardIds = guards
          .slice(index * PER_REQUEST, (index + 1) * PER_REQUEST)
          .map((guard) => guard.id);
        return server.call('POST', `/api/coverage/${request.id}/offers`, { guardIds });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(requests.map(() => 200));

    await pushService.waitForDeliveries(GUARDS);
    // Longer than a poll: had a second process taken a message too, it would show by now.
    await sleep(3_000);
    const perDevice = new Map<string, number>();
    for (const delivery of pushService.deliveries) {
      perDevice.set(delivery.path, (perDevice.get(delivery.path) ?? 0) + 1);
    }
    expect(pushService.deliveries).toHaveLength(GUARDS);
    expect([...perDevice.keys()].sort()).toEqual(guards.map((guard) => guard.path).sort());
    expect([...perDevice.values()].every((count) => count === 1)).toBe(true);
    const rows = await db.db.selectFrom('outbox').select(['status', 'attempts']).execute();
    expect(rows).toHaveLength(GUARDS);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  }, 120_000);

  it('sends each of 600 texts once while every process takes from the same queue', async () => {
    // Slow enough that no process drains the queue alone before another polls it.
    twilio.answerAfter(40);
    const numbers = Array.from(
      { length: 600 },
      (_, index) => `+1555700${String(index).padStart(4, '0')}`,
    );
    await db.db.transaction().execute((trx) =>
      enqueue(
        trx,
        numbers.map((to) => ({ channel: 'sms', to, body: `Cluster text to ${to}` })),
      ),
    );
    // No process was woken: each finds them on its own poll, and they compete for them.
    await twilio.waitForMessages(numbers.length);
    await sleep(3_000);
    twilio.answerAfter(0);

    expect(twilio.messages.map((message) => message.to).sort()).toEqual(numbers);
    const senders = new Set(twilio.messages.map((message) => message.from));
    expect(senders.size).toBe(PROCESSES);
    const rows = await db.db
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('channel', '=', 'sms')
      .execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  }, 120_000);
});
