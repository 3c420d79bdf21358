import { expectLoginScreen, expectPage, expectWaitingScreen, gotoPage, toast } from './helpers/ui';
import { setRole, WAITING_ACCOUNTS } from './support/accounts';
import { expect, test } from './support/fixtures';

const NOT_SET = 'Your account has been created, but your role has not been set yet.';
const CONTACT = /Please contact your administrator to assign you a role\./;

// Accounts with an active role are sent away from /new-users: see route-guards.spec.ts.
test.describe('Waiting screen (/new-users)', () => {
  for (const { label, role } of WAITING_ACCOUNTS) {
    test(`greets an account with ${label} and explains the wait`, async ({
      page,
      signInAs,
      checkA11y,
    }) => {
      await signInAs(role, { firstName: 'Jordan', lastName: 'Reyes' });
      await page.goto('/new-users');
      await expectWaitingScreen(page, 'Jordan');
      await expect(page.getByText(NOT_SET)).toBeVisible();
      await expect(page.getByText(CONTACT)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      // The waiting screen has no navigation header.
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
      // Both accounts see the same screen: one scan suffices.
      if (role === 'user') await checkA11y();
    });

    test(`Logout on the waiting screen signs an account with ${label} out @desktop`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(role, { firstName: 'Jordan' });
      await page.goto('/new-users');
      await expectWaitingScreen(page, 'Jordan');
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(toast(page, 'Logged out', "You've been successfully logged out.")).toBeVisible();
      await expectLoginScreen(page);
      await page.goto('/new-users');
      await expectLoginScreen(page);
    });
  }

  const promotions = [
    { label: 'role user', from: 'user', to: 'dispatch', reaches: '/messenger' },
    { label: 'no role', from: null, to: 'supervisor', reaches: '/locations' },
  ] as const;
  for (const { label, from, to, reaches } of promotions) {
    test(`an account with ${label} moves on once it is made ${to} @desktop`, async ({
      page,
      signInAs,
    }) => {
      const account = await signInAs(from, { firstName: 'Jordan' });
      await page.goto('/new-users');
      await expectWaitingScreen(page, 'Jordan');
      await setRole(account.id, to);
      await page.reload();
      await expectPage(page, '/');
      await expect(page.getByRole('heading', { name: 'Welcome, Jordan!' })).toHaveCount(0);
      await gotoPage(page, reaches);
    });
  }
});
