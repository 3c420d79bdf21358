import { controlCharacterInRow, NO_VALID_GUARDS } from '../../src/shared/guard-csv';
import { excelCsv } from './helpers/csv-files';
import { guardRow, openImport, searchGuards } from './helpers/guards';
import { listGuards, test } from './helpers/reference-data';
import { gotoPage, toast } from './helpers/ui';
import { expect } from './support/fixtures';

test.describe('Guards: import from CSV', () => {
  test('imports guards from a CSV file saved by Excel @desktop', async ({
    page,
    signInToManage,
    checkA11y,
  }) => {
    const tag = await signInToManage('supervisor');
    await gotoPage(page, '/guards');
    const dialog = await openImport(page);
    await dialog
      .getByLabel('CSV file')
      .setInputFiles(
        excelCsv([
          'First Name,Last Name,Phone,,',
          `Ana,Lopez${tag},555-0100,,`,
          '',
          `Jordan,"Smith${tag}, Jr.",,,`,
          `  Sam  , Lee${tag} ,,,`,
          'Pat,,555-0101,,',
        ]),
      );
    await expect(dialog.getByRole('status')).toHaveText(
      '3 guards ready to import (1 row skipped: missing a first or last name)',
    );
    const preview = dialog.getByRole('region', { name: 'Guards to import' });
    await expect(preview.getByRole('row')).toHaveText([
      'First NameLast Name',
      `AnaLopez${tag}`,
      `JordanSmith${tag}, Jr.`,
      `SamLee${tag}`,
    ]);
    await checkA11y(); // with the preview

    await dialog.getByRole('button', { name: 'Import 3 guards' }).click();
    await expect(toast(page, 'Successfully imported 3 guard(s)')).toBeVisible();
    await expect(dialog).toBeHidden();
    await searchGuards(page, tag);
    await expect(guardRow(page, `Jordan Smith${tag}, Jr.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(3);
    const saved = await listGuards(page, tag);
    expect(saved.map((guard) => `${guard.firstName}|${guard.lastName}`).sort()).toEqual([
      `Ana|Lopez${tag}`,
      `Jordan|Smith${tag}, Jr.`,
      `Sam|Lee${tag}`,
    ]);
  });

  test('explains a missing file, a file that is not CSV and unknown columns @desktop', async ({
    page,
    signInToManage,
  }) => {
    const tag = await signInToManage('admin');
    await gotoPage(page, '/guards');
    const dialog = await openImport(page);
    const file = dialog.getByLabel('CSV file');

    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please select a CSV file');
    await expect(toast(page, 'Please select a CSV file')).toBeVisible();

    await file.setInputFiles({
      name: 'roster.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(dialog.getByRole('alert')).toHaveText('Please select a valid CSV file');

    await file.setInputFiles(excelCsv(['Name,Surname', `Ana,Lopez${tag}`]));
    await expect(dialog.getByRole('alert')).toHaveText(NO_VALID_GUARDS);
    await expect(toast(page, NO_VALID_GUARDS)).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Guards to import' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(NO_VALID_GUARDS);
    await expect(toast(page, 'Successfully imported')).toHaveCount(0);
    expect(await listGuards(page, tag)).toEqual([]);
  });

  test('names the row whose name holds a line break, and imports nothing @desktop', async ({
    page,
    signInToManage,
  }) => {
    const tag = await signInToManage('supervisor');
    await gotoPage(page, '/guards');
    const dialog = await openImport(page);
    await dialog
      .getByLabel('CSV file')
      .setInputFiles(
        excelCsv(['First Name,Last Name', `Ana,Lopez${tag}`, `"Dock\r\nBEGIN:VEVENT",Soto${tag}`]),
      );
    await expect(dialog.getByRole('alert')).toHaveText(controlCharacterInRow(3));
    await expect(dialog.getByRole('region', { name: 'Guards to import' })).toHaveCount(0);
    expect(await listGuards(page, tag)).toEqual([]);
  });
});
