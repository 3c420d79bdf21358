import type { Page } from '@playwright/test';
import { chooseRole, expectRoleShown, test, userRow } from './helpers/users';
import {
  expectLoginScreen,
  expectPage,
  expectWaitingScreen,
  FAILED_RESOURCE,
  gotoPage,
  mainNav,
  onPhone,
  signInWithForm,
  toast,
} from './helpers/ui';
import { expect, signInThroughApi } from './support/fixtures';

const MANAGEMENT_DENIED = 'Access denied. This page is only for admin and supervisor roles.';

function addUserDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Add User' });
}

async function openManageUsers(page: Page, email: string) {
  await gotoPage(page, '/manage-users');
  await expect(userRow(page, email)).toBeVisible();
}

async function fillNewUser(
  page: Page,
  user: { firstName: string; lastName: string; email: string; password: string },
) {
  const dialog = addUserDialog(page);
  await dialog.getByLabel('First Name').fill(user.firstName);
  await dialog.getByLabel('Last Name').fill(user.lastName);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Add User' }).click();
}

/** A header link on the other device (desktop-sized): a page change inside the app, no reload. */
function headerLink(device: Page, name: string) {
  return mainNav(device).getByRole('link', { name, exact: true });
}

test.describe('Manage Users', () => {
  test('Add User checks the fields, creates a waiting account and refuses a taken email @desktop', async ({
    page,
    signInAs,
    newEmail,
    otherDevice,
    allowConsoleErrors,
    checkA11y,
  }) => {
    test.slow(); // two browsers and a sign-in through the form
    allowConsoleErrors(FAILED_RESOURCE);
    const admin = await signInAs('admin');
    await openManageUsers(page, admin.email);
    const user = {
      firstName: 'Dana',
      lastName: 'Okafor',
      email: newEmail(),
      password: 'first-pass-1',
    };

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = addUserDialog(page);
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(toast(page, 'Please fill in all required fields')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText([
      'Required',
      'Required',
      'Required',
      'Required',
    ]);
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    // The dialog with its messages; the toast behind it is still fading in.
    await checkA11y({ withoutToasts: true });

    await fillNewUser(page, user);
    await expect(toast(page, 'User created successfully with user role')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(userRow(page, user.email)).toContainText('Dana Okafor');
    await expectRoleShown(page, user.email, 'User', 'Limited access, pending role assignment');

    // The same email again, whatever its case: the server's message, and still one account.
    await page.getByRole('button', { name: 'Add User' }).click();
    await fillNewUser(page, { ...user, firstName: 'Other', email: user.email.toUpperCase() });
    await expect(toast(page, 'An account with this email already exists')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('An account with this email already exists');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(userRow(page, user.email)).toHaveCount(1);
    await expect(userRow(page, user.email)).toContainText('Dana Okafor');

    // The new account signs in and waits for its role.
    const device = await otherDevice();
    await device.goto('/login');
    await expectLoginScreen(device);
    await signInWithForm(device, user.email, user.password);
    await expectWaitingScreen(device, 'Dana');
  });

  test("a role change counts from that user's next page change @desktop", async ({
    page,
    signInAs,
    makeAccount,
    otherDevice,
    checkA11y,
  }) => {
    test.slow(); // two browsers, three role changes
    await signInAs('admin');
    const user = await makeAccount({ role: 'dispatch', firstName: 'Riley' });
    const device = await otherDevice();
    await signInThroughApi(device, user);
    await gotoPage(device, '/');

    await openManageUsers(page, user.email);
    // A table on desktop, cards on phones, each with the selector and both buttons.
    await expect(page.getByRole('table', { name: 'Users' })).toHaveCount(onPhone() ? 0 : 1);
    await expect(page.getByRole('list', { name: 'Users' })).toHaveCount(onPhone() ? 1 : 0);
    const row = userRow(page, user.email);
    await expect(row).toContainText('Riley Brooks');
    await expect(
      row.getByRole('button', { name: `Reset Password for ${user.email}` }),
    ).toBeVisible();
    await expect(row.getByRole('button', { name: `Delete ${user.email}` })).toBeEnabled();
    await expectRoleShown(
      page,
      user.email,
      'Dispatch',
      'View coverage only; offers open shifts to guards',
    );
    await checkA11y();

    await chooseRole(page, user.email, 'Supervisor');
    await expect(toast(page, 'Role updated to supervisor')).toBeVisible();
    await expectRoleShown(page, user.email, 'Supervisor', 'Manage guards, locations and coverage');
    // Dispatch has no Locations in its header; the next page change brings it.
    await expect(headerLink(device, 'Locations')).toHaveCount(0);
    await headerLink(device, 'Messenger').click();
    await expectPage(device, '/messenger');
    await headerLink(device, 'Locations').click();
    await expectPage(device, '/locations');
    // Back on a page every role may see, before the demotion.
    await headerLink(device, 'Messenger').click();
    await expectPage(device, '/messenger');

    await chooseRole(page, user.email, 'Dispatch');
    await expect(toast(page, 'Role updated to dispatch')).toBeVisible();
    await expectRoleShown(
      page,
      user.email,
      'Dispatch',
      'View coverage only; offers open shifts to guards',
    );
    // The header still offers Locations; following it is refused, once.
    await headerLink(device, 'Locations').click();
    await expect(toast(device, MANAGEMENT_DENIED)).toBeVisible();
    await expectPage(device, '/');
    await expect(headerLink(device, 'Locations')).toHaveCount(0);
    await expect(toast(device, MANAGEMENT_DENIED)).toHaveCount(1);

    await chooseRole(page, user.email, 'User');
    await expect(toast(page, 'Role updated to user')).toBeVisible();
    await expectRoleShown(page, user.email, 'User', 'Limited access, pending role assignment');
    await headerLink(device, 'Messenger').click();
    await expectWaitingScreen(device, 'Riley');
  });

  test('Reset Password checks the new one and signs the account out everywhere @desktop', async ({
    page,
    signInAs,
    makeAccount,
    otherDevice,
    allowConsoleErrors,
  }) => {
    test.slow(); // two browsers and two sign-ins through the form
    allowConsoleErrors(FAILED_RESOURCE);
    await signInAs('admin');
    const user = await makeAccount({ role: 'supervisor', firstName: 'Casey' });
    // The old password's refusal logs a 401 there.
    const device = await otherDevice({ allowConsoleErrors: FAILED_RESOURCE });
    await signInThroughApi(device, user);
    await gotoPage(device, '/guards');

    await openManageUsers(page, user.email);
    await userRow(page, user.email)
      .getByRole('button', { name: `Reset Password for ${user.email}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(dialog).toContainText(`Choose a new password for ${user.email}.`);
    const submit = dialog.getByRole('button', { name: 'Reset Password' });
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a new password');
    await expect(toast(page, 'Please enter a new password')).toBeVisible();
    await dialog.getByLabel('New Password').fill('abc');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Password must be at least 6 characters long',
    );
    await expect(toast(page, 'Password must be at least 6 characters long')).toBeVisible();
    await dialog.getByLabel('New Password').fill('reset-pass-42');
    await submit.click();
    await expect(toast(page, `Password updated successfully for ${user.email}`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The other device is sent to /login on its next page load.
    await device.reload();
    await expectLoginScreen(device);
    await signInWithForm(device, user.email, user.password);
    await expect(toast(device, 'Login failed')).toBeVisible();
    await expect(device).toHaveURL('/login');
    await signInWithForm(device, user.email, 'reset-pass-42');
    await expectPage(device, '/');
  });

  test("Delete asks first, spares the admin's own account and signs the user out @desktop", async ({
    page,
    signInAs,
    makeAccount,
    otherDevice,
  }) => {
    const admin = await signInAs('admin');
    const user = await makeAccount({ role: 'dispatch' });
    const device = await otherDevice();
    await signInThroughApi(device, user);
    await gotoPage(device, '/messenger');

    await openManageUsers(page, user.email);
    const own = userRow(page, admin.email);
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    await expect(own.getByRole('button', { name: `Delete ${admin.email}` })).toBeDisabled();

    const row = userRow(page, user.email);
    const remove = row.getByRole('button', { name: `Delete ${user.email}` });
    await remove.click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${user.email}?` });
    await expect(confirm).toContainText(
      `Are you sure you want to delete ${user.email}? This action cannot be undone.`,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await remove.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `User ${user.email} deleted successfully`)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(userRow(page, admin.email)).toBeVisible();

    // That user's open session goes to /login on its next page load.
    await device.reload();
    await expectLoginScreen(device);
  });
});
