import type { Page } from '@playwright/test';
import { expectLoginScreen, expectPage } from './helpers/ui';
import { expect, test } from './support/fixtures';

// These tests need the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The first visit installs the service worker and precaches the app shell. */
async function waitForAppShellCached(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const offlineScreen = (page: Page) => page.getByRole('heading', { name: 'You are offline' });

test.describe('Offline', () => {
  test('a second visit without a network opens the app shell and says it is offline @desktop', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/);
    await page.goto('/login');
    await expectLoginScreen(page);
    await waitForAppShellCached(page);

    await context.setOffline(true);
    await page.reload();
    await expect(offlineScreen(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    // Back online, the app carries on by itself.
    await context.setOffline(false);
    await expectLoginScreen(page);
    await expect(offlineScreen(page)).toHaveCount(0);
  });

  test('signed in: offline reload shows the offline screen, then the dashboard once back', async ({
    page,
    context,
    signInAs,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/);
    // A supervisor: a dispatcher entering on a phone lands on the open-shifts board (issue #30).
    await signInAs('supervisor');
    await page.goto('/');
    await expectPage(page, '/');
    await waitForAppShellCached(page);

    // Losing the network on a page: a banner says changes cannot be saved.
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: 'No connection' });
    await expect(banner).toHaveText(
      'No connection: changes cannot be saved until you are back online.',
    );

    await page.reload();
    await expect(offlineScreen(page)).toBeVisible();
    await context.setOffline(false);
    await expectPage(page, '/');
    await expect(banner).toHaveCount(0);
  });
});
