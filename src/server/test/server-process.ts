import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.js';

const root = path.resolve(import.meta.dirname, '../../..');
export const PROCESS_ADMIN = { email: 'process-admin@example.com', password: 'process-password-1' };

/** A real server process (src/server/main.ts under tsx), signed in as its first admin. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The first admin's session cookie. */
  cookie: string;
  /** Calls the API as the first admin, with the server's own Origin. */
  call(method: 'GET' | 'POST', apiPath: string, body?: object): Promise<Response>;
  /** SIGKILL: no shutdown handler runs, nothing is flushed on the way out. */
  kill(): Promise<void>;
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts the server as production does (one process on 127.0.0.1, its own port unless given),
 * with `env` on top of the test's settings, and waits for /healthz and the admin's sign-in.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<ServerProcess> {
  const listen = port ?? (await freePort());
  const url = `http://127.0.0.1:${String(listen)}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(listen),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      ADMIN_EMAIL: PROCESS_ADMIN.email,
      ADMIN_PASSWORD: PROCESS_ADMIN.password,
      BETTER_AUTH_SECRET: 'process-secret-process-secret-process-01',
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  const healthy = () =>
    fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
  while (!(await healthy())) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${String(child.exitCode)}`);
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(PROCESS_ADMIN),
  });
  if (!signIn.ok) throw new Error(`the admin could not sign in: ${String(signIn.status)}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return {
    url,
    child,
    cookie,
    call: (method, apiPath, body) =>
      fetch(`${url}${apiPath}`, {
        method,
        headers: {
          origin: url,
          cookie,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }),
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
