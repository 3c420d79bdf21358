import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Role } from '../../../src/shared/permissions';
import {
  createAccount,
  removeAccounts,
  tieGuardRow,
  type Account,
  type AccountOptions,
} from './accounts';
import { ORIGIN_HEADERS } from './server';

interface Fixtures {
  /** Creates an account for this test; it is removed when the test ends. */
  makeAccount: (options?: AccountOptions) => Promise<Account>;
  /** Creates an account with the role and gives this page its session (signed in via the API). */
  signInAs: (role: Role | null, options?: Omit<AccountOptions, 'role'>) => Promise<Account>;
  /** Console errors the test expects (e.g. the browser's note on a 401 it provokes). */
  allowConsoleErrors: (pattern: RegExp) => void;
  /**
   * Fails on serious or critical accessibility violations on the current page. `withoutToasts`
   * leaves the notification area out, for a toast still fading in or out behind a dialog (toasts
   * themselves are checked in login.spec.ts).
   */
  checkA11y: (options?: { withoutToasts?: boolean }) => Promise<void>;
}

/**
 * Signs in through the real sign-in endpoint: a page's browser context, or a request context of
 * its own.
 */
export async function signInThroughApi(
  as: Page | APIRequestContext,
  account: Account,
): Promise<void> {
  const request = 'request' in as ? as.request : as;
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: ORIGIN_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The `signInAs` fixture, for helpers that sign in before they open a page. */
export type SignInAs = Fixtures['signInAs'];

export const test = base.extend<Fixtures>({
  makeAccount: async ({}, use) => {
    const made: string[] = [];
    await use(async (options) => {
      const account = await createAccount(options);
      made.push(account.id);
      if (account.role === 'guard') await tieGuardRow(account);
      return account;
    });
    await removeAccounts(made);
  },

  signInAs: async ({ page, makeAccount }, use) => {
    await use(async (role, options = {}) => {
      const account = await makeAccount({ ...options, role });
      await signInThroughApi(page, account);
      return account;
    });
  },

  // A console error or an uncaught exception during a test is a failure (STYLE.md).
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use((pattern) => allowed.push(pattern));
      expect(problems, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],

  checkA11y: async ({ page }, use) => {
    await use(async ({ withoutToasts = false } = {}) => {
      const axe = new AxeBuilder({ page });
      // axe takes CSS selectors: the notification area is a section labelled 'Notifications alt+T'.
      if (withoutToasts) axe.exclude('section[aria-label^="Notifications"]');
      const results = await axe.analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
      expect(serious, 'serious or critical accessibility violations').toEqual([]);
    });
  },
});

export { expect };
