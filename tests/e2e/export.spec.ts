import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { CoverageRequest } from '../../src/shared/coverage-requests';
import type { Location } from '../../src/shared/locations';
import { test, type CoverageData } from './helpers/coverage';
import { localDate } from './helpers/reference-data';
import { closeWithEscape, gotoPage, onPhone, toast } from './helpers/ui';
import { expect } from './support/fixtures';
import { formatDate } from '../../src/shared/date-format';

const CSV_HEADER =
  'Date,Start Time,End Time,Assigned Guard Name,Assigned Guard ID,Dept Code,Location Name,Notes,' +
  'Note for the guard,Hours';
const BACKWARDS = 'The start date must be on or before the end date';

const startDate = (page: Page) => page.getByLabel('Start Date');
const endDate = (page: Page) => page.getByLabel('End Date');
const notesSearch = (page: Page) => page.getByLabel('Search notes');
const locationsField = (page: Page) => page.getByRole('button', { name: 'Locations', exact: true });

function previewHeading(page: Page, count?: number) {
  const name = count === undefined ? /^Preview/ : `Preview (${String(count)} records)`;
  return page.getByRole('heading', { name });
}

/** The preview's rows: table rows on desktop, cards on phones. */
function previewRows(page: Page) {
  return page
    .getByRole('table', { name: 'Preview' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .or(page.getByRole('list', { name: 'Preview' }).getByRole('listitem'));
}

/** A yyyy-MM-dd date as the preview and the filters' summary show it ('Sun, Oct 20, 2075'). */
const shownDate = (iso: string) => formatDate(iso);

/** The note above a preview that shows only part of the matches. */
function moreNote(total: number) {
  return `Showing first 10 of ${String(total)} records. All records will be included in export.`;
}

/** Sets the date range of the test's month, from day `from` to day `to`. */
async function fillDates(page: Page, coverage: CoverageData, from: number, to: number) {
  await startDate(page).fill(coverage.date(from));
  await endDate(page).fill(coverage.date(to));
}

/** Ticks the locations in the multi-select, found through its search box by the test's tag. */
async function chooseLocations(page: Page, tag: string, locations: Location[]) {
  await locationsField(page).click();
  const picker = page.getByRole('dialog', { name: 'Choose locations' });
  await picker.getByLabel('Find a location').fill(tag);
  for (const location of locations) {
    await picker.getByRole('checkbox', { name: location.name }).check();
  }
  await closeWithEscape(page, picker);
}

async function search(page: Page) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe('Export', () => {
  test('quick ranges fill local dates, and a backwards range is not searched @desktop', async ({
    page,
    signInAs,
  }) => {
    await signInAs('supervisor');
    await gotoPage(page, '/export');
    const ranges = [
      ['Today', localDate(0), localDate(0)],
      ['Yesterday', localDate(-1), localDate(-1)],
      ['Last 7 Days', localDate(-7), localDate(0)],
    ] as const;
    for (const [name, from, to] of ranges) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(startDate(page)).toHaveValue(from);
      await expect(endDate(page)).toHaveValue(to);
      await expect(page.getByRole('button', { pressed: true })).toHaveText(name);
    }

    let searches = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/coverage/export')) searches += 1;
    });
    await startDate(page).fill(localDate(1));
    await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
    await search(page);
    // The message under the End Date, and as a toast; the filters stay open.
    await expect(endDate(page)).toHaveAccessibleDescription(BACKWARDS);
    await expect(endDate(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, BACKWARDS)).toBeVisible();
    await expect(startDate(page)).toBeVisible();
    await expect(previewHeading(page)).toHaveCount(0);
    expect(searches).toBe(0);
  });

  test('searches by dates and locations, newest first, and New Search starts over', async ({
    page,
    signInAs,
    coverage,
    checkA11y,
  }) => {
    test.slow(); // fifteen requests to arrange
    const north = await coverage.location('North Lot', 'NL');
    const south = await coverage.location('South Lot', 'SL');
    const other = await coverage.location('Other Post', 'OP');
    const guard = await coverage.guard('Jane', 'Doe');
    const booked: CoverageRequest[] = [];
    for (const day of [3, 5, 7, 9, 11, 13]) {
      booked.push(await coverage.request(north, { day, notes: `North shift ${String(day)}` }));
    }
    for (const day of [4, 6, 8, 10, 12]) {
      booked.push(await coverage.request(south, { day, notes: `South shift ${String(day)}` }));
    }
    const newest = await coverage.request(south, {
      day: 20,
      startTime: '22:00',
      endTime: '23:30',
      assignedGuardId: guard.id,
      notes: 'Late relief at the gate',
    });
    booked.push(newest);
    booked.push(await coverage.request(north, { day: 1, notes: 'late CALL out' }));
    // Outside the filters: another location, and a day after the range.
    await coverage.request(other, { day: 15, notes: 'Late elsewhere' });
    await coverage.request(north, { day: 27, notes: 'Late, after the range' });
    await signInAs('supervisor');
    await gotoPage(page, '/export');

    await fillDates(page, coverage, 1, 26);
    await chooseLocations(page, coverage.tag, [north, south]);
    await expect(locationsField(page)).toHaveText(/2 locations selected/);
    await search(page);

    await expect(previewHeading(page, booked.length)).toBeVisible();
    await expect(page.getByText(moreNote(booked.length))).toBeVisible();
    // The panel closes and sums up the filters.
    await expect(startDate(page)).toBeHidden();
    const range = `${shownDate(coverage.date(1))} – ${shownDate(coverage.date(26))}`;
    await expect(page.getByText(`${range} · 2 locations selected`)).toBeVisible();

    // The ten newest, newest first.
    const newestFirst = [...booked].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 10);
    const rows = previewRows(page);
    await expect(rows).toHaveCount(10);
    await expect(rows).toHaveText(
      newestFirst.map((request) => new RegExp(shownDate(request.date))),
    );
    const first = rows.first();
    for (const text of [
      shownDate(newest.date),
      '22:00 – 23:30',
      '1.5',
      `Doe${coverage.tag}, Jane`,
      south.name,
      south.deptCode,
      'Late relief at the gate',
    ]) {
      await expect(first).toContainText(text);
    }
    await expect(rows.nth(1)).toContainText('Open');
    if (!onPhone()) {
      const headers = page.getByRole('table', { name: 'Preview' }).getByRole('columnheader');
      await expect(headers).toHaveText([
        'Date',
        'Time',
        'Hours',
        'Guard',
        'Location',
        'Dept Code',
        'Notes',
      ]);
    }
    await checkA11y();

    // The notes search narrows, whatever the case.
    await page.getByRole('button', { name: 'Show filters' }).click();
    await notesSearch(page).fill('LATE');
    await search(page);
    await expect(previewHeading(page, 2)).toBeVisible();
    await expect(rows).toHaveText([/Late relief at the gate/, /late CALL out/]);
    await expect(page.getByText(/^Showing first 10 of/)).toHaveCount(0);
    await expect(page.getByText(/Notes contain “LATE”$/)).toBeVisible();

    await page.getByRole('button', { name: 'New Search' }).click();
    await expect(startDate(page)).toHaveValue('');
    await expect(endDate(page)).toHaveValue('');
    await expect(notesSearch(page)).toHaveValue('');
    await expect(locationsField(page)).toHaveText('Show All Locations');
    await expect(previewHeading(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  });

  test('Download CSV Report saves every match as coverage_report_{today}.csv @desktop', async ({
    page,
    signInAs,
    coverage,
  }) => {
    test.slow(); // fifteen requests to arrange
    const post = await coverage.location('Report Post', 'RP');
    const guard = await coverage.guard('Jane', 'Doe');
    const guardName = `Doe${coverage.tag}, Jane`;
    const plain: CoverageRequest[] = [];
    for (let day = 1; day <= 11; day += 1) {
      plain.push(
        await coverage.request(post, {
          day,
          assignedGuardId: day % 2 === 0 ? guard.id : null,
          notes: `Shift ${String(day)}`,
        }),
      );
    }
    await coverage.request(post, { day: 12, notes: 'Said "hello", then left' });
    await coverage.request(post, { day: 13, notes: '=SUM(A1:A2)' });
    await coverage.request(post, { day: 14, startTime: '06:30', endTime: '14:00' });
    // Not chosen, so not in the file. (Ticking every location would mean 'Show All Locations'.)
    const other = await coverage.location('Other Post', 'OP');
    await coverage.request(other, { day: 5, notes: 'Elsewhere' });
    await signInAs('admin');
    await gotoPage(page, '/export');
    await fillDates(page, coverage, 1, 28);
    await chooseLocations(page, coverage.tag, [post]);
    await expect(locationsField(page)).toHaveText(/1 location selected/);
    await search(page);
    await expect(previewHeading(page, 14)).toBeVisible();
    await expect(page.getByText(moreNote(14))).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV Report' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`coverage_report_${localDate(0)}.csv`);
    await expect(toast(page, 'CSV exported successfully')).toBeVisible();

    const text = await readFile(await download.path(), 'utf8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    const at = `${post.deptCode},${post.name}`;
    expect(lines).toEqual([
      CSV_HEADER,
      // Each request's hours last (issue #32).
      `${coverage.date(14)},06:30,14:00,,,${at},"","",7.5`,
      `${coverage.date(13)},08:00,16:00,,,${at},"'=SUM(A1:A2)","",8`,
      `${coverage.date(12)},08:00,16:00,,,${at},"Said ""hello"", then left","",8`,
      ...[...plain].reverse().map((request) => {
        const assigned = request.assignedGuardId ? `"${guardName}",${guard.id}` : ',';
        return `${request.date},08:00,16:00,${assigned},${at},"${request.notes ?? ''}","",8`;
      }),
      '',
    ]);
  });

  test('with no matches the preview says so and there is nothing to download @desktop', async ({
    page,
    signInAs,
    coverage,
  }) => {
    const quiet = await coverage.location('Quiet Post', 'QP');
    // Another location is busy that month. (Ticking every location would mean all of them.)
    const busy = await coverage.location('Busy Post', 'BP');
    await coverage.request(busy, { day: 9 });
    await signInAs('supervisor');
    await gotoPage(page, '/export');
    await fillDates(page, coverage, 1, 28);
    await chooseLocations(page, coverage.tag, [quiet]);
    await search(page);
    await expect(previewHeading(page, 0)).toBeVisible();
    await expect(page.getByText('No coverage requests match these filters')).toBeVisible();
    await expect(previewRows(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Download CSV Report' }).click();
    await expect(toast(page, 'No data to export')).toBeVisible();
    await expect(toast(page, 'CSV exported successfully')).toHaveCount(0);
  });
});
