import {
  expectLoginScreen,
  expectPage,
  FAILED_RESOURCE,
  greeting,
  signInWithForm,
  toast,
} from './helpers/ui';
import { expect, test } from './support/fixtures';

test.describe('Login', () => {
  test('signs in with email and password and lands on the dashboard @database', async ({
    page,
    makeAccount,
    checkA11y,
  }) => {
    const account = await makeAccount({ role: 'supervisor', firstName: 'Morgan' });
    await page.goto('/login');
    await expectLoginScreen(page);
    await signInWithForm(page, account.email, account.password);
    await expectPage(page, '/');
    await expect(toast(page, 'Welcome back!', "You've successfully logged in.")).toBeVisible();
    await checkA11y(); // while the toast is on screen
    await expect(greeting(page, 'Morgan')).toBeVisible();
  });

  test('an empty form shows the required messages and stays on /login @desktop', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/login');
    await expectLoginScreen(page);
    await checkA11y();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // With the required-field messages on screen as well.
    await checkA11y();
  });

  test('a wrong password shows the Login failed toast and stays on /login @desktop', async ({
    page,
    makeAccount,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    const account = await makeAccount({ role: 'dispatch' });
    await page.goto('/login');
    await signInWithForm(page, account.email, 'not-the-password');
    await expect(toast(page, 'Login failed', 'Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test('an unknown email gets the same Login failed message @desktop', async ({
    page,
    allowConsoleErrors,
    checkA11y,
  }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await page.goto('/login');
    await signInWithForm(page, 'nobody-here@example.com', 'whatever-password');
    await expect(toast(page, 'Login failed', 'Invalid email or password')).toBeVisible();
    await checkA11y(); // while the toast is on screen
    await expect(page).toHaveURL('/login');
  });

  test('a signed-in visitor to /login goes to the dashboard @desktop', async ({
    page,
    signInAs,
  }) => {
    await signInAs('dispatch', { firstName: 'Riley' });
    await page.goto('/login');
    await expectPage(page, '/');
    await expect(greeting(page, 'Riley')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toHaveCount(0);
  });

  test('the session survives a reload @desktop', async ({ page, makeAccount }) => {
    test.slow(); // five page loads
    const account = await makeAccount({ role: 'customer', firstName: 'Avery' });
    await page.goto('/login');
    await signInWithForm(page, account.email, account.password);
    await expectPage(page, '/');
    await expect(greeting(page, 'Avery')).toBeVisible();
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    await page.reload();
    await expectPage(page, '/messenger');
    await expect(greeting(page, 'Avery')).toBeVisible();
    // The dashboard, where sign-in lands, reloads signed in too.
    await page.goto('/');
    await expectPage(page, '/');
    await page.reload();
    await expectPage(page, '/');
    await expect(greeting(page, 'Avery')).toBeVisible();
  });
});
