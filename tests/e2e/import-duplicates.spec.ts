import type { Locator, Page } from '@playwright/test';
import { excelCsv } from './helpers/csv-files';
import { locationCard, openDashboard, test, type CoverageData } from './helpers/coverage';
import { listGuards, scrollsSideways, test as managing } from './helpers/reference-data';
import { gotoPage, toast } from './helpers/ui';
import { expect } from './support/fixtures';

/**
 * Issue #20: importing the same CSV twice must not double every row. Rows already stored are
 * marked in the preview and skipped, unless 'Import them anyway' is checked.
 */

const HEADER = 'Date,Location Name,Dept_Code,Note';

function csvDate(coverage: CoverageData, day: number): string {
  const [year = '', month = ''] = coverage.month.split('-');
  return `${String(Number(month))}/${String(day)}/${year}`;
}

/** The preview's rows that carry the 'Already exists' mark (table rows or phone cards). */
function existingRows(page: Page, box: Locator) {
  return box
    .getByRole('row')
    .or(box.getByRole('listitem'))
    .filter({ hasText: 'Already exists' })
    .filter({ visible: true });
}

/** True when the dialog's content is wider than the dialog (cut off on a phone). */
function overflowsSideways(dialog: Locator): Promise<boolean> {
  return dialog.evaluate((box) => box.scrollWidth > box.clientWidth);
}

async function previewCoverage(page: Page, lines: string[]) {
  await page.getByRole('button', { name: 'Import CSV', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Coverage from CSV' });
  await dialog.getByLabel('CSV file').setInputFiles(excelCsv(lines));
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  return dialog;
}

test('a coverage CSV imported again skips the rows already there, unless asked @desktop', async ({
  page,
  signInAs,
  coverage,
  checkA11y,
}) => {
  const post = await coverage.location('Repeat Yard', 'RY');
  const row = (day: number, note: string) =>
    `${csvDate(coverage, day)},Repeat Yard,${post.deptCode},${note}`;
  const first = [HEADER, row(3, 'Call out'), row(4, ''), row(5, '"Gate 2, north"')];
  await signInAs('supervisor');
  await openDashboard(page, coverage.month);

  let dialog = await previewCoverage(page, first);
  await expect(dialog.getByText('already exist')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(toast(page, 'Successfully imported 3 coverage requests')).toBeVisible();
  await expect(locationCard(page, post)).toHaveAccessibleDescription('3 requests 3 open');

  // The same file with one new row: the three stored ones are marked and left out.
  dialog = await previewCoverage(page, [...first, row(6, 'New one')]);
  await expect(dialog.getByRole('status')).toHaveText('4 rows: 4 matched, 0 unmatched');
  await expect(dialog.getByText('3 rows already exist and will be skipped')).toBeVisible();
  const table = dialog.getByRole('region', { name: 'Coverage requests to import' });
  await expect(existingRows(page, table)).toHaveCount(3);
  await expect(existingRows(page, table).filter({ hasText: 'New one' })).toHaveCount(0);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await overflowsSideways(dialog)).toBe(false);
  await checkA11y();
  await dialog.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(
    toast(page, 'Successfully imported 1 coverage requests', '3 already existed and were skipped'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(locationCard(page, post)).toHaveAccessibleDescription('4 requests 4 open');

  // Every row is there now: nothing new, until the user includes them on purpose (by keyboard).
  dialog = await previewCoverage(page, [...first, row(6, 'New one')]);
  await expect(
    dialog.getByText('4 rows already exist and will be skipped: nothing new to import'),
  ).toBeVisible();
  const importButton = dialog.getByRole('button', { name: /^Import/ });
  await expect(importButton).toBeDisabled();
  await page.keyboard.press('Tab');
  const anyway = dialog.getByRole('checkbox', { name: 'Import them anyway' });
  await expect(anyway).toBeFocused();
  await page.keyboard.press('Space');
  await expect(anyway).toBeChecked();
  await expect(dialog.getByText('4 rows already exist and will be imported again')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import 4 rows' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(toast(page, 'Successfully imported 4 coverage requests')).toBeVisible();
  await expect(locationCard(page, post)).toHaveAccessibleDescription('8 requests 8 open');
});

managing(
  'a guards CSV imported again skips the names already there, unless asked @desktop',
  async ({ page, signInToManage, checkA11y }) => {
    const tag = await signInToManage('supervisor');
    await gotoPage(page, '/guards');
    const names = ['First Name,Last Name', `Ana,Lopez${tag}`, `Ben,Okafor${tag}`];
    const choose = async (lines: string[]) => {
      await page.getByRole('button', { name: 'Import CSV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import Guards from CSV' });
      await dialog.getByLabel('CSV file').setInputFiles(excelCsv(lines));
      await expect(dialog.getByRole('status')).toBeVisible();
      return dialog;
    };

    let dialog = await choose(names);
    await expect(dialog.getByText('already exist')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Import 2 guards' }).click();
    await expect(toast(page, 'Successfully imported 2 guard(s)')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Names compare trimmed and in any letter case.
    dialog = await choose([...names, `  ana , LOPEZ${tag.toUpperCase()} `, `Cy,Ng${tag}`]);
    await expect(dialog.getByRole('status')).toHaveText('1 guard ready to import');
    await expect(dialog.getByText('3 guards already exist and will be skipped')).toBeVisible();
    const preview = dialog.getByRole('region', { name: 'Guards to import' });
    await expect(existingRows(page, preview)).toHaveCount(3);
    await expect(existingRows(page, preview).filter({ hasText: `Ng${tag}` })).toHaveCount(0);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await overflowsSideways(dialog)).toBe(false);
    await checkA11y();
    await dialog.getByRole('button', { name: 'Import 1 guard' }).click();
    await expect(
      toast(page, 'Successfully imported 1 guard(s)', '3 already existed and were skipped'),
    ).toBeVisible();
    expect(await listGuards(page, tag)).toHaveLength(3);

    // Every name is there now: nothing new, until the user includes them on purpose.
    dialog = await choose([...names, `Cy,Ng${tag}`]);
    await expect(
      dialog.getByText('3 guards already exist and will be skipped: nothing new to import'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Import/ })).toBeDisabled();
    await dialog.getByText('Import them anyway').click();
    await expect(dialog.getByRole('status')).toHaveText('3 guards ready to import');
    await dialog.getByRole('button', { name: 'Import 3 guards' }).click();
    await expect(toast(page, 'Successfully imported 3 guard(s)')).toBeVisible();
    expect(await listGuards(page, tag)).toHaveLength(6);
  },
);
