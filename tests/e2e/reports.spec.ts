import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { uniqueTag } from './helpers/reference-data';
import { report, tableRows } from './helpers/reports';
import { pageHeading } from './helpers/ui';
import { createAccount, e2eDatabase, removeAccounts } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * /reports (issue #22) on a known seed: one post of its own and 12 weeks in early 2025 that no
 * other spec writes to, so every number below is known. Desktop and phone.
 */
const FROM = '2025-01-06';
const TO = '2025-03-30';

interface Seeded {
  locationId: string;
  post: string;
  guardA: string;
  guardB: string;
  /** The customer who asked for a February shift nobody covered. */
  customer: string;
  remove: () => Promise<void>;
}

async function seed(tag: string): Promise<Seeded> {
  const { db } = e2eDatabase();
  const now = new Date().toISOString();
  const locationId = randomUUID();
  const post = `Reports Post ${tag}`;
  await db
    .insertInto('locations')
    .values({
      id: locationId,
      name: post,
      deptCode: `RP-${tag}`,
      userId: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const guardA = `Ames ${tag}, P.`;
  const guardB = `Bose ${tag}, K.`;
  const customer = await createAccount({ role: 'customer', firstName: 'Cara', lastName: tag });
  const request = (
    date: string,
    times: [string, string] | null,
    guard: string | null,
    extra: { openedAt?: string; filledAt?: string; calledOutAt?: string; userId?: string } = {},
  ) => ({
    id: randomUUID(),
    userId: extra.userId ?? null,
    date,
    startTime: times?.[0] ?? null,
    endTime: times?.[1] ?? null,
    locationId,
    assignedGuardId: null,
    assignedGuardName: guard,
    notes: `e2e ${tag}`,
    createdAt: now,
    updatedAt: now,
    openedAt: extra.openedAt ?? null,
    filledAt: extra.filledAt ?? null,
    calledOutAt: extra.calledOutAt ?? null,
    calledOutGuardName: extra.calledOutAt ? guardB : null,
  });
  await db
    .insertInto('coverageRequests')
    .values([
      // Week of Jan 6: three requests, two filled (2 h and 6 h to fill), one open after a call-out.
      request('2025-01-06', ['08:00', '16:00'], guardA, {
        openedAt: '2025-01-01T08:00:00.000Z',
        filledAt: '2025-01-01T10:00:00.000Z',
      }),
      request('2025-01-07', ['22:00', '06:00'], guardA, {
        openedAt: '2025-01-02T00:00:00.000Z',
        filledAt: '2025-01-02T06:00:00.000Z',
      }),
      request('2025-01-08', ['22:00', '06:00'], null, {
        openedAt: '2025-01-05T09:00:00.000Z',
        calledOutAt: '2025-01-05T09:00:00.000Z',
      }),
      // Week of Jan 13: a call-out filled 12 h later, and an open request without times.
      request('2025-01-13', ['14:00', '22:00'], guardB, {
        openedAt: '2025-01-10T12:00:00.000Z',
        filledAt: '2025-01-11T00:00:00.000Z',
        calledOutAt: '2025-01-10T12:00:00.000Z',
      }),
      request('2025-01-14', null, null),
      // Week of Feb 3: a customer's evening shift nobody covered (issue #39: 5 uncovered hours).
      request('2025-02-04', ['18:00', '23:00'], null, { userId: customer.id }),
    ])
    .execute();
  return {
    locationId,
    post,
    guardA,
    guardB,
    customer: `Cara ${tag}`,
    remove: async () => {
      await db.deleteFrom('coverageRequests').where('locationId', '=', locationId).execute();
      await db.deleteFrom('locations').where('id', '=', locationId).execute();
      await removeAccounts([customer.id]);
    },
  };
}

/** How many pixels of a report's chart canvas are drawn (not transparent). */
function drawnPixels(page: Page, title: string): Promise<number> {
  return report(page, title)
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let drawn = 0;
      for (let index = 3; index < data.length; index += 4) if ((data[index] ?? 0) > 0) drawn += 1;
      return drawn;
    });
}

test.describe('Reports', () => {
  let seeded: Seeded;
  test.beforeEach(async () => {
    seeded = await seed(uniqueTag());
  });
  test.afterEach(async () => {
    await seeded.remove();
  });

  test('draws the charts of a known seed, with its numbers in the tables and the CSV', async ({
    page,
    signInAs,
  }) => {
    await signInAs('supervisor');
    await page.goto(`/reports?from=${FROM}&to=${TO}&locations=${seeded.locationId}`);
    await expect(pageHeading(page, 'Reports')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Posts', exact: true })).toHaveText(
      /1 location selected/,
    );

    const weeks = await tableRows(
      page,
      'Requests per week',
      'Requests per week: filled, open, and uncovered (ended without a guard)',
    );
    expect(weeks).toHaveLength(12);
    // Shifts of 2025 without a guard have ended: uncovered, none open (issue #39).
    expect(weeks.slice(0, 3)).toEqual([
      ['2025-01-06 to 2025-01-12', '3', '2', '0', '1', '66.7'],
      ['2025-01-13 to 2025-01-19', '2', '1', '0', '1', '50'],
      ['2025-01-20 to 2025-01-26', '0', '0', '0', '0', '–'],
    ]);
    // With the pointer off the chart, its legend reads the latest week, not dashes.
    const legend = report(page, 'Requests per week').locator('.u-legend .u-value');
    await expect(legend).toHaveText([/^[A-Z][a-z]{2} \d{1,2}$/, weeks.at(-1)?.[1] ?? '']);
    expect(
      (await tableRows(page, 'Time to fill', 'Time to fill open shifts per week, in hours')).slice(
        0,
        3,
      ),
    ).toEqual([
      ['2025-01-06 to 2025-01-12', '2', '4', '6'],
      ['2025-01-13 to 2025-01-19', '1', '12', '12'],
      ['2025-01-20 to 2025-01-26', '0', '–', '–'],
    ]);
    expect(await tableRows(page, 'Call-outs per post')).toEqual([
      [seeded.post, `RP-${seeded.post.split(' ').at(-1) ?? ''}`, '2', '6'],
    ]);
    const byHour = await tableRows(
      page,
      'Call-outs by weekday and hour',
      'Call-outs by weekday and starting hour',
    );
    const cell = (day: number, hour: number) => byHour[day]?.[hour + 1];
    expect([cell(0, 14), cell(2, 22), byHour.flat().filter((v) => v === '1').length]).toEqual([
      '1',
      '1',
      2,
    ]);
    expect(await tableRows(page, 'Hours per guard')).toEqual([
      [seeded.guardA, '2', '16'],
      [seeded.guardB, '1', '8'],
    ]);

    // Uncovered hours (issue #39): January's overnight shift (8 h) and a whole day without
    // times, the office's; February's evening (5 h), the customer's.
    expect(
      await tableRows(page, 'Uncovered hours per post', 'Uncovered hours per post and month'),
    ).toEqual([
      ['2025-01', seeded.post, `RP-${seeded.post.split(' ').at(-1) ?? ''}`, '8', '2', '0', '1'],
      ['2025-02', seeded.post, `RP-${seeded.post.split(' ').at(-1) ?? ''}`, '5', '1', '0', '0'],
    ]);
    expect(
      await tableRows(
        page,
        'Uncovered hours per customer',
        'Uncovered hours per customer and month',
      ),
    ).toEqual([
      ['2025-01', 'No customer account', '8', '2', '0', '1'],
      ['2025-02', seeded.customer, '5', '1', '0', '0'],
    ]);
    await expect(
      report(page, 'Uncovered hours per customer').getByRole('list', {
        name: 'Customers with uncovered hours',
      }),
    ).toContainText(`${seeded.customer} · 5 h · 1 shift`);

    // Every uPlot chart is drawn; the heat map shows its counts.
    for (const title of [
      'Requests per week',
      'Share filled',
      'Time to fill',
      'Call-outs per post',
      'Hours per guard',
      'Uncovered hours per post',
    ]) {
      await expect.poll(() => drawnPixels(page, title), { message: title }).toBeGreaterThan(500);
    }
    const heatMap = report(page, 'Call-outs by weekday and hour').getByTestId('call-out-heat-map');
    await expect(heatMap.getByRole('row', { name: /^Mon/ })).toContainText('1');

    const downloading = page.waitForEvent('download');
    await report(page, 'Hours per guard')
      .getByRole('button', { name: /Download CSV/ })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`hours-per-guard_${FROM}_${TO}.csv`);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    expect(text).toBe(
      `Guard,Shifts,Hours\r\n"${seeded.guardA}",2,16\r\n"${seeded.guardB}",1,8\r\n`,
    );

    // The page itself never scrolls sideways, on a phone either.
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(sideways).toBe(false);
  });

  test('is for managers only @desktop', async ({ page, signInAs }) => {
    await signInAs('dispatch');
    await page.goto('/reports');
    await expect(
      page.getByText('Access denied. Reports are for admin and supervisor roles.'),
    ).toBeVisible();
  });
});
