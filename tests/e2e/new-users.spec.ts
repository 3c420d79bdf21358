import type { Role } from '../../src/shared/permissions';
import { expectLoginScreen, expectPage, expectWaitingScreen, toast } from './helpers/ui';
import { setRole } from './support/accounts';
import { expect, test } from './support/fixtures';

const NOT_SET = 'Your account has been created, but your role has not been set yet.';
const CONTACT = /Please contact your administrator to assign you a role\./;

const waiting: { label: string; role: Role | null }[] = [
  { label: 'role user', role: 'user' },
  { label: 'no role', role: null },
];

test.describe('Waiting screen (/new-users)', () => {
  for (const { label, role } of waiting) {
    test(`greets an account with ${label} and explains the wait`, async ({ page, signInAs }) => {
      await signInAs(role, { firstName: 'Jordan', lastName: 'Reyes' });
      await page.goto('/new-users');
      await expectWaitingScreen(page, 'Jordan');
      await expect(page.getByText(NOT_SET)).toBeVisible();
      await expect(page.getByText(CONTACT)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      // The waiting screen has no navigation header.
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    });

    test(`Logout on the waiting screen signs an account with ${label} out`, async ({
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

  test('once a role is set, a reload leads to the dashboard', async ({ page, signInAs }) => {
    const account = await signInAs('user', { firstName: 'Jordan' });
    await page.goto('/new-users');
    await expectWaitingScreen(page, 'Jordan');
    await setRole(account.id, 'dispatch');
    await page.reload();
    await expectPage(page, '/');
    await expect(page.getByRole('heading', { name: 'Welcome, Jordan!' })).toHaveCount(0);
  });

  test('an account with no role moves on once it gets one', async ({ page, signInAs }) => {
    const account = await signInAs(null, { firstName: 'Jordan' });
    await page.goto('/new-users');
    await expectWaitingScreen(page, 'Jordan');
    await setRole(account.id, 'supervisor');
    await page.reload();
    await expectPage(page, '/');
    await page.goto('/locations');
    await expectPage(page, '/locations');
  });

  for (const role of ['admin', 'supervisor', 'dispatch', 'customer'] as const) {
    test(`${role} visiting /new-users goes to the dashboard`, async ({ page, signInAs }) => {
      await signInAs(role, { firstName: 'Jordan' });
      await page.goto('/new-users');
      await expectPage(page, '/');
      await expect(page.getByRole('heading', { name: 'Welcome, Jordan!' })).toHaveCount(0);
    });
  }

  test('the waiting screen has no serious accessibility violations', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    await signInAs('user', { firstName: 'Jordan' });
    await page.goto('/new-users');
    await expectWaitingScreen(page, 'Jordan');
    await checkA11y();
  });
});
