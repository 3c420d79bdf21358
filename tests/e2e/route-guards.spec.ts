import type { Role } from '../../src/shared/permissions';
import {
  expectLoginScreen,
  expectPage,
  expectWaitingScreen,
  PAGE_HEADINGS,
  pageHeading,
  PROTECTED_PATHS,
  toast,
} from './helpers/ui';
import { expect, test } from './support/fixtures';

const MANAGEMENT_PATHS = ['/locations', '/guards', '/export'] as const;
const MANAGEMENT_DENIED = 'Access denied. This page is only for admin and supervisor roles.';
const ADMIN_DENIED = 'Access denied. Admin privileges required.';

test.describe('Route guards', () => {
  test.describe('without a session', () => {
    for (const path of PROTECTED_PATHS) {
      test(`${path} goes to /login`, async ({ page }) => {
        await page.goto(path);
        await expectLoginScreen(page);
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      });
    }
  });

  const waiting: { label: string; role: Role | null }[] = [
    { label: 'role user', role: 'user' },
    { label: 'no role', role: null },
  ];
  for (const { label, role } of waiting) {
    test.describe(`an account with ${label}`, () => {
      for (const path of ['/', '/messenger']) {
        test(`goes from ${path} to the waiting screen`, async ({ page, signInAs }) => {
          await signInAs(role, { firstName: 'Quinn' });
          await page.goto(path);
          await expectWaitingScreen(page, 'Quinn');
          await expect(page.getByRole('heading', { name: 'Coverage' })).toHaveCount(0);
          await expect(page.getByRole('heading', { name: 'Messenger' })).toHaveCount(0);
        });
      }
    });
  }

  for (const role of ['dispatch', 'customer'] as const) {
    test.describe(role, () => {
      for (const path of MANAGEMENT_PATHS) {
        test(`is refused ${path} with a toast and lands on the dashboard`, async ({
          page,
          signInAs,
        }) => {
          await signInAs(role);
          await page.goto(path);
          await expect(toast(page, MANAGEMENT_DENIED)).toBeVisible();
          await expectPage(page, '/');
          await expect(pageHeading(page, PAGE_HEADINGS[path] ?? path)).toHaveCount(0);
        });
      }

      test('is refused /manage-users with a toast and lands on the dashboard', async ({
        page,
        signInAs,
      }) => {
        await signInAs(role);
        await page.goto('/manage-users');
        await expect(toast(page, ADMIN_DENIED)).toBeVisible();
        await expectPage(page, '/');
      });
    });
  }

  test('a supervisor is refused /manage-users with a toast and lands on the dashboard', async ({
    page,
    signInAs,
  }) => {
    await signInAs('supervisor');
    await page.goto('/manage-users');
    await expect(toast(page, ADMIN_DENIED)).toBeVisible();
    await expectPage(page, '/');
    await expect(pageHeading(page, 'Manage Users')).toHaveCount(0);
    // One toast, however often the guard renders.
    await expect(toast(page, ADMIN_DENIED)).toHaveCount(1);
  });

  test('a supervisor reaches locations, guards and export', async ({ page, signInAs }) => {
    // Several page loads and sign-ins: give a busy machine time.
    test.slow();
    await signInAs('supervisor');
    for (const path of MANAGEMENT_PATHS) {
      await page.goto(path);
      await expectPage(page, path);
    }
    await expect(toast(page, MANAGEMENT_DENIED)).toHaveCount(0);
  });

  test('an admin reaches every page', async ({ page, signInAs }) => {
    // Several page loads and sign-ins: give a busy machine time.
    test.slow();
    await signInAs('admin');
    for (const path of [
      '/',
      '/locations',
      '/guards',
      '/export',
      '/manage-users',
      '/profile',
      '/messenger',
    ]) {
      await page.goto(path);
      await expectPage(page, path);
    }
    await expect(page.getByText(/Access denied/)).toHaveCount(0);
  });
});
