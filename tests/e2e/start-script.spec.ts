import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');

/** True when nothing listens on the port any more (a new server could take it). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * Starts CoverDesk with `command`, waits until it serves, sends SIGTERM to that one process (as a
 * process manager does) and returns its exit code once the port is free again.
 */
async function startThenStop(command: string, args: string[]): Promise<number | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'coverdesk-start-'));
  const port = 4400 + Math.floor(Math.random() * 100);
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(dir, 'start.db')}`,
      ADMIN_EMAIL: 'start@example.com',
      ADMIN_PASSWORD: 'start-password',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${port}/healthz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200);
    child.kill('SIGTERM');
    const code = await exited;
    // The server behind it closes its connections too, within a few seconds, and lets go.
    await expect.poll(() => portIsFree(port), { timeout: 10_000 }).toBe(true);
    return code;
  } finally {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
}

// `npm start` under a process manager: the signal goes to the main process only.
test.describe('npm start and SIGTERM @desktop', () => {
  test('scripts/start.mjs serves in its own process: it stops, server and all, and exits 0', async () => {
    expect(await startThenStop(process.execPath, ['scripts/start.mjs'])).toBe(0);
  });

  test('through npm, whose shell does not pass the signal on, the server stops all the same', async () => {
    await startThenStop('npm', ['start']);
  });
});
