import type { Page } from '@playwright/test';
import {
  expectLoginScreen,
  expectPage,
  FAILED_RESOURCE,
  gotoPage,
  greeting,
  signInWithForm,
  toast,
} from './helpers/ui';
import { expect, signInThroughApi, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/server';

function personalInfo(page: Page) {
  return page.locator('form').filter({ has: page.getByRole('button', { name: 'Save Changes' }) });
}

function passwordForm(page: Page) {
  return page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Update Password' }) });
}

async function openProfile(page: Page) {
  await gotoPage(page, '/profile');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
}

async function fillPasswords(page: Page, current: string, next: string, confirmation: string) {
  await page.getByLabel('Current Password').fill(current);
  await page.getByLabel('New Password', { exact: true }).fill(next);
  await page.getByLabel('Confirm New Password').fill(confirmation);
  await page.getByRole('button', { name: 'Update Password' }).click();
}

/** The message as a toast and next to the field it concerns. */
async function expectMessage(page: Page, form: ReturnType<typeof passwordForm>, message: string) {
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(toast(page, message).first()).toBeVisible();
}

test.describe('Profile', () => {
  test('shows the account with its email and role read-only', async ({ page, signInAs }) => {
    const account = await signInAs('supervisor', { firstName: 'Morgan', lastName: 'Lee' });
    await openProfile(page);
    await expect(page.getByLabel('First Name')).toHaveValue('Morgan');
    await expect(page.getByLabel('Last Name')).toHaveValue('Lee');
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue(account.email);
    await expect(email).not.toBeEditable();
    await expect(page.getByText('Email cannot be changed')).toBeVisible();
    const role = page.getByLabel('Role');
    await expect(role).toHaveValue('Supervisor');
    await expect(role).not.toBeEditable();
  });

  test('an account without a role sees No role assigned @desktop', async ({ page, signInAs }) => {
    await signInAs(null, { firstName: 'Morgan' });
    await openProfile(page);
    await expect(page.getByLabel('Role')).toHaveValue('No role assigned');
  });

  test('saves edited names trimmed and updates the greeting', async ({ page, signInAs }) => {
    await signInAs('dispatch', { firstName: 'Morgan', lastName: 'Lee' });
    await openProfile(page);
    await expect(greeting(page, 'Morgan')).toBeVisible();
    await page.getByLabel('First Name').fill('  Casey  ');
    await page.getByLabel('Last Name').fill('   Nguyen ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Profile updated successfully')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Casey');
    await expect(page.getByLabel('Last Name')).toHaveValue('Nguyen');
    await expect(greeting(page, 'Casey')).toBeVisible();
    await expect(greeting(page, 'Morgan')).toHaveCount(0);

    await page.reload();
    await expectPage(page, '/profile');
    await expect(page.getByLabel('First Name')).toHaveValue('Casey');
    await expect(page.getByLabel('Last Name')).toHaveValue('Nguyen');
    await expect(greeting(page, 'Casey')).toBeVisible();
  });

  for (const blank of ['first', 'last'] as const) {
    test(`a blank ${blank} name is refused and nothing is saved @desktop`, async ({
      page,
      signInAs,
    }) => {
      await signInAs('customer', { firstName: 'Morgan', lastName: 'Lee' });
      await openProfile(page);
      await page.getByLabel('First Name').fill(blank === 'first' ? '   ' : 'Casey');
      await page.getByLabel('Last Name').fill(blank === 'last' ? '' : 'Nguyen');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const message = 'First name and last name are required';
      await expect(toast(page, message)).toBeVisible();
      await expect(personalInfo(page).getByRole('alert')).toHaveText(message);
      await expect(toast(page, 'Profile updated successfully')).toHaveCount(0);
      await expect(greeting(page, 'Morgan')).toBeVisible();

      await page.reload();
      await expectPage(page, '/profile');
      await expect(page.getByLabel('First Name')).toHaveValue('Morgan');
      await expect(page.getByLabel('Last Name')).toHaveValue('Lee');
      await expect(greeting(page, 'Morgan')).toBeVisible();
    });
  }

  test('the password form checks the new password before sending it @desktop', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    test.slow(); // two accessibility scans and four round trips of the form
    const account = await signInAs('dispatch');
    await openProfile(page);
    await checkA11y();
    const form = passwordForm(page);

    // Each message differs from the one before, so the field message proves each check ran.
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectMessage(page, form, 'Please enter and confirm your new password');
    // The form with its message (the toast's own check is in login.spec.ts).
    await checkA11y({ withoutToasts: true });

    await fillPasswords(page, account.password, 'new-password-1', 'new-password-2');
    await expectMessage(page, form, 'Passwords do not match');

    await fillPasswords(page, account.password, 'abc12', 'abc12');
    await expectMessage(page, form, 'Password must be at least 6 characters long');

    await fillPasswords(page, account.password, 'new-password', '');
    await expectMessage(page, form, 'Please enter and confirm your new password');
    await expect(toast(page, 'Password updated successfully')).toHaveCount(0);
  });

  test('a wrong current password is refused @desktop', async ({
    page,
    signInAs,
    allowConsoleErrors,
  }) => {
    test.slow(); // two page loads and a sign-in through the form
    allowConsoleErrors(FAILED_RESOURCE);
    const account = await signInAs('supervisor');
    await openProfile(page);
    await fillPasswords(page, 'not-my-password', 'brand-new-pass', 'brand-new-pass');
    await expectMessage(page, passwordForm(page), 'Current password is incorrect');
    await expect(toast(page, 'Password updated successfully')).toHaveCount(0);

    // The old password still works.
    await page.context().clearCookies();
    await page.goto('/login');
    await signInWithForm(page, account.email, account.password);
    await expectPage(page, '/');
  });

  // Sessions end on the server, whatever the screen: one viewport suffices.
  test('a changed password signs in, and other devices are signed out @desktop', async ({
    page,
    browser,
    signInAs,
    allowConsoleErrors,
  }) => {
    test.slow(); // two devices, four page loads and two sign-ins through the form
    allowConsoleErrors(FAILED_RESOURCE);
    const account = await signInAs('admin', { firstName: 'Morgan' });
    const otherContext = await browser.newContext({ baseURL: E2E_BASE_URL });
    try {
      const otherDevice = await otherContext.newPage();
      await signInThroughApi(otherDevice, account);
      await gotoPage(otherDevice, '/messenger');

      await openProfile(page);
      await fillPasswords(page, account.password, 'brand-new-pass', 'brand-new-pass');
      await expect(toast(page, 'Password updated successfully')).toBeVisible();
      await expect(page.getByLabel('Current Password')).toHaveValue('');
      await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');
      await expect(page.getByLabel('Confirm New Password')).toHaveValue('');

      // This device stays signed in.
      await page.reload();
      await expectPage(page, '/profile');

      // The other device is sent to /login on its next load.
      await otherDevice.reload();
      await expectLoginScreen(otherDevice);

      // The old password no longer works; the new one does.
      await signInWithForm(otherDevice, account.email, account.password);
      await expect(toast(otherDevice, 'Login failed')).toBeVisible();
      await expect(otherDevice).toHaveURL('/login');
      await signInWithForm(otherDevice, account.email, 'brand-new-pass');
      await expectPage(otherDevice, '/');
      await expect(greeting(otherDevice, 'Morgan')).toBeVisible();
    } finally {
      await otherContext.close();
    }
  });
});
