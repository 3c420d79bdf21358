import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Pages behind the session, in the order of spec section 2. */
export const PROTECTED_PATHS = [
  '/',
  '/locations',
  '/guards',
  '/export',
  '/manage-users',
  '/profile',
  '/messenger',
  '/new-users',
] as const;

/** Pages with the header: every protected page but the waiting screen. */
export const APP_PATHS = PROTECTED_PATHS.filter((path) => path !== '/new-users');

/** The heading each signed-in page shows (the placeholder pages and Profile). */
export const PAGE_HEADINGS: Record<string, string> = {
  '/': 'Coverage',
  '/locations': 'Locations',
  '/guards': 'Guards',
  '/qualifications': 'Qualifications',
  '/export': 'Export',
  '/manage-users': 'Manage Users',
  '/audit': 'Audit Log',
  '/deliveries': 'Deliveries',
  '/settings': 'Settings',
  '/profile': 'Profile',
  '/messenger': 'Messenger',
  '/reports': 'Reports',
};

/**
 * The first wait after a page load or redirect: the app has to load its code and ask who is
 * signed in, which takes longer than the default on a busy machine.
 */
export const NAVIGATION_TIMEOUT = 15_000;

/** The browser's console note when the app provokes a failed request on purpose. */
export const FAILED_RESOURCE =
  /Failed to load resource: the server responded with a status of 4\d\d/;

/** The page's main title (level-1 heading). */
export function pageHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

/**
 * A toast in the notification area, found by its title or text (and its description, when
 * given, so that one assertion sees both before the toast times out).
 */
export function toast(page: Page, text: string, description?: string) {
  const found = page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: text });
  return description === undefined ? found : found.filter({ hasText: description });
}

/** Every toast currently in the notification area. */
export function allToasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}

/** The visible header greeting, e.g. 'Hi, Morgan' (desktop button or phone text). */
export function greeting(page: Page, firstName: string) {
  return page.getByText(`Hi, ${firstName}`, { exact: true }).filter({ visible: true });
}

/** The desktop bar's navigation. */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The desktop account dropdown button, named like 'Hi, Morgan'. */
export function accountButton(page: Page, firstName: string) {
  return page.getByRole('button', { name: `Hi, ${firstName}` });
}

/** The phone's slide-out panel (a dialog titled CoverDesk). */
export function mobilePanel(page: Page) {
  return page.getByRole('dialog', { name: 'CoverDesk' });
}

/** Waits until the login card is shown at /login. */
export async function expectLoginScreen(page: Page) {
  await expect(page).toHaveURL('/login', { timeout: NAVIGATION_TIMEOUT });
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
}

/** Waits until the page at `path` shows its heading. */
export async function expectPage(page: Page, path: string) {
  await expect(page).toHaveURL(path, { timeout: NAVIGATION_TIMEOUT });
  await expect(pageHeading(page, PAGE_HEADINGS[path] ?? path)).toBeVisible();
}

/** Opens a signed-in page and waits for its heading. */
export async function gotoPage(page: Page, path: string) {
  await page.goto(path);
  await expectPage(page, path);
}

/** Waits until the waiting screen for accounts without a working role greets the user. */
export async function expectWaitingScreen(page: Page, firstName: string) {
  await expect(page).toHaveURL('/new-users', { timeout: NAVIGATION_TIMEOUT });
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}!` })).toBeVisible();
}

/** Signs in through the login form. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** True in the phone project, where the header is a slide-out panel, not a bar and a dropdown. */
export function onPhone(): boolean {
  return test.info().project.name === 'phone';
}

/** Keeps a screenshot of the page when asked (SHOTS_DIR), to look at; never committed. */
export async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  const size = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${folder}/${name}-${String(size)}.png`, fullPage: true });
}

/**
 * Opens the header's menu and returns it: the account dropdown on desktop, the slide-out panel
 * on phones.
 */
export async function openHeaderMenu(page: Page, firstName: string): Promise<Locator> {
  let menu: Locator;
  if (onPhone()) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    menu = mobilePanel(page);
  } else {
    await accountButton(page, firstName).click();
    menu = page.getByRole('menu');
  }
  await expect(menu).toBeVisible();
  return menu;
}

/** Chooses a page (or Logout) in the header's menu, on desktop or phone. */
export async function chooseInHeaderMenu(page: Page, firstName: string, item: string) {
  const menu = await openHeaderMenu(page, firstName);
  const role = !onPhone() ? 'menuitem' : item === 'Logout' ? 'button' : 'link';
  await menu.getByRole(role, { name: item }).click();
}

/**
 * Closes a dialog, popover or menu with Escape once it holds the focus, as a person would. One
 * that was just painted may not listen yet: Radix adds its Escape handler and moves the focus in
 * effects that run after the paint, and a key pressed in between is lost (a flaky CI run).
 */
export async function closeWithEscape(page: Page, layer: Locator) {
  await expect
    .poll(() => layer.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(layer).toBeHidden();
}
