import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ensureFirstAdmin } from './auth/first-admin.js';
import { ConfigError, loadConfig } from './config.js';
import { withMigrationLock } from './db/migrate.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** dist/node/server/main.js serves dist/client; under `npm run dev` Vite serves the client. */
const BUILT_CLIENT = path.resolve(here, '../../client');
const CLIENT_DIR = existsSync(path.join(BUILT_CLIENT, 'index.html')) ? BUILT_CLIENT : null;

/** The first admin's generated credentials, in a block that stands out from the log lines. */
function credentialsBlock(email: string, password: string): string {
  const lines = [
    'CoverDesk created the first admin account. Keep these; they are shown only once:',
    '',
    `    email:    ${email}`,
    `    password: ${password}`,
    '',
    'Sign in and change the password on the Profile page.',
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = '='.repeat(width);
  return `\n${rule}\n${lines.map((line) => `  ${line}`).join('\n')}\n${rule}\n\n`;
}

async function main(): Promise<void> {
  // Human-readable log lines in a terminal, JSON for a log collector (LOG_FORMAT overrides).
  const defaults = { LOG_FORMAT: process.stdout.isTTY ? 'pretty' : 'json' };
  const config = loadConfig({ ...defaults, ...process.env }, CLIENT_DIR);
  const app = await buildApp(config);

  // Under the migration lock, so two processes starting together create one admin.
  const admin = await withMigrationLock(app.database, () =>
    ensureFirstAdmin(config, app.database, app.auth, app.log),
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  if (!CLIENT_DIR) app.log.warn('no built client found: serving the API only');
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`CoverDesk is serving ${config.publicUrl} (database: ${config.database.kind})`);
  if (admin?.generatedPassword) {
    // Printed once, on purpose, after the start-up lines: the only way to learn the password.
    process.stdout.write(credentialsBlock(admin.email, admin.generatedPassword));
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `CoverDesk failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
