import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';

const root = path.resolve(import.meta.dirname, '../..');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(env: Record<string, string>): Started {
  // Node itself runs the server (tsx only as a loader), so SIGTERM reaches the server's handler:
  // the tsx command relays it and, when the machine is busy, gives up after 30 ms with a SIGKILL.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function waitFor(started: Started, text: string): Promise<void> {
  // Generous: tsx compiles the server on start, and test files run side by side.
  const deadline = Date.now() + 60_000;
  while (!started.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('main: the server process', () => {
  let database: TestDatabase | null = null;
  let running: Started | null = null;
  afterEach(async () => {
    running?.child.kill('SIGKILL');
    await database?.drop();
  });

  it('creates the first admin with a generated password, printed once, and shuts down cleanly', async () => {
    database = await createTestDatabase();
    const port = String(4500 + Math.floor(Math.random() * 400));
    const env = { DATABASE_URL: database.url, PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` };
    running = start(env);
    await waitFor(running, 'change the password on the Profile page');
    // A block of its own, framed, after the start-up lines, so it does not scroll by unseen.
    expect(running.output()).toMatch(/\n={40,}\n {2}CoverDesk created the first admin account/);
    expect(running.output().indexOf('CoverDesk is serving')).toBeLessThan(
      running.output().indexOf('CoverDesk created the first admin account'),
    );
    expect(running.output()).toMatch(/email: +admin@coverdesk\.local/);
    const password = /password: +(\S+)/.exec(running.output())?.[1];
    expect(password).toBeDefined();

    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ email: 'admin@coverdesk.local', password }),
    });
    expect(signIn.status).toBe(200);

    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);

    // A second start finds the admin and prints no password.
    running = start(env);
    await waitFor(running, 'CoverDesk is serving');
    expect(running.output()).not.toContain('password:');
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  }, 150_000);

  it('logs human-readable lines with LOG_FORMAT=pretty (a terminal), JSON otherwise', async () => {
    database = await createTestDatabase();
    const port = String(4500 + Math.floor(Math.random() * 400));
    const env = { DATABASE_URL: database.url, PORT: port, ADMIN_EMAIL: 'a@example.com' };
    running = start({ ...env, ADMIN_PASSWORD: 'admin-password', LOG_FORMAT: 'pretty' });
    await waitFor(running, 'CoverDesk is serving');
    expect(running.output()).toMatch(/\d\d:\d\d:\d\d\S* INFO.*: CoverDesk is serving/);
    expect(running.output()).not.toContain('{"level"');
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  }, 150_000);

  it('stops with a clear message on a bad configuration', async () => {
    running = start({ DATABASE_URL: 'mysql://nope', PORT: '4999' });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('Invalid configuration');
    expect(running.output()).toContain('DATABASE_URL');
  });
});
