import type { Locator, Page } from '@playwright/test';
import { MISSING_COLUMNS, unmatchedMessage } from '../../src/shared/coverage-csv';
import { locationCard, openDashboard, test, type CoverageData } from './helpers/coverage';
import { scrollsSideways } from './helpers/reference-data';
import { FAILED_RESOURCE, toast } from './helpers/ui';
import { E2E_BASE_URL } from './support/server';
import { expect } from './support/fixtures';
import { excelCsv } from './helpers/csv-files';
import { formatDate } from '../../src/shared/date-format';

const HEADER = 'Date,Location Name,Dept_Code,Note';

/** A CSV file as Excel on Windows saves it: UTF-8 BOM, CRLF line ends, the Excel MIME type. */
/** A day of the test's month written M/D/YYYY, the way the CSV wants it. */
function csvDate(coverage: CoverageData, day: number): string {
  const [year = '', month = ''] = coverage.month.split('-');
  return `${String(Number(month))}/${String(day)}/${year}`;
}

/** The same day as the preview shows it, in text ('Sun, Feb 5, 2079'). */
function shownDate(coverage: CoverageData, day: number): string {
  return formatDate(coverage.date(day));
}

/** The preview's rows: table rows on desktop, stacked cards on phones. */
function previewRows(page: Page, table: Locator) {
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .or(table.getByRole('listitem'));
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import CSV', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Coverage from CSV' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function preview(page: Page, file: ReturnType<typeof excelCsv>) {
  const dialog = page.getByRole('dialog', { name: 'Import Coverage from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  return dialog;
}

test.describe('Import Coverage from CSV', () => {
  test('imports the matched rows of an Excel file and shows them on the dashboard @desktop', async ({
    page,
    signInAs,
    coverage,
  }) => {
    const alpha = await coverage.location('Alpha Yard', 'AY');
    const bravo = await coverage.location('Bravo Gate', 'BG');
    const day = (value: number) => csvDate(coverage, value);
    await signInAs('supervisor');
    await openDashboard(page, coverage.month);
    const dialog = await openImport(page);
    await preview(
      page,
      excelCsv([
        `${HEADER},,`,
        `${day(5)},Alpha Yard,  ${alpha.deptCode.toLowerCase()} ,"Call out, gate 2",,`,
        `${day(6)},Alpha Yard,${alpha.deptCode},,,`,
        '',
        `${day(7)},Bravo Gate,${bravo.deptCode},"Said ""urgent""",,`,
        `${day(8)},Pier,NOPE-${coverage.tag},Unknown post,,`,
        `${day(9)},No code,,,,`,
        `2/30/${coverage.month.slice(0, 4)},Alpha Yard,${alpha.deptCode},Not a day,,`,
        `${coverage.month}-10,Alpha Yard,${alpha.deptCode},ISO date,,`,
      ]),
    );

    await expect(dialog.getByRole('status')).toHaveText('5 rows: 3 matched, 2 unmatched');
    await expect(dialog.getByText(unmatchedMessage(2))).toBeVisible();
    await expect(toast(page, unmatchedMessage(2))).toBeVisible();
    await expect(dialog.getByText('2 rows skipped', { exact: false })).toBeVisible();
    const table = dialog.getByRole('region', { name: 'Coverage requests to import' });
    await expect(table).toHaveCSS('height', '400px');
    const rows = previewRows(page, table);
    await expect(rows).toHaveCount(5);
    const expected = [
      [shownDate(coverage, 5), 'Call out, gate 2', 'Matched', alpha.name],
      [shownDate(coverage, 6), alpha.deptCode, 'Matched', alpha.name],
      [shownDate(coverage, 7), 'Said "urgent"', 'Matched', bravo.name],
      [shownDate(coverage, 8), `NOPE-${coverage.tag}`, 'Unmatched'],
      [shownDate(coverage, 9), 'No code', 'Unmatched'],
    ];
    for (const [index, texts] of expected.entries()) {
      for (const text of texts) await expect(rows.nth(index)).toContainText(text);
    }
    expect(await scrollsSideways(page)).toBe(false);

    await dialog.getByRole('button', { name: /^Import/ }).click();
    await expect(toast(page, 'Successfully imported 3 coverage requests')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(locationCard(page, alpha)).toHaveAccessibleDescription('2 requests 2 open');
    await expect(locationCard(page, bravo)).toHaveAccessibleDescription('1 request 1 open');

    await locationCard(page, alpha).click();
    const requests = page.getByRole('dialog', { name: new RegExp(alpha.name) });
    await expect(requests).toContainText('Call out, gate 2');
    await expect(requests).toContainText('\u2013');
    await expect(requests).not.toContainText(':00');
  });

  test('explains a missing file, a file that is not CSV and a file it cannot use @desktop', async ({
    page,
    signInAs,
    coverage,
  }) => {
    await signInAs('admin');
    await openDashboard(page, coverage.month);
    const dialog = await openImport(page);
    const alert = dialog.getByRole('alert');

    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(alert).toHaveText('Please select a file');
    await expect(toast(page, 'Please select a file')).toBeVisible();

    for (const [name, mimeType] of [
      ['coverage.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['coverage.txt', 'text/plain'],
    ] as const) {
      await dialog
        .getByLabel('CSV file')
        .setInputFiles({ name, mimeType, buffer: Buffer.from(HEADER) });
      await expect(alert).toHaveText('Please select a valid CSV file');
    }
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(toast(page, 'Please select a valid CSV file').first()).toBeVisible();

    await preview(page, excelCsv(['Day,Location,Code', `${csvDate(coverage, 3)},Alpha,AY`]));
    await expect(toast(page, 'Error parsing CSV file', MISSING_COLUMNS)).toBeVisible();
    await expect(alert).toContainText(MISSING_COLUMNS);

    await preview(page, excelCsv([HEADER, '2/30/2026,Alpha,AY,', '1/5/26,Alpha,AY,']));
    await expect(toast(page, 'No valid records to import', '2 rows skipped')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Coverage requests to import' })).toHaveCount(
      0,
    );
  });

  test('keeps Import disabled when nothing matches, and Back starts over by keyboard @desktop', async ({
    page,
    signInAs,
    coverage,
    checkA11y,
  }) => {
    await signInAs('customer');
    await openDashboard(page, coverage.month);
    const dialog = await openImport(page);
    await preview(
      page,
      excelCsv([
        HEADER,
        `${csvDate(coverage, 3)},Pier,NONE-${coverage.tag},`,
        `${csvDate(coverage, 4)},Dock,ALSO-NONE-${coverage.tag},`,
      ]),
    );
    await expect(dialog.getByRole('status')).toHaveText('2 rows: 0 matched, 2 unmatched');
    await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();
    await checkA11y();

    // The summary has the focus; the table box comes next, then Back.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('region', { name: 'Coverage requests to import' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeFocused();
    await page.keyboard.press('Enter');

    const file = dialog.getByLabel('CSV file');
    await expect(file).toBeFocused();
    await expect(file).toHaveValue('');
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Preview' }).press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Please select a file');
  });

  test('previews the first 500 of 10,000 rows without stalling @desktop', async ({
    page,
    signInAs,
    coverage,
  }) => {
    const post = await coverage.location('Big Site', 'BS');
    await signInAs('supervisor');
    await openDashboard(page, coverage.month);
    const dialog = await openImport(page);
    const line = (index: number) =>
      `${csvDate(coverage, 1 + (index % 28))},Big Site,${post.deptCode},"Shift ${String(index)}, relief"`;
    await preview(page, excelCsv([HEADER, ...Array.from({ length: 10_000 }, (_, i) => line(i))]));

    await expect(dialog.getByRole('status')).toHaveText('10000 rows: 10000 matched, 0 unmatched');
    await expect(
      dialog.getByText('Showing first 500 of 10000 rows', { exact: false }),
    ).toBeVisible();
    const table = dialog.getByRole('region', { name: 'Coverage requests to import' });
    await expect(previewRows(page, table)).toHaveCount(500);
    await expect(table.getByRole('columnheader')).toHaveText([
      'Date',
      'Location Name',
      'Dept_Code',
      'Note',
      'Status',
    ]);
    // The header stays in sight while the rows scroll inside the 400 px box.
    await table.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(table.getByRole('columnheader', { name: 'Dept_Code' })).toBeInViewport();
    await expect(previewRows(page, table).first()).not.toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Import 10000 rows' })).toBeEnabled();
  });

  test('reports a failed import and keeps the preview open @desktop', async ({
    page,
    signInAs,
    coverage,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    const post = await coverage.location('Gone Site', 'GS');
    await signInAs('supervisor');
    await openDashboard(page, coverage.month);
    const dialog = await openImport(page);
    await preview(page, excelCsv([HEADER, `${csvDate(coverage, 2)},Gone Site,${post.deptCode},`]));
    await expect(dialog.getByRole('status')).toHaveText('1 row: 1 matched, 0 unmatched');

    // Someone deletes the location between the preview and the import.
    const removed = await page.request.delete(`/api/locations/${post.id}`, {
      headers: { origin: E2E_BASE_URL },
    });
    expect(removed.status()).toBe(204);
    await dialog.getByRole('button', { name: 'Import 1 row' }).click();
    await expect(
      toast(page, 'Failed to import coverage requests', 'nothing was imported'),
    ).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('1 row: 1 matched, 0 unmatched');
    await expect(toast(page, 'Successfully imported')).toHaveCount(0);
  });
});
