import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, format } from 'date-fns';
import type { Guard, GuardInput } from '../../../src/shared/guards';
import type { Location } from '../../../src/shared/locations';
import { expect, test as base } from '../support/fixtures';
import { ORIGIN_HEADERS } from '../support/server';

/**
 * Test data for the locations and guards screens. The e2e database is shared by every test
 * running in parallel, so each test names its records with its own tag and only looks at those.
 */

const locationText = (location: Location) => `${location.name} ${location.deptCode}`;
const guardText = (guard: Guard) => `${guard.firstName} ${guard.lastName}`;

/** A short random tag that makes a test's records unique, e.g. 'k3x9q2'. */
export function uniqueTag(): string {
  return randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').slice(0, 6).toLowerCase();
}

/** A calendar date `days` from the local today, as yyyy-MM-dd (the browser's zone is ours). */
export function localDate(days = 0): string {
  return format(addDays(new Date(), days), 'yyyy-MM-dd');
}

/** Creates a location through the API, as the signed-in user of the page. */
export async function createLocation(
  page: Page,
  input: { name: string; deptCode: string },
): Promise<Location> {
  const response = await page.request.post('/api/locations', {
    data: input,
    headers: ORIGIN_HEADERS,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Location;
}

/** Creates a guard through the API; unspecified optional fields are left empty. */
export async function createGuard(
  page: Page,
  input: Pick<GuardInput, 'firstName' | 'lastName'> & Partial<GuardInput>,
): Promise<Guard> {
  const response = await page.request.post('/api/guards', { data: input, headers: ORIGIN_HEADERS });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Guard;
}

async function listTagged<T>(page: Page, path: string, text: (item: T) => string, tag: string) {
  const response = await page.request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as T[]).filter((item) => text(item).includes(tag));
}

/** The locations the API lists whose name or code holds the tag. */
export function listLocations(page: Page, tag: string): Promise<Location[]> {
  return listTagged(page, '/api/locations', locationText, tag);
}

/** The guards the API lists whose name holds the tag. */
export function listGuards(page: Page, tag: string): Promise<Guard[]> {
  return listTagged(page, '/api/guards', guardText, tag);
}

/**
 * Removes a test's tagged records (made through the API or the screens), while still signed in.
 * A record that cannot be removed fails the test: it would be left behind for the next ones.
 */
async function removeTagged(page: Page, tag: string): Promise<void> {
  const records = [
    ...(await listGuards(page, tag)).map((guard) => `/api/guards/${guard.id}`),
    ...(await listLocations(page, tag)).map((location) => `/api/locations/${location.id}`),
  ];
  for (const path of records) {
    const response = await page.request.delete(path, { headers: ORIGIN_HEADERS });
    expect(response.ok(), `DELETE ${path}: ${await response.text()}`).toBe(true);
  }
}

type Manager = 'admin' | 'supervisor';

/**
 * `signInToManage(role)`: signs the page in as an admin or supervisor and returns a tag unique to
 * this test. It is set up after `signInAs`, so it is torn down first: the test's tagged records
 * are removed while the session still works.
 */
export const test = base.extend<{ signInToManage: (role?: Manager) => Promise<string> }>({
  signInToManage: async ({ page, signInAs }, use) => {
    const tags: string[] = [];
    await use(async (role = 'supervisor') => {
      await signInAs(role);
      const tag = uniqueTag();
      tags.push(tag);
      return tag;
    });
    for (const tag of tags) await removeTagged(page, tag);
  },
});

/** Answers the page's list request with an empty list (GET only), to show the empty state. */
export async function serveEmptyList(page: Page, path: '/api/locations' | '/api/guards') {
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() === 'GET') await route.fulfill({ json: [] });
    else await route.fallback();
  });
}

/** True when the document scrolls sideways, i.e. the page is wider than the screen. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth > root.clientWidth;
  });
}
