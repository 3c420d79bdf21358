import {
  allToasts,
  chooseInHeaderMenu,
  expectLoginScreen,
  expectPage,
  gotoPage,
  greeting,
  signInWithForm,
  toast,
} from './helpers/ui';
import { endSessions } from './support/accounts';
import { expect, test } from './support/fixtures';

// The phone project skips this file (playwright.config.ts): signing out does not depend on the
// viewport. The phone's Logout is in header.spec.ts.
test.describe('Logout', () => {
  test('Logout in the account dropdown signs out for good', async ({ page, signInAs }) => {
    test.slow(); // four page loads
    await signInAs('supervisor', { firstName: 'Morgan' });
    await gotoPage(page, '/profile');
    await chooseInHeaderMenu(page, 'Morgan', 'Logout');
    await expect(toast(page, 'Logged out', "You've been successfully logged out.")).toBeVisible();
    await expectLoginScreen(page);
    await expect(page.getByRole('menu')).toBeHidden();
    // The dashboard and the page just left ask to sign in again.
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
    test.slow(); // two tabs
    await signInAs('admin', { firstName: 'Morgan' });
    await gotoPage(page, '/locations');
    const other = await context.newPage();
    await gotoPage(other, '/messenger');

    await chooseInHeaderMenu(page, 'Morgan', 'Logout');
    await expectLoginScreen(page);
    await expectLoginScreen(other);
    await expect(other.getByRole('heading', { name: 'Messenger' })).toHaveCount(0);
  });

  test('signing in in one tab sends the other tab from /login to the dashboard', async ({
    page,
    context,
    makeAccount,
  }) => {
    test.slow(); // two tabs
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
  });

  test('a session ended on the server sends the user to /login on reload, without an error', async ({
    page,
    signInAs,
  }) => {
    const account = await signInAs('supervisor', { firstName: 'Morgan' });
    await gotoPage(page, '/locations');
    // The list's own request must finish first: ended under it, it would rightly log a 401.
    await page.waitForLoadState('networkidle');
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
    allowConsoleErrors,
  }) => {
    // A request the messenger page still has in flight when the session ends is answered 401,
    // which the browser logs; that answer is the point of the test, not a fault.
    allowConsoleErrors(/status of 401 \(Unauthorized\)/);
    const account = await signInAs('dispatch', { firstName: 'Morgan' });
    await gotoPage(page, '/messenger');
    await endSessions(account.id);
    await page.goto('/profile');
    await expectLoginScreen(page);
    await expect(allToasts(page)).toHaveCount(0);
    // Signing in again works as usual.
    await signInWithForm(page, account.email, account.password);
    await expectPage(page, '/');
  });
});
