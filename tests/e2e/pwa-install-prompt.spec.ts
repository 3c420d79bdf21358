import type { Page } from '@playwright/test';
import { expectLoginScreen } from './helpers/ui';
import { expect, test } from './support/fixtures';

/**
 * Chromium fires beforeinstallprompt only for an installable app it has judged worth offering,
 * which a test cannot arrange; the tests fire a synthetic one with the same shape. `outcome` is
 * the user's answer in the browser's own dialog.
 */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((answer) => {
    const calls = ((window as unknown as { promptCalls: number }).promptCalls = 0);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { promptCalls: number }).promptCalls = calls + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

const promptCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls);
const prompt = (page: Page) => page.getByRole('region', { name: 'Install CoverDesk' });
const DISMISSED_KEY = 'pwa-install-dismissed';

test.describe('Install prompt', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await expectLoginScreen(page);
  });

  test('stays hidden until the browser offers installation, then shows the spec text', async ({
    page,
    checkA11y,
  }) => {
    await expect(prompt(page)).toHaveCount(0);
    await offerInstall(page);
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page).getByRole('heading', { name: 'Install CoverDesk' })).toBeVisible();
    await expect(
      prompt(page).getByText('Install the app on your home screen for quick and easy access'),
    ).toBeVisible();
    await expect(prompt(page).getByRole('button', { name: 'Install App' })).toBeVisible();
    await checkA11y();
  });

  test('Dismiss stores the flag and hides it, also after a reload and a new offer @desktop', async ({
    page,
  }) => {
    await offerInstall(page);
    await prompt(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY)).not.toBeNull();

    await page.reload();
    await expectLoginScreen(page);
    await offerInstall(page);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
  });

  test('Install App opens the browser dialog once; accepted, it hides for good @desktop', async ({
    page,
  }) => {
    await offerInstall(page, 'accepted');
    await prompt(page).getByRole('button', { name: 'Install App' }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await promptCalls(page)).toBe(1);
    // Accepting is not dismissing: no flag is stored.
    expect(await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY)).toBeNull();
  });

  test('a declined browser dialog clears the used event; a later offer shows it again @desktop', async ({
    page,
  }) => {
    await offerInstall(page, 'dismissed');
    await prompt(page).getByRole('button', { name: 'Install App' }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY)).toBeNull();

    await offerInstall(page, 'accepted');
    await expect(prompt(page)).toBeVisible();
  });
});
