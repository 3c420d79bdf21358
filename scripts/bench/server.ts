import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/test/free-port.js';

export const root = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(root, 'dist/node/server/main.js');

export const BENCH_ADMIN = { email: 'bench-admin@coverdesk.test', password: 'bench-password-1' };

/** Builds the production app (client and server) once per bench run. */
export function buildApp(): void {
  console.log('Building the production app…');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(serverEntry)) throw new Error('npm run build failed');
}

/** The server process's resident memory now and at its peak (Linux /proc), in bytes. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') * 1024, peak: kib('VmHWM') * 1024 };
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first 200 on /healthz. */
  startMs: number;
  /** Where its inspector listens (see `StartOptions.inspect`), or null. */
  inspectorPort: number | null;
  stop(): Promise<void>;
}

/** The database a bench run uses: a fresh SQLite file, or the PostgreSQL at `postgresUrl`. */
export interface BenchDatabase {
  url: string;
  dispose(): Promise<void>;
}

export async function sqliteDatabase(): Promise<BenchDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'coverdesk-bench-'));
  return {
    url: `file:${path.join(dir, 'bench.db')}`,
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface StartOptions {
  env?: Record<string, string>;
  /**
   * Open Node's inspector on 127.0.0.1 (announced at /json/list only, not on stderr), so that
   * the bench can read the V8 heap over the DevTools protocol (inspector.ts) without debug code
   * in the server. Unattached it costs nothing measurable.
   */
  inspect?: boolean;
}

/** Starts the built server on 127.0.0.1 and waits for /healthz. */
export async function startServer(
  databaseUrl: string,
  { env = {}, inspect = false }: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const inspectorPort = inspect ? await freePort() : null;
  const started = performance.now();
  // BENCH_PROFILE_DIR=dir writes a V8 CPU profile of each server process there when it stops.
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  if (inspectorPort !== null) {
    nodeArgs.push(`--inspect=127.0.0.1:${inspectorPort}`, '--inspect-publish-uid=http');
  }
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: url,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SIGN_IN_RATE_LIMIT: '1000000',
      API_RATE_LIMIT: '100000000',
      // The bench's writers create far more shifts than a day's limit allows anyone (issue #29).
      DAILY_SHIFT_LIMIT_CUSTOMER: '100000000',
      DAILY_SHIFT_LIMIT_STAFF: '100000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${url}/healthz did not answer within 60 s`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  return {
    url,
    process: child,
    startMs,
    inspectorPort,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
