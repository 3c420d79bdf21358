import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { uniqueTag } from '../helpers/reference-data';
import type { Account } from './accounts';
import { expect, signInThroughApi } from './fixtures';
import { E2E_BASE_URL } from './server';
import { shiftWorld } from './shifts';

/**
 * The scenes of the fill-the-shift specs: guards on their phones (390x844, each a browser context
 * of its own, watched for console errors) and the tagged records a test makes and removes.
 */

interface Phone {
  page: Page;
  close: () => Promise<void>;
}

/**
 * A phone's browser, signed in as the account when one is given; `options` adds to the phone's
 * (a geolocation and its permission, issue #33).
 */
async function phone(
  browser: Browser,
  account: Account | null,
  options: BrowserContextOptions = {},
): Promise<Phone> {
  const context = await browser.newContext({
    ...options,
    baseURL: E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    // The browser reports a refused answer (409, 404) as a failed resource; the app says why.
    if (message.type() === 'error' && !/status of 40[49]/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  if (account) await signInThroughApi(page, account);
  return {
    page,
    close: async () => {
      await context.close();
      expect(problems, 'console errors on a phone').toEqual([]);
    },
  };
}

/** A test's tagged records and its phones. */
export interface Scene {
  tag: string;
  world: ReturnType<typeof shiftWorld>;
  /** A new phone's page, signed in as the account (or not signed in), with `options` added. */
  phone: (account: Account | null, options?: BrowserContextOptions) => Promise<Page>;
}

/**
 * Runs `body` with a fresh tagged world and phones, and takes both away afterwards, whatever
 * happened: the run's database must be left as it was found.
 */
export async function inScene(
  browser: Browser,
  body: (scene: Scene) => Promise<void>,
): Promise<void> {
  const tag = uniqueTag();
  const world = shiftWorld(tag);
  const phones: Phone[] = [];
  try {
    await body({
      tag,
      world,
      phone: async (account, options) => {
        const opened = await phone(browser, account, options);
        phones.push(opened);
        return opened.page;
      },
    });
  } finally {
    try {
      for (const opened of phones) await opened.close();
    } finally {
      await world.remove();
    }
  }
}

/** Presses Tab until `target` has the focus: the way a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, most = 80): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()}`);
}

/** No serious or critical accessibility violations on a phone's page. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .exclude('section[aria-label^="Notifications"]')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}

/** The guard's card of an offer for a shift at the post. */
export const offerCard = (page: Page, post: string) =>
  page.getByRole('listitem', { name: new RegExp(`^Offer: ${post}, `) });
