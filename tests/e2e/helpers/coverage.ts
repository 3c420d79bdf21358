import type { APIRequestContext, Page } from '@playwright/test';
import type { CoverageRequest } from '../../../src/shared/coverage-requests';
import type { Guard } from '../../../src/shared/guards';
import type { Location } from '../../../src/shared/locations';
import { monthTitle } from '../../../src/shared/month';
import { expect, signInThroughApi, test as base } from '../support/fixtures';
import { VALID_CARD_UNTIL } from '../support/accounts';
import { E2E_BASE_URL, ORIGIN_HEADERS as headers } from '../support/server';
import { uniqueTag } from './reference-data';

/**
 * Coverage test data. The e2e database is shared, so each test tags its locations and uses a
 * month of its own, far in the future, where nobody else books: its counts are then exact.
 */

type Requester = APIRequestContext | Page;
const http = (as: Requester) => ('request' in as ? as.request : as);

/** The months the specs take: 2031-01 to 2099-11 (the app accepts years up to 2099; 2099-12 is addCoverageRequests'). */
const FIRST_MONTH = 2031 * 12;
const MONTHS = (2099 - 2031) * 12 + 11;
/** This worker's last month, as an index from FIRST_MONTH. */
let lastMonth: number | null = null;

/**
 * A month of its own for the test, yyyy-MM, far in the future. Each parallel worker takes its
 * months one after another from a block of its own, starting anywhere in it (a worker started
 * again after a failure starts elsewhere), so two tests running at once never share one.
 */
export function farMonth(): string {
  const { parallelIndex, config } = test.info();
  const block = Math.floor(MONTHS / Math.max(1, config.workers));
  const start = parallelIndex * block;
  lastMonth =
    lastMonth === null
      ? start + Math.floor(Math.random() * block)
      : start + ((lastMonth - start + 1) % block);
  const index = FIRST_MONTH + lastMonth;
  return `${String(Math.floor(index / 12))}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export interface RequestSpec {
  /** Day of the test's month, 1 to 28. */
  day: number;
  startTime?: string;
  endTime?: string;
  assignedGuardId?: string | null;
  notes?: string | null;
  /** Assign despite the rules' warnings (issue #32: overtime…), as the office confirms them. */
  confirmWarnings?: boolean;
}

export interface CoverageData {
  tag: string;
  month: string;
  /** A date of the test's month, yyyy-MM-dd. */
  date: (day: number) => string;
  /** A location named `${name} ${tag}` with the dept code `${code}-${tag}`. */
  location: (name: string, code: string) => Promise<Location>;
  guard: (firstName: string, lastName: string) => Promise<Guard>;
  /** Adds a request as an admin, or as the signed-in user of the page when given one. */
  request: (location: Location, spec: RequestSpec, as?: Requester) => Promise<CoverageRequest>;
  /** Imports rows as an admin; imported requests have no times and no guard. */
  importRows: (location: Location, rows: { day: number; notes: string }[]) => Promise<void>;
}

/**
 * `coverage`: test data made through the API by an admin of its own. At the end, the requests
 * of the test's month at its locations (whoever made them), its locations and guards are removed.
 */
export const test = base.extend<{ coverage: CoverageData }>({
  coverage: async ({ playwright, makeAccount }, use) => {
    const admin = await makeAccount({ role: 'admin' });
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    await signInThroughApi(api, admin);
    const tag = uniqueTag();
    const month = farMonth();
    const date = (day: number) => `${month}-${String(day).padStart(2, '0')}`;
    const locations: Location[] = [];
    const guards: Guard[] = [];

    const post = async <T>(path: string, data: unknown, as: Requester = api): Promise<T> => {
      const response = await http(as).post(path, { data, headers });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as T;
    };

    await use({
      tag,
      month,
      date,
      location: async (name, code) => {
        const location = await post<Location>('/api/locations', {
          name: `${name} ${tag}`,
          deptCode: `${code}-${tag}`,
        });
        locations.push(location);
        return location;
      },
      guard: async (firstName, lastName) => {
        // With a guard card on file: without one the rules refuse them every shift (issue #39).
        const guard = await post<Guard>('/api/guards', {
          firstName,
          lastName: `${lastName}${tag}`,
          guardCard: `E2E-${tag}-${firstName}`,
          expDate: VALID_CARD_UNTIL,
        });
        guards.push(guard);
        return guard;
      },
      request: (location, { day, ...spec }, as) =>
        post<CoverageRequest>(
          '/api/coverage',
          {
            startTime: '08:00',
            endTime: '16:00',
            ...spec,
            date: date(day),
            locationId: location.id,
          },
          as,
        ),
      importRows: async (location, rows) => {
        const body = rows.map(({ day, notes }) => ({
          date: date(day),
          locationId: location.id,
          notes,
        }));
        await post('/api/coverage/import', { rows: body });
      },
    });

    for (const location of locations) {
      const query = new URLSearchParams({ month, locationId: location.id }).toString();
      const listed = await api.get(`/api/coverage?${query}`);
      for (const request of (await listed.json()) as CoverageRequest[]) {
        await api.delete(`/api/coverage/${request.id}`, { headers });
      }
      await api.delete(`/api/locations/${location.id}`, { headers });
    }
    for (const guard of guards) await api.delete(`/api/guards/${guard.id}`, { headers });
    await api.dispose();
  },
});

/** The dashboard's card for a location (a button named by the location and its code). */
export function locationCard(page: Page, location: Location) {
  return page.getByRole('button', { name: `${location.name} ${location.deptCode}`, exact: true });
}

/** The month navigator's title, e.g. 'November 2040'. */
export function monthHeading(page: Page, month: string) {
  return page.getByRole('heading', { level: 2, name: monthTitle(month), exact: true });
}

/** Opens the dashboard at a month and waits for its title. */
export async function openDashboard(page: Page, month: string) {
  await page.goto(`/?month=${month}`);
  await expect(monthHeading(page, month)).toBeVisible({ timeout: 15_000 });
}
