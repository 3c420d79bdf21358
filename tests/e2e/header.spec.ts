import type { Page } from '@playwright/test';
import type { Role } from '../../src/shared/permissions';
import {
  accountButton,
  expectLoginScreen,
  expectPage,
  greeting,
  mainNav,
  mobilePanel,
  toast,
} from './helpers/ui';
import { expect, test } from './support/fixtures';

const BAR_LINKS: Record<Exclude<Role, 'user'>, string[]> = {
  admin: ['Coverage', 'Locations', 'Guards', 'Messenger'],
  supervisor: ['Coverage', 'Locations', 'Guards', 'Messenger'],
  dispatch: ['Coverage', 'Messenger'],
  customer: ['Coverage', 'Messenger'],
};

const MENU_ITEMS: Record<Exclude<Role, 'user'>, string[]> = {
  admin: ['Profile', 'Export', 'Manage Users', 'Logout'],
  supervisor: ['Profile', 'Export', 'Logout'],
  dispatch: ['Profile', 'Logout'],
  customer: ['Profile', 'Logout'],
};

/** Opens the desktop account dropdown and returns the menu. */
async function openAccountMenu(page: Page, firstName: string) {
  await accountButton(page, firstName).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the phone's slide-out panel and returns it. */
async function openMobilePanel(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const panel = mobilePanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('Header on desktop', () => {
  for (const role of ['admin', 'supervisor', 'dispatch', 'customer'] as const) {
    test(`shows the title, greeting and the bar links for ${role} @desktop`, async ({
      page,
      signInAs,
    }) => {
      await signInAs(role, { firstName: 'Morgan' });
      await page.goto('/messenger');
      await expectPage(page, '/messenger');
      await expect(page.getByRole('link', { name: 'CoverDesk' })).toBeVisible();
      await expect(accountButton(page, 'Morgan')).toBeVisible();
      await expect(mainNav(page).getByRole('link')).toHaveText(BAR_LINKS[role]);
      // The phone's menu button is not part of the desktop header.
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    });

    test(`shows the account dropdown items for ${role} @desktop`, async ({ page, signInAs }) => {
      await signInAs(role, { firstName: 'Morgan' });
      await page.goto('/messenger');
      await expectPage(page, '/messenger');
      const menu = await openAccountMenu(page, 'Morgan');
      await expect(menu.getByRole('menuitem')).toHaveText(MENU_ITEMS[role]);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });
  }

  test('highlights the current page in the bar @desktop', async ({ page, signInAs }) => {
    // Several page loads and sign-ins: give a busy machine time.
    test.slow();
    await signInAs('admin', { firstName: 'Morgan' });
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    const nav = mainNav(page);
    const cases = [
      { link: 'Locations', path: '/locations' },
      { link: 'Guards', path: '/guards' },
      { link: 'Coverage', path: '/' },
      { link: 'Messenger', path: '/messenger' },
    ];
    for (const { link, path } of cases) {
      await nav.getByRole('link', { name: link }).click();
      await expectPage(page, path);
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
      for (const other of cases.filter((item) => item.link !== link)) {
        await expect(nav.getByRole('link', { name: other.link })).not.toHaveAttribute(
          'aria-current',
        );
      }
    }
  });

  test('highlights the current page in the account dropdown @desktop', async ({
    page,
    signInAs,
  }) => {
    // Several page loads and sign-ins: give a busy machine time.
    test.slow();
    await signInAs('admin', { firstName: 'Morgan' });
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    for (const { item, path } of [
      { item: 'Profile', path: '/profile' },
      { item: 'Export', path: '/export' },
      { item: 'Manage Users', path: '/manage-users' },
    ]) {
      let menu = await openAccountMenu(page, 'Morgan');
      await menu.getByRole('menuitem', { name: item }).click();
      await expectPage(page, path);
      await expect(menu).toBeHidden();
      // No bar link is current on a dropdown page.
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0);
      menu = await openAccountMenu(page, 'Morgan');
      await expect(menu.getByRole('menuitem', { name: item })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
  });

  test('greets with Account when the first name is blank @desktop', async ({ page, signInAs }) => {
    await signInAs('dispatch', { firstName: '' });
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    await expect(accountButton(page, 'Account')).toBeVisible();
    await expect(greeting(page, 'Account')).toBeVisible();
  });

  test('the account menu works with the keyboard @desktop', async ({ page, signInAs }) => {
    // Several page loads and sign-ins: give a busy machine time.
    test.slow();
    await signInAs('supervisor', { firstName: 'Morgan' });
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    const button = accountButton(page, 'Morgan');
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Export' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectPage(page, '/export');
    await expect(menu).toBeHidden();
    // Escape closes the menu without navigating and gives focus back to the button.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(page).toHaveURL('/export');
  });

  test('has no serious accessibility violations with the menu closed and open @desktop', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    await signInAs('admin', { firstName: 'Morgan' });
    await page.goto('/locations');
    await expectPage(page, '/locations');
    await checkA11y();
    await openAccountMenu(page, 'Morgan');
    await checkA11y();
  });
});

test.describe('Header on phones', () => {
  test('the menu shows every item to an admin @phone', async ({ page, signInAs }) => {
    await signInAs('admin', { firstName: 'Morgan' });
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    await expect(greeting(page, 'Morgan')).toBeVisible();
    // The desktop bar and dropdown are not shown on a phone.
    await expect(mainNav(page)).toBeHidden();
    await expect(accountButton(page, 'Morgan')).toBeHidden();
    const panel = await openMobilePanel(page);
    await expect(panel.getByText('Hi, Morgan')).toBeVisible();
    await expect(panel.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
      'Coverage',
      'Locations',
      'Guards',
      'Export',
      'Messenger',
      'Profile',
    ]);
    await expect(panel.getByRole('link')).toHaveText([
      'Coverage',
      'Locations',
      'Guards',
      'Export',
      'Messenger',
      'Profile',
      'Manage Users',
    ]);
    await expect(panel.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Messenger' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the menu shows only the shared items to dispatch @phone', async ({ page, signInAs }) => {
    await signInAs('dispatch', { firstName: 'Morgan' });
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    const panel = await openMobilePanel(page);
    await expect(panel.getByRole('link')).toHaveText(['Coverage', 'Messenger', 'Profile']);
    await expect(panel.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('greets with Account when the first name is blank @phone', async ({ page, signInAs }) => {
    await signInAs('customer', { firstName: '' });
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    await expect(greeting(page, 'Account')).toBeVisible();
    const panel = await openMobilePanel(page);
    await expect(panel.getByText('Hi, Account')).toBeVisible();
  });

  test('choosing an item navigates and closes the menu @phone', async ({ page, signInAs }) => {
    // Several page loads and sign-ins: give a busy machine time.
    test.slow();
    await signInAs('admin', { firstName: 'Morgan' });
    await page.goto('/messenger');
    await expectPage(page, '/messenger');
    for (const { item, path } of [
      { item: 'Locations', path: '/locations' },
      { item: 'Manage Users', path: '/manage-users' },
      { item: 'Coverage', path: '/' },
    ]) {
      let panel = await openMobilePanel(page);
      await panel.getByRole('link', { name: item }).click();
      await expectPage(page, path);
      await expect(panel).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      panel = await openMobilePanel(page);
      await expect(panel.getByRole('link', { name: item })).toHaveAttribute('aria-current', 'page');
      await expect(panel.locator('[aria-current="page"]')).toHaveCount(1);
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
    }
  });

  test('Logout in the menu signs out and closes it @phone', async ({ page, signInAs }) => {
    await signInAs('supervisor', { firstName: 'Morgan' });
    await page.goto('/profile');
    await expectPage(page, '/profile');
    const panel = await openMobilePanel(page);
    await panel.getByRole('button', { name: 'Logout' }).click();
    await expect(panel).toBeHidden();
    await expect(toast(page, 'Logged out', "You've been successfully logged out.")).toBeVisible();
    await expectLoginScreen(page);
    await page.goto('/profile');
    await expectLoginScreen(page);
  });

  test('has no serious accessibility violations with the menu closed and open @phone', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    await signInAs('admin', { firstName: 'Morgan' });
    await page.goto('/locations');
    await expectPage(page, '/locations');
    await checkA11y();
    await openMobilePanel(page);
    await checkA11y();
  });
});
