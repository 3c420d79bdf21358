import type { Page } from '@playwright/test';
import {
  accountButton,
  allToasts,
  expectLoginScreen,
  expectPage,
  greeting,
  signInWithForm,
  toast,
} from './helpers/ui';
import { endSessions } from './support/accounts';
import { expect, test } from './support/fixtures';

async function logoutFromDropdown(page: Page, firstName: string) {
  await accountButton(page, firstName).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
}

test.describe('Logout', () => {
  test('Logout in the account dropdown signs out and goes to /login @desktop', async ({
    page,
    signInAs,
  }) => {
    await signInAs('dispatch', { firstName: 'Morgan' });
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    await logoutFromDropdown(page, 'Morgan');
    await expect(toast(page, 'Logged out', "You've been successfully logged out.")).toBeVisible();
    await expectLoginScreen(page);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('after logging out, the dashboard asks to sign in again @desktop', async ({
    page,
    signInAs,
  }) => {
    // Several page loads and sign-ins: give a busy machine time.
    test.slow();
    await signInAs('supervisor', { firstName: 'Morgan' });
    await page.goto('/profile');
    await expectPage(page, '/profile');
    await logoutFromDropdown(page, 'Morgan');
    await expectLoginScreen(page);
    await page.goto('/');
    await expectLoginScreen(page);
    await page.goto('/profile');
    await expectLoginScreen(page);
    // Going back in history does not show the signed-in page either.
    await page.goBack();
    await expect(page).toHaveURL('/login');
    await expect(greeting(page, 'Morgan')).toHaveCount(0);
  });

  test('logging out in one tab sends the other tab to /login', async ({
    page,
    context,
    signInAs,
  }) => {
    // Several page loads and sign-ins: give a busy machine time.
    test.slow();
    await signInAs('admin', { firstName: 'Morgan' });
    await page.goto('/locations');
    await expectPage(page, '/locations');
    const other = await context.newPage();
    await other.goto('/messenger');
    await expectPage(other, '/messenger');

    if (await page.getByRole('button', { name: 'Open menu' }).isVisible()) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'CoverDesk' })
        .getByRole('button', { name: 'Logout' })
        .click();
    } else {
      await logoutFromDropdown(page, 'Morgan');
    }
    await expectLoginScreen(page);
    await expectLoginScreen(other);
    await expect(other.getByRole('heading', { name: 'Messenger' })).toHaveCount(0);
    await other.close();
  });

  test('signing in in one tab sends the other tab from /login to the dashboard', async ({
    page,
    context,
    makeAccount,
  }) => {
    // Several page loads and sign-ins: give a busy machine time.
    test.slow();
    const account = await makeAccount({ role: 'dispatch', firstName: 'Morgan' });
    await page.goto('/login');
    await expectLoginScreen(page);
    const other = await context.newPage();
    await other.goto('/login');
    await expectLoginScreen(other);

    await signInWithForm(page, account.email, account.password);
    await expectPage(page, '/');
    await expectPage(other, '/');
    await expect(greeting(other, 'Morgan')).toBeVisible();
    await other.close();
  });

  test('a session ended on the server sends the user to /login on reload, without an error', async ({
    page,
    signInAs,
  }) => {
    const account = await signInAs('supervisor', { firstName: 'Morgan' });
    await page.goto('/locations');
    await expectPage(page, '/locations');
    await endSessions(account.id);
    await page.reload();
    await expectLoginScreen(page);
    await expect(allToasts(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(
      0,
    );
  });

  test('a session ended on the server sends the user to /login on the next page load', async ({
    page,
    signInAs,
  }) => {
    const account = await signInAs('dispatch', { firstName: 'Morgan' });
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    await endSessions(account.id);
    await page.goto('/profile');
    await expectLoginScreen(page);
    await expect(allToasts(page)).toHaveCount(0);
    // Signing in again works as usual.
    await signInWithForm(page, account.email, account.password);
    await expectPage(page, '/');
  });
});
