import type { Page } from '@playwright/test';
import {
  accountButton,
  expectLoginScreen,
  expectPage,
  mobilePanel,
  NAVIGATION_TIMEOUT,
} from './helpers/ui';
import { expect, test } from './support/fixtures';

const NOT_FOUND = 'Oops! Page not found';
const APP_ERROR = 'Unexpected Application Error!';

/** Makes the Profile page's code fail to load, as after a deploy removed the old chunk. */
async function breakProfileChunk(page: Page) {
  await page.route('**/assets/profile-page-*.js', (route) => route.abort());
}

/** What the browser logs when a page's code fails to load. */
const CHUNK_ERRORS = /Failed to load resource|dynamically imported module|profile-page/;

async function expectErrorFallback(page: Page) {
  await expect(page.getByRole('heading', { name: APP_ERROR })).toBeVisible({
    timeout: NAVIGATION_TIMEOUT,
  });
  // The error's message says which module could not be loaded.
  await expect(page.getByText(/Failed to fetch dynamically imported module/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toHaveCount(0);
}

test.describe('Not found page', () => {
  test('an unknown path shows the 404 page and Return to Home leads to /login without a session', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
    await expect(page).toHaveURL('/no-such-page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expectLoginScreen(page);
  });

  test('Return to Home leads a signed-in user to the dashboard', async ({ page, signInAs }) => {
    await signInAs('dispatch');
    await page.goto('/reports/2026/march');
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expectPage(page, '/');
  });

  test('the 404 page has no serious accessibility violations', async ({ page, checkA11y }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
    await checkA11y();
  });
});

/** Signs in and opens /profile while its code cannot load: the error fallback shows. */
async function openBrokenProfile(
  page: Page,
  signInAs: (role: 'supervisor') => Promise<unknown>,
  allowConsoleErrors: (pattern: RegExp) => void,
) {
  allowConsoleErrors(CHUNK_ERRORS);
  await signInAs('supervisor');
  await breakProfileChunk(page);
  await page.goto('/profile');
  await expectErrorFallback(page);
}

test.describe('Unexpected application error', () => {
  test('a page whose code fails to load shows the error fallback', async ({
    page,
    signInAs,
    allowConsoleErrors,
  }) => {
    await openBrokenProfile(page, signInAs, allowConsoleErrors);
  });

  test('following a link to a page whose code fails to load shows the error fallback @desktop', async ({
    page,
    signInAs,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(CHUNK_ERRORS);
    await signInAs('supervisor', { firstName: 'Morgan' });
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    await breakProfileChunk(page);
    await accountButton(page, 'Morgan').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expectErrorFallback(page);
  });

  test('following a link to a page whose code fails to load shows the error fallback @phone', async ({
    page,
    signInAs,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(CHUNK_ERRORS);
    await signInAs('supervisor', { firstName: 'Morgan' });
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    await breakProfileChunk(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobilePanel(page).getByRole('link', { name: 'Profile' }).click();
    await expectErrorFallback(page);
  });

  test('Reload on the error fallback recovers once the code loads again', async ({
    page,
    signInAs,
    allowConsoleErrors,
  }) => {
    await openBrokenProfile(page, signInAs, allowConsoleErrors);
    await page.unroute('**/assets/profile-page-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expectPage(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  });

  test('the error fallback has no serious accessibility violations', async ({
    page,
    signInAs,
    allowConsoleErrors,
    checkA11y,
  }) => {
    await openBrokenProfile(page, signInAs, allowConsoleErrors);
    await checkA11y();
  });
});
