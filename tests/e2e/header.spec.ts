import type { Locator, Page } from '@playwright/test';
import {
  accountButton,
  closeWithEscape,
  expectLoginScreen,
  expectPage,
  gotoPage,
  greeting,
  mainNav,
  openHeaderMenu,
  toast,
} from './helpers/ui';
import { scrollsSideways } from './helpers/reference-data';
import { ACTIVE_ROLES, type ActiveRole } from './support/accounts';
import { expect, test, type SignInAs } from './support/fixtures';

/**
 * What each role sees in the header (spec section 2). Written out here, not read from
 * nav-items.ts: that file is what the header renders, so it cannot also be the expectation.
 */
const HEADER_ITEMS: Record<ActiveRole, { bar: string[]; dropdown: string[]; panel: string[] }> = {
  // Open Shifts (issue #21) follows Coverage for the office; Schedule (issue #22) comes next, for
  // customers too.
  admin: {
    bar: ['Coverage', 'Open Shifts', 'Schedule', 'Locations', 'Guards', 'Reports', 'Messenger'],
    // Audit Log (issue #9), Deliveries (issue #30) and Settings (issue #32) are beyond the spec:
    // admins only, after Manage Users.
    dropdown: [
      'Profile',
      'Export',
      'Qualifications',
      'Time off',
      'Timesheets',
      'Manage Users',
      'Audit Log',
      'Deliveries',
      'Settings',
      'Logout',
    ],
    panel: [
      'Coverage',
      'Open Shifts',
      'Schedule',
      'Locations',
      'Guards',
      // Qualifications (issue #32): the list of licences and skills, for those who keep it.
      'Qualifications',
      'Export',
      'Time off',
      'Timesheets',
      'Reports',
      'Messenger',
      'Profile',
      'Manage Users',
      'Audit Log',
      'Deliveries',
      'Settings',
    ],
  },
  supervisor: {
    bar: ['Coverage', 'Open Shifts', 'Schedule', 'Locations', 'Guards', 'Reports', 'Messenger'],
    // Qualifications and Time off (issue #32): for those who keep the list and answer requests;
    // Timesheets (issue #33) for those who approve the weeks.
    dropdown: ['Profile', 'Export', 'Qualifications', 'Time off', 'Timesheets', 'Logout'],
    panel: [
      'Coverage',
      'Open Shifts',
      'Schedule',
      'Locations',
      'Guards',
      // Qualifications (issue #32): the list of licences and skills, for those who keep it.
      'Qualifications',
      'Export',
      'Time off',
      'Timesheets',
      'Reports',
      'Messenger',
      'Profile',
    ],
  },
  dispatch: {
    bar: ['Coverage', 'Open Shifts', 'Schedule', 'Messenger'],
    dropdown: ['Profile', 'Logout'],
    panel: ['Coverage', 'Open Shifts', 'Schedule', 'Messenger', 'Profile'],
  },
  customer: {
    bar: ['Coverage', 'Schedule', 'Messenger'],
    dropdown: ['Profile', 'Logout'],
    panel: ['Coverage', 'Schedule', 'Messenger', 'Profile'],
  },
};

/** The admins' items sit at the bottom of the phone panel, outside its Mobile navigation. */
const mobileNavItems = (panel: string[]) =>
  panel.filter((item) => !['Manage Users', 'Audit Log', 'Deliveries', 'Settings'].includes(item));

/** The item is marked as the current page, and it is the only one in the container. */
async function expectOnlyCurrent(container: Locator, role: 'link' | 'menuitem', name: string) {
  await expect(container.getByRole(role, { name })).toHaveAttribute('aria-current', 'page');
  await expect(container.locator('[aria-current="page"]')).toHaveCount(1);
}

/** Signs in as `role` (first name Morgan unless told otherwise) and opens /messenger or `path`. */
async function openAs(
  page: Page,
  signInAs: SignInAs,
  role: ActiveRole,
  { path = '/messenger', firstName = 'Morgan' } = {},
) {
  await signInAs(role, { firstName });
  await gotoPage(page, path);
}

