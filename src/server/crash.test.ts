import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from './config.js';
import { createDatabase } from './db/database.js';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';
import { freePort } from './test/free-port.js';

const root = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'crash-admin@example.com', password: 'crash-password-1' };

interface Server {
  url: string;
  child: ChildProcess;
  cookie: string;
}

/** The real server process (Node with tsx as a loader), signed in as the first admin. */
async function startServer(databaseUrl: string, port: number): Promise<Server> {
  const url = `http://127.0.0.1:${String(port)}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      BETTER_AUTH_SECRET: 'crash-secret-crash-secret-crash-secret-01',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${String(child.exitCode)}`);
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(ADMIN),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { url, child, cookie };
}

/** SIGKILL: no shutdown handler runs, nothing is flushed on the way out. */
async function kill(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

function post(server: Server, apiPath: string, body: object): Promise<Response> {
  return fetch(`${server.url}${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie: server.cookie },
    body: JSON.stringify(body),
  });
}

/** An import's rows, each marked in its notes so they can be counted afterwards. */
function markedRows(marker: string, date: string, locationId: string) {
  return Array.from({ length: 10_000 }, (_, index) => ({
    date,
    locationId,
    notes: `${marker} ${String(index)}`,
  }));
}

async function idOf(response: Response): Promise<string> {
  const body = (await response.json()) as { id?: unknown };
  if (typeof body.id !== 'string')
    throw new Error(`no id in the answer (${String(response.status)})`);
  return body.id;
}

/** Requests whose notes start with `marker`, counted in the database itself. */
async function countMarked(databaseUrl: string, marker: string): Promise<number> {
  const database = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    const row = await database.db
      .selectFrom('coverageRequests')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('notes', 'like', `${marker}%`)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  } finally {
    await database.destroy();
  }
}

describe('a server killed with SIGKILL mid-write', () => {
  let database: TestDatabase;
  let port: number;
  let server: Server;
  let locationId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    port = await freePort();
    server = await startServer(database.url, port);
    const location = await post(server, '/api/locations', { name: 'Crash Post', deptCode: 'CR-1' });
    locationId = await idOf(location);
  });
  afterAll(async () => {
    server.child.kill('SIGKILL');
    await database.drop();
  });

  it('keeps an import of 10,000 rows whole or not at all', async () => {
    const marker = `crash-import-${randomUUID().slice(0, 8)}`;
    const rows = markedRows(marker, '2026-12-01', locationId);
    const sent = post(server, '/api/coverage/import', { rows }).catch(() => null);
    // Somewhere while the rows are read, checked and written.
    await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 400));
    await kill(server);
    const answer = await sent;
    const stored = await countMarked(database.url, marker);
    expect([0, 10_000]).toContain(stored);
    if (answer?.ok) expect(stored).toBe(10_000);
    server = await startServer(database.url, port);
  });

  it('keeps every write it acknowledged, and opens cleanly afterwards', async () => {
    const marker = `crash-write-${randomUUID().slice(0, 8)}`;
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let index = 0; !stop; index++) {
        const response = await post(server, '/api/coverage', {
          date: '2026-12-02',
          startTime: '08:00',
          endTime: '16:00',
          locationId,
          assignedGuardId: null,
          notes: `${marker} ${String(lane)}.${String(index)}`,
        }).catch(() => null);
        if (response?.status === 201) acknowledged.push(await idOf(response));
        else return;
      }
    };
    const writers = Array.from({ length: 10 }, (_, lane) => writer(lane));
    while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 10));
    await kill(server);
    stop = true;
    await Promise.all(writers);

    const check = createDatabase(parseDatabaseUrl(database.url));
    try {
      const found = await check.db
        .selectFrom('coverageRequests')
        .select('id')
        .where('id', 'in', acknowledged)
        .execute();
      expect(found.length).toBe(acknowledged.length);
    } finally {
      await check.destroy();
    }
    const config = parseDatabaseUrl(database.url);
    if (config.kind === 'sqlite') {
      const file = new SQLite(config.file, { readonly: true });
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      file.close();
    }
    server = await startServer(database.url, port);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.ok).toBe(true);
  });
  it('finishes the requests in flight on SIGTERM, then exits with 0', async () => {
    const marker = `term-import-${randomUUID().slice(0, 8)}`;
    const rows = markedRows(marker, '2026-12-03', locationId);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    const importing = post(server, '/api/coverage/import', { rows });
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    const answer = await importing;
    expect(answer.status).toBe(200);
    expect(await exited).toBe(0);
    expect(await countMarked(database.url, marker)).toBe(10_000);
  });
});
