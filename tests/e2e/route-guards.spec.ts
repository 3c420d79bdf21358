import {
  APP_PATHS,
  expectLoginScreen,
  expectPage,
  expectWaitingScreen,
  gotoPage,
  PAGE_HEADINGS,
  pageHeading,
  PROTECTED_PATHS,
  toast,
} from './helpers/ui';
import { ACTIVE_ROLES, WAITING_ACCOUNTS, type ActiveRole } from './support/accounts';
import { expect, test } from './support/fixtures';

const MANAGEMENT_DENIED = 'Access denied. This page is only for admin and supervisor roles.';
const ADMIN_DENIED = 'Access denied. Admin privileges required.';

const SHARED_PATHS = ['/', '/profile', '/messenger'];
const MANAGEMENT_PATHS = ['/locations', '/guards', '/export'];
const NOT_FOR_STAFF = [
  ...MANAGEMENT_PATHS.map((path) => ({ path, message: MANAGEMENT_DENIED })),
  { path: '/manage-users', message: ADMIN_DENIED },
];

/** Where each role may go, and what it is told where it may not (spec section 2). */
const ACCESS: Record<ActiveRole, { reaches: string[]; refused: typeof NOT_FOR_STAFF }> = {
  admin: { reaches: [...APP_PATHS], refused: [] },
  supervisor: {
    reaches: [...SHARED_PATHS, ...MANAGEMENT_PATHS],
    refused: [{ path: '/manage-users', message: ADMIN_DENIED }],
  },
  dispatch: { reaches: SHARED_PATHS, refused: NOT_FOR_STAFF },
  customer: { reaches: SHARED_PATHS, refused: NOT_FOR_STAFF },
};

// The phone project skips this file (playwright.config.ts): redirects do not depend on the
// viewport. Each test visits several pages in one browser context: after the first, a page loads
// from cache, so a visit costs a fraction of a test of its own. Each visit is a step of the report.
test.describe('Route guards', () => {
  test('without a session, every protected page goes to /login', async ({ page }) => {
    test.slow(); // eight page loads
    for (const path of PROTECTED_PATHS) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectLoginScreen(page);
        await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      });
    }
  });

  for (const { label, role } of WAITING_ACCOUNTS) {
    test(`an account with ${label} goes from / and /messenger to the waiting screen`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(role, { firstName: 'Quinn' });
      for (const path of ['/', '/messenger']) {
        await test.step(path, async () => {
          await page.goto(path);
          await expectWaitingScreen(page, 'Quinn');
          await expect(page.getByRole('heading', { name: 'Coverage' })).toHaveCount(0);
          await expect(page.getByRole('heading', { name: 'Messenger' })).toHaveCount(0);
        });
      }
    });
  }

  for (const role of ACTIVE_ROLES) {
    const { reaches, refused } = ACCESS[role];
    test(`${role} reaches its pages, is refused the others and skips /new-users`, async ({
      page,
      signInAs,
    }) => {
      test.slow(); // up to eight page loads
      await signInAs(role, { firstName: 'Jordan' });
      for (const path of reaches) {
        await test.step(`reaches ${path}`, async () => {
          await gotoPage(page, path);
          await expect(toast(page, 'Access denied')).toHaveCount(0);
        });
      }
      for (const { path, message } of refused) {
        await test.step(`is refused ${path}`, async () => {
          await page.goto(path);
          await expect(toast(page, message)).toBeVisible();
          await expectPage(page, '/');
          await expect(pageHeading(page, PAGE_HEADINGS[path] ?? path)).toHaveCount(0);
          // One toast, however often the guard renders.
          await expect(toast(page, message)).toHaveCount(1);
        });
      }
      await test.step('goes from /new-users to the dashboard', async () => {
        await page.goto('/new-users');
        await expectPage(page, '/');
        await expect(page.getByRole('heading', { name: 'Welcome, Jordan!' })).toHaveCount(0);
      });
    });
  }
});
