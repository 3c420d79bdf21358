import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { freePort } from '../../src/server/test/free-port';
import { createTestDatabase, type TestDatabase } from '../../src/server/test/test-database';
import { localDate, uniqueTag } from './helpers/reference-data';
import { chooseInHeaderMenu, toast } from './helpers/ui';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN, E2E_SECRET } from './support/server';

/**
 * Issue #30: the demo's sandbox (SMS_PROVIDER=sandbox) keeps texts in the database; an admin
 * reads each guard's conversation on 'Text messages' and answers as the guard. The run's server
 * sends through a Twilio-compatible one, so this spec starts a sandbox server of its own, on a
 * database of its own, for each worker.
 */

const root = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(root, process.env.COVERDESK_DIST ?? 'dist', 'node/server/main.js');

interface SandboxServer {
  url: string;
  process: ChildProcess;
  database: TestDatabase;
}

async function startSandbox(port: number): Promise<SandboxServer> {
  const database = await createTestDatabase();
  const url = `http://127.0.0.1:${String(port)}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      PUBLIC_URL: url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      BETTER_AUTH_SECRET: E2E_SECRET,
      SIGN_IN_RATE_LIMIT: '100000',
      API_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
      SMS_PROVIDER: 'sandbox',
      COMPANY_NAME: 'Demo Guards',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    // A server that could not start (its port taken meanwhile) must not pass for another's.
    if (child.exitCode !== null) throw new Error(`The sandbox server exited on ${url}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The sandbox server did not start on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, process: child, database };
}

/** Posts as the signed-in admin (writes need the server's own Origin). */
async function post(request: APIRequestContext, url: string, path: string, data: object) {
  const response = await request.post(`${url}${path}`, { data, headers: { origin: url } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

let sandbox: SandboxServer | null = null;

test.describe('Text messages, the demo sandbox', () => {
  test.beforeAll(async () => {
    // A free port of its own: a fixed one could be another run's, whose server would answer.
    sandbox = await startSandbox(await freePort());
  });
  test.afterAll(async () => {
    if (!sandbox) return;
    const exited = new Promise((resolve) => sandbox?.process.once('exit', resolve));
    sandbox.process.kill('SIGTERM');
    await exited;
    await sandbox.database.drop();
    sandbox = null;
  });

  test('an admin reads the offer texted to a guard and answers YES as the guard', async ({
    browser,
  }, testInfo) => {
    test.slow();
    if (!sandbox) throw new Error('no sandbox server');
    const { url } = sandbox;
    const context = await browser.newContext({
      ...testInfo.project.use,
      baseURL: url,
      serviceWorkers: 'block',
    });
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const response = await page.request.post(`${url}/api/auth/sign-in/email`, {
        data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
        headers: { origin: url },
      });
      expect(response.status()).toBe(200);
      const tag = uniqueTag();
      const post_ = await post(page.request, url, '/api/locations', {
        name: `Harbor ${tag}`,
        deptCode: `SB-${tag}`,
      });
      await post(page.request, url, '/api/guards', {
        firstName: 'Sandy',
        lastName: `Box${tag}`,
        contactNumber: '(201) 555-0142',
      });
      await post(page.request, url, '/api/coverage', {
        date: localDate(2),
        startTime: '06:00',
        endTime: '14:00',
        locationId: post_.id,
        assignedGuardId: null,
        notes: null,
      });

      await page.goto('/open-shifts');
      const row = page.getByRole('listitem', { name: new RegExp(`^Harbor ${tag}, `) });
      await row.getByRole('button', { name: /^Find cover for / }).click();
      const finder = page.getByRole('dialog', { name: 'Find cover' });
      await finder.getByRole('checkbox', { name: `Box${tag}, Sandy` }).check();
      await finder.getByRole('button', { name: 'Send offer (1)' }).click();
      await expect(toast(page, 'Offer sent to 1 guard')).toBeVisible();
      await page.keyboard.press('Escape');

      await chooseInHeaderMenu(page, 'Admin', 'Text messages');
      await expect(page).toHaveURL(/\/text-messages$/);
      const list = page.getByRole('list', { name: 'Conversations' });
      // The outbox's sandbox provider keeps the offer's text: its conversation appears.
      const conversation = list.getByRole('button', { name: new RegExp(`Box${tag}, Sandy`) });
      await expect(conversation).toBeVisible({ timeout: 10_000 });
      await conversation.click();
      const thread = page.getByRole('list', { name: `Texts with Box${tag}, Sandy` });
      await expect(thread).toContainText(`Demo Guards: open shift`);
      await expect(thread).toContainText(`at Harbor ${tag}. Reply YES`);
      await page.screenshot({ path: testInfo.outputPath('text-messages.png'), fullPage: true });

      await page.getByRole('button', { name: /^Answer YES \d{4}$/ }).click();
      await expect(toast(page, 'The guard took the shift')).toBeVisible();
      await expect(thread.getByRole('listitem').last()).toContainText(
        'Demo Guards: You have the shift at',
      );
      // Typed and sent with Enter (on a phone the last toast may sit over the Send button).
      await page.getByLabel(`Answer as Box${tag}, Sandy`).fill('STOP');
      await page.getByLabel(`Answer as Box${tag}, Sandy`).press('Enter');
      await expect(toast(page, 'The number opted out of texts (STOP)')).toBeVisible();
      // On a phone the list and the conversation take the screen in turn.
      if (testInfo.project.name === 'phone') {
        await page.getByRole('button', { name: 'All conversations' }).click();
      }
      await expect(list).toContainText('Replied STOP');
      await page.screenshot({ path: testInfo.outputPath('text-messages-answered.png') });

      await page.goto('/open-shifts');
      await expect(row).toContainText(`Taken by Box${tag}, Sandy`);
    } finally {
      await context.close();
    }
    expect(errors, 'uncaught errors').toEqual([]);
  });
});
