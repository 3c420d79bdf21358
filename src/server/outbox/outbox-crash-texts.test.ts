import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localIsoDate } from '../../shared/calendar.js';
import { parseDatabaseUrl } from '../config.js';
import { createDatabase, type Database } from '../db/database.js';
import { createCoverageRequest, createGuard, createLocation } from '../test/builders.js';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.js';
import { startTwilioServer, type TwilioServer } from '../test/twilio-server.js';

/**
 * Issue #40's proof that a crash does not text the roster twice: 60 offers by text through a
 * Twilio-compatible server that answers after a second, and the process sending them killed with
 * SIGKILL while the texts are at Twilio. On PostgreSQL two processes share the outbox and the
 * survivor takes the dead one's texts when their lease runs out; SQLite runs one process, which
 * takes its own again when it starts anew. Either way each text in flight is looked up at Twilio
 * before it is sent again.
 */
const clustered = testDialect() === 'postgres';
const GUARDS = 60;
const TWILIO_ANSWERS_AFTER_MS = 1_000;
const LEASE_SECONDS = 2;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The n-th guard's mobile number: 555-01xx and up in area code 201, valid and fictional. */
const phoneOf = (index: number) => `+1201555${String(1000 + index)}`;

/** 60 guards reached by text alone (no account), and two open shifts to offer them. */
async function seed(db: Database['db']) {
  const location = await createLocation(db, { name: 'Crash Gate' });
  const date = addDays(localIsoDate(new Date()), 10);
  const requests = [
    await createCoverageRequest(db, { locationId: location.id, date }),
    await createCoverageRequest(db, { locationId: location.id, date }),
  ];
  const guards: { id: string; phone: string }[] = [];
  for (let index = 0; index < GUARDS; index += 1) {
    const phone = phoneOf(index);
    const guard = await createGuard(db, {
      firstName: `Crash${String(index)}`,
      contactNumber: phone,
    });
    guards.push({ id: guard.id, phone });
  }
  return { requests, guards };
}

describe(`a process killed mid-send on ${testDialect()} (${clustered ? 'two processes' : 'one process, restarted'})`, () => {
  let database: TestDatabase;
  let db: Database;
  let twilio: TwilioServer;
  let servers: ServerProcess[] = [];
  // Every process sends from the one number the company has; the lease is short so that the
  // test need not wait two minutes for it.
  const env = () => ({ ...twilio.env(), OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS) });
  beforeAll(async () => {
    database = await createTestDatabase();
    twilio = await startTwilioServer();
    servers = await Promise.all(
      Array.from({ length: clustered ? 2 : 1 }, () => startServerProcess(database.url, env())),
    );
    db = createDatabase(parseDatabaseUrl(database.url));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db.destroy();
    await twilio.close();
    await database.drop();
  });

  it('texts each of 60 guards their offer, and at most 2 of them twice', async () => {
    const { requests, guards } = await seed(db.db);
    twilio.answerAfter(TWILIO_ANSWERS_AFTER_MS);
    const half = GUARDS / 2;
    const answers = await Promise.all(
      requests.map((request, index) => {
        const server = servers[index % servers.length] as ServerProcess;
        const guardIds = guards.slice(index * half, (index + 1) * half).map((guard) => guard.id);
        return server.call('POST', `/api/coverage/${request.id}/offers`, { guardIds });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

    // Every text is at Twilio, none answered yet: the first process dies now.
    const numbers = new Set(guards.map((guard) => guard.phone));
    await expect
      .poll(() => twilio.received.filter((request) => numbers.has(request.to)).length, {
        timeout: 10_000,
        interval: 20,
      })
      .toBe(GUARDS);
    const [killed, ...survivors] = servers;
    await killed?.kill();
    servers = clustered ? survivors : [await startServerProcess(database.url, env())];

    const smsRows = () =>
      db.db
        .selectFrom('outbox')
        .select(['status', 'attempts'])
        .where('channel', '=', 'sms')
        .execute();
    await expect
      .poll(async () => (await smsRows()).filter((row) => row.status === 'sent').length, {
        timeout: 30_000,
      })
      .toBe(GUARDS);
    // Longer than a lease and a poll: a text sent again would have arrived by now.
    await sleep(LEASE_SECONDS * 1_000 + 3_000);

    const perGuard = new Map<string, number>();
    for (const message of twilio.messages) {
      if (numbers.has(message.to)) perGuard.set(message.to, (perGuard.get(message.to) ?? 0) + 1);
    }
    expect([...perGuard.keys()].sort()).toEqual([...numbers].sort());
    const twice = [...perGuard.values()].filter((count) => count > 1);
    expect(twice.length).toBeLessThanOrEqual(2);
    expect(twice.every((count) => count === 2)).toBe(true);
    const rows = await smsRows();
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
    // Texts were in flight at the kill, and were taken again (a second try each).
    expect(rows.filter((row) => row.attempts === 2).length).toBeGreaterThan(0);
  }, 120_000);
});
