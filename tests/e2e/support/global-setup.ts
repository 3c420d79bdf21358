import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabase } from '../../../src/server/test/test-database';
import { startTwilioServer } from '../../../src/server/test/twilio-server';
import { leftovers } from './accounts';
import { E2E_ADMIN, E2E_BASE_URL, E2E_PORT, E2E_SECRET } from './server';

const root = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(root, process.env.COVERDESK_DIST ?? 'dist', 'node/server/main.js');

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${E2E_BASE_URL}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The e2e server did not answer ${E2E_BASE_URL}/healthz in time`);
}

/**
 * Serves the production build on a fresh database (SQLite, or PostgreSQL when DATABASE_URL
 * says so) for the whole run, and removes both afterwards.
 */
export default async function globalSetup() {
  if (!existsSync(serverEntry)) {
    throw new Error('The app is not built: run `npm run build` (npm test does it for you).');
  }
  const database = await createTestDatabase();
  process.env.E2E_DATABASE_URL = database.url;
  // Texts go to a Twilio-compatible server of the run's own (issue #30); the specs read what it
  // received (support/texts.ts) and answer with signed webhooks.
  const twilio = await startTwilioServer();
  process.env.E2E_TWILIO_URL = twilio.url;
  process.env.E2E_TWILIO_ACCOUNT_SID = twilio.accountSid;
  process.env.E2E_TWILIO_AUTH_TOKEN = twilio.authToken;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      PUBLIC_URL: E2E_BASE_URL,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      BETTER_AUTH_SECRET: E2E_SECRET,
      // Every test signs in from 127.0.0.1; the limits themselves are covered by API tests.
      SIGN_IN_RATE_LIMIT: '100000',
      API_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      ...twilio.env(),
      COMPANY_NAME: 'CoverDesk',
      OFFICE_PHONE: '(201) 555-0199',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  await waitForHealth(Date.now() + 30_000);

  return async () => {
    server.kill('SIGTERM');
    await exited;
    await twilio.close();
    let left: string[];
    try {
      left = await leftovers(database.url);
    } finally {
      await database.drop();
    }
    // Tests share this database: what one leaves behind can change what the next one counts.
    if (left.length > 0) {
      throw new Error(`The end-to-end tests left records behind:\n${left.join('\n')}`);
    }
  };
}
