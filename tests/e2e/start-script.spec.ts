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

// `npm start` under a process manager: the signal goes to scripts/start.mjs's process only.
test('@desktop npm start stops on SIGTERM, server and all, and frees its port', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'coverdesk-start-'));
  const port = 4400 + Math.floor(Math.random() * 100);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
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
        {
          timeout: 30_000,
        },
      )
      .toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await portIsFree(port)).toBe(true);
  } finally {
    child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  }
});