test.describe('Header on desktop', () => {
  for (const role of ACTIVE_ROLES) {
    test(`shows the title, greeting, bar links and dropdown items for ${role} @desktop`, async ({
      page,
      signInAs,
    }) => {
      await openAs(page, signInAs, role);
      await expect(page.getByRole('link', { name: 'CoverDesk' })).toBeVisible();
      await expect(mainNav(page).getByRole('link')).toHaveText(HEADER_ITEMS[role].bar);
      // The phone's menu button is not part of the desktop header.
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      await expect(accountButton(page, 'Morgan')).toBeVisible();
      const menu = await openHeaderMenu(page, 'Morgan');
      await expect(menu.getByRole('menuitem')).toHaveText(HEADER_ITEMS[role].dropdown);
      await closeWithEscape(page, menu);
    });
  }

  test('highlights the current page in the bar and in the account dropdown @desktop', async ({
    page,
    signInAs,
  }) => {
    test.slow(); // seven page loads
    await openAs(page, signInAs, 'admin');
    const nav = mainNav(page);
    for (const { link, path } of [
      { link: 'Locations', path: '/locations' },
      { link: 'Guards', path: '/guards' },
      { link: 'Coverage', path: '/' },
      { link: 'Messenger', path: '/messenger' },
    ]) {
      await test.step(`bar: ${link}`, async () => {
        await nav.getByRole('link', { name: link }).click();
        await expectPage(page, path);
        await expectOnlyCurrent(nav, 'link', link);
      });
    }
    for (const { item, path } of [
      { item: 'Profile', path: '/profile' },
      { item: 'Export', path: '/export' },
      { item: 'Manage Users', path: '/manage-users' },
    ]) {
      await test.step(`dropdown: ${item}`, async () => {
        let menu = await openHeaderMenu(page, 'Morgan');
        await menu.getByRole('menuitem', { name: item }).click();
        await expectPage(page, path);
        await expect(menu).toBeHidden();
        // No bar link is current on a dropdown page.
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
        menu = await openHeaderMenu(page, 'Morgan');
        await expectOnlyCurrent(menu, 'menuitem', item);
        await closeWithEscape(page, menu);
      });
    }
  });

  test('fits a tablet: the bar shows icons, each named, with no sideways scroll @desktop', async ({
    page,
    signInAs,
  }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await openAs(page, signInAs, 'admin');
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveText(HEADER_ITEMS.admin.bar);
    for (const name of HEADER_ITEMS.admin.bar) {
      const link = mainNav(page).getByRole('link', { name });
      await expect(link).toBeInViewport({ ratio: 1 });
      await expect(link).toHaveAttribute('title', name);
    }
    await expect(accountButton(page, 'Morgan')).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    expect(await scrollsSideways(page)).toBe(false);
    await mainNav(page).getByRole('link', { name: 'Reports' }).click();
    await expectPage(page, '/reports');
  });

  test('greets with Account when the first name is blank @desktop', async ({ page, signInAs }) => {
    await openAs(page, signInAs, 'dispatch', { firstName: '' });
    await expect(accountButton(page, 'Account')).toBeVisible();
    await expect(greeting(page, 'Account')).toBeVisible();
  });

  test('the account menu works with the keyboard @desktop', async ({ page, signInAs }) => {
    await openAs(page, signInAs, 'supervisor');
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
});

test.describe('Header on phones', () => {
  for (const role of ACTIVE_ROLES) {
    test(`the menu shows ${role} its items @phone`, async ({ page, signInAs }) => {
      await openAs(page, signInAs, role);
      await expect(greeting(page, 'Morgan')).toBeVisible();
      // The desktop bar and dropdown are not shown on a phone.
      await expect(mainNav(page)).toBeHidden();
      await expect(accountButton(page, 'Morgan')).toBeHidden();
      const panel = await openHeaderMenu(page, 'Morgan');
      await expect(panel.getByText('Hi, Morgan')).toBeVisible();
      const { panel: items } = HEADER_ITEMS[role];
      await expect(panel.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText(
        mobileNavItems(items),
      );
      await expect(panel.getByRole('link')).toHaveText(items);
      await expect(panel.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expectOnlyCurrent(panel, 'link', 'Messenger');
    });
  }

  test('greets with Account when the first name is blank @phone', async ({ page, signInAs }) => {
    await openAs(page, signInAs, 'customer', { firstName: '' });
    await expect(greeting(page, 'Account')).toBeVisible();
    const panel = await openHeaderMenu(page, 'Account');
    await expect(panel.getByText('Hi, Account')).toBeVisible();
  });

  test('choosing an item navigates and closes the menu @phone', async ({ page, signInAs }) => {
    test.slow(); // three page loads
    await openAs(page, signInAs, 'admin');
    for (const { item, path } of [
      { item: 'Locations', path: '/locations' },
      { item: 'Manage Users', path: '/manage-users' },
      { item: 'Coverage', path: '/' },
    ]) {
      let panel = await openHeaderMenu(page, 'Morgan');
      await panel.getByRole('link', { name: item }).click();
      await expectPage(page, path);
      await expect(panel).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      panel = await openHeaderMenu(page, 'Morgan');
      await expectOnlyCurrent(panel, 'link', item);
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(panel).toBeHidden();
    }
  });

  test('Logout in the menu signs out and closes it @phone', async ({ page, signInAs }) => {
    await openAs(page, signInAs, 'supervisor', { path: '/profile' });
    const panel = await openHeaderMenu(page, 'Morgan');
    await panel.getByRole('button', { name: 'Logout' }).click();
    await expect(panel).toBeHidden();
    await expect(toast(page, 'Logged out', "You've been successfully logged out.")).toBeVisible();
    await expectLoginScreen(page);
    await page.goto('/profile');
    await expectLoginScreen(page);
  });
});

test('the header has no serious accessibility violations with its menu closed and open', async ({
  page,
  signInAs,
  checkA11y,
}) => {
  await openAs(page, signInAs, 'admin', { path: '/locations' });
  await checkA11y();
  await openHeaderMenu(page, 'Morgan');
  await checkA11y();
});
