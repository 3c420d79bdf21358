import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { freePort } from '../../src/server/test/free-port';
import { localIsoDate } from '../../src/shared/calendar';
import { createTestDatabase, type TestDatabase } from '../../src/server/test/test-database';
import { localDate, uniqueTag } from './helpers/reference-data';
import { chooseInHeaderMenu, toast } from './helpers/ui';
import { VALID_CARD_UNTIL } from './support/accounts';
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

/** The sandbox server's address, and a page of the project's size signed in there as the admin. */
async function adminPage(browser: Browser, testInfo: TestInfo) {
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
  const response = await page.request.post(`${url}/api/auth/sign-in/email`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
    headers: { origin: url },
  });
  expect(response.status()).toBe(200);
  return { url, page, context, errors };
}

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
    const { url, page, context, errors } = await adminPage(browser, testInfo);
    try {
      const tag = uniqueTag();
      const post_ = await post(page.request, url, '/api/locations', {
        name: `Harbor ${tag}`,
        deptCode: `SB-${tag}`,
      });
      await post(page.request, url, '/api/guards', {
        firstName: 'Sandy',
        lastName: `Box${tag}`,
        contactNumber: '(201) 555-0142',
        // A guard card on file, or no offer may go to them (issue #39).
        guardCard: `SB-${tag}`,
        expDate: VALID_CARD_UNTIL,
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

  test('a guard without the app is reminded, answers OK in the sandbox, and the Now strip says so', async ({
    browser,
  }, testInfo) => {
    test.slow();
    const { url, page, context, errors } = await adminPage(browser, testInfo);
    try {
      const tag = uniqueTag();
      const post_ = await post(page.request, url, '/api/locations', {
        name: `Auction ${tag}`,
        deptCode: `OK-${tag}`,
        address: '1200 Main St, Springfield',
      });
      const guard = await post(page.request, url, '/api/guards', {
        firstName: 'Otis',
        lastName: `Okay${tag}`,
        contactNumber: '(201) 555-0143',
        guardCard: `GC-${tag}`,
        expDate: localDate(365),
      });
      // Starting in 90 minutes: on the Now strip, and well within the 12 hours of the reminder,
      // which goes at once (the server queues its timers every 15 seconds).
      const start = new Date(Date.now() + 90 * 60_000);
      const end = new Date(start.getTime() + 5 * 3_600_000);
      const clock = (at: Date) =>
        `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
      await post(page.request, url, '/api/coverage', {
        date: localIsoDate(start),
        startTime: clock(start),
        endTime: clock(end),
        locationId: post_.id,
        assignedGuardId: guard.id,
        notes: null,
        guardNote: 'Gate code 4411',
      });

      await page.goto('/open-shifts');
      const item = page
        .getByRole('list', { name: 'Now' })
        .getByRole('listitem', { name: new RegExp(`^Now: Auction ${tag}, `) });
      await expect(item.getByText('Not confirmed', { exact: true })).toBeVisible();

      await chooseInHeaderMenu(page, 'Admin', 'Text messages');
      const list = page.getByRole('list', { name: 'Conversations' });
      const conversation = list.getByRole('button', { name: new RegExp(`Okay${tag}, Otis`) });
      await expect(conversation).toBeVisible({ timeout: 40_000 });
      await conversation.click();
      const thread = page.getByRole('list', { name: `Texts with Okay${tag}, Otis` });
      await expect(thread).toContainText(
        `Demo Guards: Reminder: you have the shift at Auction ${tag}, `,
      );
      await expect(thread).toContainText('1200 Main St, Springfield. Note: Gate code 4411.');
      await expect(thread).toContainText(/Reply OK \d{4} to confirm/);
      await page.screenshot({ path: testInfo.outputPath('text-reminder.png'), fullPage: true });

      await page.getByRole('button', { name: /^Answer OK \d{4}$/ }).click();
      await expect(toast(page, 'The guard confirmed the shift')).toBeVisible();
      await expect(thread.getByRole('listitem').last()).toContainText(`Demo Guards: Confirmed: `);
      await page.screenshot({ path: testInfo.outputPath('text-reminder-confirmed.png') });

      await page.goto('/open-shifts');
      await expect(item).toBeVisible();
      await expect(item.getByText('Not confirmed', { exact: true })).toHaveCount(0);
    } finally {
      await context.close();
    }
    expect(errors, 'uncaught errors').toEqual([]);
  });
});
