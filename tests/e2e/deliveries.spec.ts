import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { uniqueTag } from './helpers/reference-data';
import {
  chooseInHeaderMenu,
  expectPage,
  FAILED_RESOURCE,
  gotoPage,
  NAVIGATION_TIMEOUT,
  onPhone,
  toast,
} from './helpers/ui';
import { e2eDatabase } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * Deliveries (issue #30, admins): the notifications the outbox could not deliver, with the
 * reason and a Retry. The e2e server has no SMS provider and no mail server, and its database is
 * shared: each test writes outbox rows of its own (as the worker leaves messages it gave up on)
 * and finds them by its tag.
 */
const seeded: string[] = [];
test.afterEach(async () => {
  if (seeded.length === 0) return;
  await e2eDatabase().db.deleteFrom('outbox').where('id', 'in', seeded.splice(0)).execute();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A text Twilio refused, an e-mail retrying while the mail server is down, a push that failed. */
async function seedMessages(tag: string, pushAccountId: string) {
  const ids = { text: randomUUID(), mail: randomUUID(), push: randomUUID() };
  const common = { attemptedAt: minutesAgo(4), nextAttemptAt: minutesAgo(4) };
  await e2eDatabase()
    .db.insertInto('outbox')
    .values([
      {
        ...common,
        id: ids.text,
        channel: 'sms',
        payload: JSON.stringify({ to: '+15550104821', body: `Open shift ${tag}: reply YES 4821` }),
        status: 'failed',
        attempts: 8,
        lastError:
          'Twilio refused the text (400, error 21610): Attempt to send to unsubscribed recipient',
        createdAt: minutesAgo(20),
      },
      {
        ...common,
        id: ids.mail,
        channel: 'mail',
        payload: JSON.stringify({
          message: { to: `kim.${tag}@example.com`, subject: `Shift offered ${tag}`, text: '' },
        }),
        status: 'pending',
        attempts: 3,
        lastError: 'The mail server said: connect ECONNREFUSED 10.0.0.5:587',
        // Its next try is an hour away: the e2e server leaves it alone while the test runs.
        nextAttemptAt: new Date(Date.now() + 60 * 60_000).toISOString(),
        createdAt: minutesAgo(15),
      },
      {
        ...common,
        id: ids.push,
        channel: 'push',
        payload: JSON.stringify({
          userIds: [pushAccountId],
          message: { title: `Kim took a shift ${tag}`, body: 'North Gate', url: '/open-shifts' },
        }),
        status: 'failed',
        attempts: 8,
        lastError: 'The push service (fcm.googleapis.com) answered 500 (1 of 1 devices)',
        createdAt: minutesAgo(5),
      },
    ])
    .execute();
  seeded.push(ids.text, ids.mail, ids.push);
  return ids;
}

/** The listed messages with this tag: table rows on desktop, cards on phones. */
function messages(page: Page, tag: string): Locator {
  const all = onPhone()
    ? page.getByRole('list', { name: 'Undelivered notifications' }).locator(':scope > li')
    : page
        .getByRole('table', { name: 'Undelivered notifications' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell') });
  return all.filter({ hasText: tag });
}

test.describe('Deliveries', () => {
  test('shows what did not go and why, and sends it again on Retry', async ({
    page,
    signInAs,
    makeAccount,
    checkA11y,
  }) => {
    test.slow(); // two retries, each read back once the server acted
    const tag = uniqueTag();
    await signInAs('admin', { firstName: 'Ada' });
    const dana = await makeAccount({ role: 'dispatch', firstName: 'Dana', lastName: `Desk${tag}` });
    await seedMessages(tag, dana.id);

    await gotoPage(page, '/');
    await chooseInHeaderMenu(page, 'Ada', 'Deliveries');
    await expectPage(page, '/deliveries');
    const shown = messages(page, tag);
    await expect(shown).toHaveCount(3);
    // Newest first: the push, the e-mail, the text.
    await expect(shown.nth(0)).toContainText(`Kim took a shift ${tag}`);
    await expect(shown.nth(0)).toContainText(`Dana Desk${tag}`);
    await expect(shown.nth(0)).toContainText('Failed');
    await expect(shown.nth(0)).toContainText('8 tries');
    await expect(shown.nth(0)).toContainText('The push service (fcm.googleapis.com) answered 500');
    await expect(shown.nth(1)).toContainText('E-mail');
    await expect(shown.nth(1)).toContainText(`kim.${tag}@example.com`);
    await expect(shown.nth(1)).toContainText('Retrying');
    await expect(shown.nth(1)).toContainText(/3 tries, next /);
    await expect(shown.nth(1)).toContainText('The mail server said: connect ECONNREFUSED');
    await expect(shown.nth(2)).toContainText('Text message');
    await expect(shown.nth(2)).toContainText('+15550104821');
    await expect(shown.nth(2)).toContainText('Attempt to send to unsubscribed recipient');
    await checkA11y();

    // From the keyboard: the push to Dana goes again; she has no device, so it is done at once.
    const retryPush = page.getByRole('button', { name: `Retry the push to Dana Desk${tag}` });
    await retryPush.focus();
    await page.keyboard.press('Enter');
    await expect(
      toast(page, 'Sending it again', `The push to Dana Desk${tag} is on its way.`),
    ).toBeVisible();
    await expect(shown).toHaveCount(2, { timeout: 10_000 });
    await expect(shown.filter({ hasText: 'Kim took a shift' })).toHaveCount(0);

    // The text goes again, to the test's Twilio-compatible server this time, and leaves the list.
    await shown
      .filter({ hasText: '+15550104821' })
      .getByRole('button', { name: 'Retry the text message to +15550104821' })
      .click();
    await expect(shown.filter({ hasText: '+15550104821' })).toHaveCount(0, { timeout: 10_000 });
    await expect(shown).toHaveCount(1);
    await expect(shown.nth(0)).toContainText('E-mail');
  });

  test('shows a text a cap held back, with why, and sends it anyway', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    const tag = uniqueTag();
    const id = randomUUID();
    const reason = 'Held: +1 555 010 4822 had 20 texts in the last 24 hours (cap 20)';
    await e2eDatabase()
      .db.insertInto('outbox')
      .values({
        id,
        channel: 'sms',
        payload: JSON.stringify({ to: '+15550104822', body: `Open shift ${tag}: reply YES 4822` }),
        status: 'held',
        lastError: reason,
        smsTo: '+15550104822',
        nextAttemptAt: minutesAgo(1),
        createdAt: minutesAgo(1),
      })
      .execute();
    seeded.push(id);
    await signInAs('admin');
    await gotoPage(page, '/deliveries');
    const shown = messages(page, tag);
    await expect(shown).toHaveCount(1);
    await expect(shown).toContainText('Held');
    await expect(shown).toContainText(reason);
    await expect(shown).toContainText('0 tries');
    await checkA11y();
    await shown
      .getByRole('button', { name: 'Send the text message to +15550104822 anyway' })
      .click();
    await expect(
      toast(page, 'Sending it anyway', 'The text message to +15550104822 is on its way.'),
    ).toBeVisible();
    await expect(shown).toHaveCount(0, { timeout: 10_000 });
  });

  test('says so when every notification was delivered', async ({ page, signInAs }) => {
    await signInAs('admin');
    // The shared database may hold other tests' messages: this one reads an empty outbox.
    await page.route('**/api/deliveries', (route) =>
      route.fulfill({ json: { deliveries: [], nextCursor: null } }),
    );
    await gotoPage(page, '/deliveries');
    await expect(page.getByText('Every notification was delivered')).toBeVisible();
    await expect(
      page.getByText(/fails, or is not sent within five minutes, shows here/),
    ).toBeVisible();
  });

  test('shows the load while it lasts, and a failed load with a retry', async ({
    page,
    signInAs,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await signInAs('admin');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let failures = 1;
    // A 4xx: the app does not retry it by itself (a 5xx it would, a few times, first).
    await page.route('**/api/deliveries', async (route) => {
      await held;
      if (failures-- > 0) {
        await route.fulfill({ status: 400, json: { error: 'The database is busy', code: 'E' } });
      } else await route.fallback();
    });
    await page.goto('/deliveries');
    await expect(page.getByRole('status').filter({ hasText: 'Loading deliveries' })).toBeAttached({
      timeout: NAVIGATION_TIMEOUT,
    });
    release();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load deliveries' });
    await expect(alert).toContainText('The database is busy');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
  });

  test('is for admins only', async ({ page, signInAs }) => {
    await signInAs('supervisor');
    await page.goto('/deliveries');
    await expect(toast(page, 'Access denied. Admin privileges required.')).toBeVisible({
      timeout: NAVIGATION_TIMEOUT,
    });
    await expect(page).toHaveURL('/');
  });
});
