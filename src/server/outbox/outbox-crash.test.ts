import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../config.js';
import { createDatabase } from '../db/database.js';
import { startServerProcess, type ServerProcess } from '../test/server-process.js';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

/** The outbox's rows of e-mails to `to`, read in the database itself. */
async function mailRows(databaseUrl: string, to: string) {
  const database = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    const rows = await database.db
      .selectFrom('outbox')
      .select(['status', 'attempts', 'payload'])
      .where('channel', '=', 'mail')
      .execute();
    return rows.filter((row) => row.payload.includes(to));
  } finally {
    await database.destroy();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Issue #30's proof: the server is killed with SIGKILL after the commit that wrote a message and
 * before the message was sent (the mail server has it but has not accepted it), and on restart
 * the message is sent, once.
 */
describe('a server killed between the commit and the send', () => {
  let database: TestDatabase;
  let inbox: SmtpInbox;
  let server: ServerProcess;
  // A short lease: on PostgreSQL another run may take the message only once it ran out.
  const env = () => ({ SMTP_URL: inbox.url, OUTBOX_LEASE_SECONDS: '2' });
  beforeAll(async () => {
    database = await createTestDatabase();
    inbox = await startSmtpInbox();
    server = await startServerProcess(database.url, env());
  });
  afterAll(async () => {
    await server.kill();
    await inbox.close();
    await database.drop();
  });

  it('sends the invitation once after the restart', async () => {
    const to = 'kim.killed@example.com';
    const created = await server.call('POST', '/api/guards', {
      firstName: 'Kim',
      lastName: 'Killed',
      email: to,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    inbox.hold(true);
    const invited = await server.call('POST', `/api/guards/${id}/invite`);
    // The invitation and its e-mail are committed: the answer says so.
    expect(invited.status).toBe(200);
    expect(((await invited.json()) as { emailed: boolean }).emailed).toBe(true);
    await expect.poll(() => inbox.held, { timeout: 10_000 }).toBe(1);
    await server.kill();
    expect(inbox.received.filter((mail) => mail.to.includes(to))).toEqual([]);
    expect((await mailRows(database.url, to)).map((row) => row.status)).toEqual(['sending']);

    inbox.hold(false);
    server = await startServerProcess(database.url, env());
    await expect
      .poll(() => inbox.received.filter((mail) => mail.to.includes(to)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    // Longer than a lease and a poll: nothing else comes.
    await sleep(3_000);
    const mails = inbox.received.filter((mail) => mail.to.includes(to));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your CoverDesk account');
    expect(mails[0]?.text).toMatch(/\/invite\/[\w-]{43}\n?$/);
    const rows = await mailRows(database.url, to);
    expect(rows.map(({ status, attempts }) => ({ status, attempts }))).toEqual([
      { status: 'sent', attempts: 2 },
    ]);
  });
});
