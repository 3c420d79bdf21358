import type { BrowserContext, Locator, Page } from '@playwright/test';
import { removeAccountsByEmail } from '../support/accounts';
import { expect, test as base } from '../support/fixtures';
import { E2E_BASE_URL } from '../support/server';
import { uniqueTag } from './reference-data';

interface UserFixtures {
  /**
   * A second browser (another device of someone else), desktop-sized and signed out. A console
   * error there fails the test too, unless it matches `allowConsoleErrors`.
   */
  otherDevice: (options?: { allowConsoleErrors?: RegExp }) => Promise<Page>;
  /** A fresh email for an account the test makes through the screens; removed when it ends. */
  newEmail: () => string;
}

export const test = base.extend<UserFixtures>({
  otherDevice: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    const problems: string[] = [];
    await use(async ({ allowConsoleErrors } = {}) => {
      const context = await browser.newContext({
        baseURL: E2E_BASE_URL,
        viewport: { width: 1280, height: 800 },
      });
      contexts.push(context);
      const device = await context.newPage();
      device.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !allowConsoleErrors?.test(text)) problems.push(text);
      });
      device.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      return device;
    });
    for (const context of contexts) await context.close();
    expect(problems, 'console errors on the other device').toEqual([]);
  },

  newEmail: async ({}, use) => {
    const emails: string[] = [];
    await use(() => {
      const email = `e2e-new-${uniqueTag()}@example.com`;
      emails.push(email);
      return email;
    });
    await removeAccountsByEmail(emails);
  },
});

/** An account's entry in the list: a table row on desktop, a card on phones. */
export function userRow(page: Page, email: string): Locator {
  return page
    .getByRole('table', { name: 'Users' })
    .getByRole('row')
    .or(page.getByRole('list', { name: 'Users' }).getByRole('listitem'))
    .filter({ hasText: email });
}

/** The role selector of an account's entry. */
export function roleSelector(page: Page, email: string): Locator {
  return userRow(page, email).getByRole('combobox', { name: `Role for ${email}` });
}

/**
 * Checks that an account's entry shows the role, e.g. 'Supervisor', on its badge and its selector,
 * with what the role may do beside the selector.
 */
export async function expectRoleShown(page: Page, email: string, role: string, help: string) {
  const selector = roleSelector(page, email);
  await expect(selector).toHaveText(role);
  await expect(selector).toHaveAccessibleDescription(help);
  await expect(userRow(page, email).getByText(help, { exact: true })).toBeVisible();
  // The badge and the selector's value: the same word, twice.
  await expect(userRow(page, email).getByText(role, { exact: true })).toHaveCount(2);
}

/** Picks a role in an account's selector. */
export async function chooseRole(page: Page, email: string, role: string) {
  await roleSelector(page, email).click();
  await page.getByRole('option', { name: role, exact: true }).click();
}
