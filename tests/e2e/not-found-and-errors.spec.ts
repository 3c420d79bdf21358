import type { Page } from '@playwright/test';
import {
  chooseInHeaderMenu,
  expectLoginScreen,
  expectPage,
  gotoPage,
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
    checkA11y,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
    await expect(page).toHaveURL('/no-such-page');
    await checkA11y();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expectLoginScreen(page);
  });

  test('Return to Home leads a signed-in user to the dashboard @desktop', async ({
    page,
    signInAs,
  }) => {
    await signInAs('dispatch');
    await page.goto('/reports/2026/march');
    await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expectPage(page, '/');
  });
});

test.describe('Unexpected application error', () => {
  test.beforeEach(async ({ page, signInAs, allowConsoleErrors }) => {
    allowConsoleErrors(CHUNK_ERRORS);
    await signInAs('supervisor', { firstName: 'Morgan' });
    await breakProfileChunk(page);
  });

  test('a page whose code fails to load shows the error fallback @desktop', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/profile');
    await expectErrorFallback(page);
    await checkA11y();
  });

  test('following a link to a page whose code fails to load shows the error fallback @desktop', async ({
    page,
  }) => {
    await gotoPage(page, '/messenger');
    await chooseInHeaderMenu(page, 'Morgan', 'Profile');
    await expectErrorFallback(page);
  });

  test('Reload on the error fallback recovers once the code loads again @desktop', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expectErrorFallback(page);
    await page.unroute('**/assets/profile-page-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expectPage(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  });
});
