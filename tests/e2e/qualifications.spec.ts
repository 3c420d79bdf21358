import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { excelCsv } from './helpers/csv-files';
import { field, guardDialog, guardRow, openImport, searchGuards } from './helpers/guards';
import {
  createGuard,
  createLocation,
  localDate,
  scrollsSideways,
  test,
} from './helpers/reference-data';
import {
  chooseInHeaderMenu,
  expectPage,
  FAILED_RESOURCE,
  gotoPage,
  mainNav,
  onPhone,
  toast,
} from './helpers/ui';
import { expect } from './support/fixtures';
import { ORIGIN_HEADERS } from './support/server';

/**
 * Opens a page of the header: Qualifications from the account menu on desktop, the others from
 * the bar; every one from the menu's panel on phones.
 */
async function openFromHeader(page: Page, name: string, path: string) {
  if (onPhone() || name === 'Qualifications') await chooseInHeaderMenu(page, 'Taylor', name);
  else await mainNav(page).getByRole('link', { name }).click();
  await expectPage(page, path);
}

/** Deletes the test's qualifications left on the list (the e2e database is shared). */
async function removeQualifications(page: Page, tag: string) {
  const response = await page.request.get('/api/qualifications');
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  for (const item of items.filter((one) => one.name.includes(tag))) {
    await page.request.delete(`/api/qualifications/${item.id}`, { headers: ORIGIN_HEADERS });
  }
}

/**
 * Licences and skills (issue #32): a supervisor keeps the list, gives a guard a qualification with
 * its expiry date and marks a post as requiring it; deleting it asks first, saying who loses it.
 */
test.describe('Qualifications', () => {
  test('a supervisor adds Armed, gives it to a guard and requires it at a post', async ({
    page,
    signInToManage,
    checkA11y,
  }) => {
    const tag = await signInToManage('supervisor');
    const armed = `Armed ${tag}`;
    const guardName = `Kim Soto${tag}`;
    const postName = `Vault ${tag}`;
    await createGuard(page, { firstName: 'Kim', lastName: `Soto${tag}` });
    await createLocation(page, { name: postName, deptCode: `V-${tag}` });
    try {
      await page.goto('/');
      await openFromHeader(page, 'Qualifications', '/qualifications');

      // An empty name is refused at its field; then Armed is added.
      await page.getByRole('button', { name: 'Add Qualification' }).click();
      const add = page.getByRole('dialog', { name: 'Add Qualification' });
      await add.getByRole('button', { name: 'Add Qualification' }).click();
      await expect(add.getByText('Please enter a name')).toBeVisible();
      await field(page, 'Name').fill(`  ${armed} `);
      await add.getByRole('button', { name: 'Add Qualification' }).click();
      await expect(toast(page, 'Qualification added')).toBeVisible();
      await expect(add).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: armed });
      await expect(row).toContainText('0');
      await checkA11y({ withoutToasts: true });
      expect(await scrollsSideways(page)).toBe(false);

      // The guard holds it until 10 days from now.
      await openFromHeader(page, 'Guards', '/guards');
      await searchGuards(page, guardName);
      await page.getByRole('button', { name: `Edit ${guardName}` }).click();
      const edit = guardDialog(page, 'Edit Guard');
      await expect(edit.getByText('None held.')).toBeVisible();
      // From the keyboard: on a phone the picker sits just above the dialog's sticky buttons.
      await edit.getByRole('combobox', { name: 'Add a qualification' }).focus();
      await page.keyboard.press('Enter');
      const option = page.getByRole('option', { name: armed });
      await expect(option).toBeVisible();
      await option.press('Enter');
      await edit.getByLabel(`${armed} expires on`).fill(localDate(10));
      await checkA11y({ withoutToasts: true });
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Guard updated successfully')).toBeVisible();
      await expect(edit).toBeHidden();
      const guard = guardRow(page, guardName);
      await expect(guard.getByText(armed, { exact: true })).toBeVisible();
      await expect(guard.getByText('Expires in 10 days')).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);

      // The post requires it.
      await openFromHeader(page, 'Locations', '/locations');
      const post = page.getByRole('row').filter({ hasText: postName });
      await page.getByRole('button', { name: `Edit ${postName}` }).click();
      const editPost = page.getByRole('dialog', { name: 'Edit Location' });
      await editPost.getByRole('checkbox', { name: armed }).check();
      await editPost.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, 'Location updated successfully')).toBeVisible();
      await expect(editPost).toBeHidden();
      await expect(post).toContainText(`Requires: ${armed}`);

      // Deleting it says who holds and requires it, then takes it from both.
      await openFromHeader(page, 'Qualifications', '/qualifications');
      await page.getByRole('button', { name: `Delete ${armed}` }).click();
      const confirm = page.getByRole('alertdialog', { name: `Delete ${armed}?` });
      await expect(confirm).toContainText(
        'Held by 1 guard and required by 1 post; it will be removed from them.',
      );
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Qualification deleted')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: armed })).toHaveCount(0);
      await openFromHeader(page, 'Locations', '/locations');
      await expect(post).toBeVisible();
      await expect(post).not.toContainText('Requires:');
    } finally {
      await removeQualifications(page, tag);
    }
  });

  test('a guard whose qualification is deleted while the dialog is open is added once, without it', async ({
    page,
    signInToManage,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    const tag = await signInToManage('supervisor');
    const temp = `Temp ${tag}`;
    const added = await page.request.post('/api/qualifications', {
      data: { name: temp },
      headers: ORIGIN_HEADERS,
    });
    const { id } = (await added.json()) as { id: string };
    try {
      await gotoPage(page, '/guards');
      await page.getByRole('button', { name: 'Add Guard' }).click();
      const dialog = guardDialog(page, 'Add Guard');
      await field(page, 'First Name*').fill('Ida');
      await field(page, 'Last Name*').fill(`Once${tag}`);
      await dialog.getByRole('combobox', { name: 'Add a qualification' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: temp }).press('Enter');
      await expect(dialog.getByLabel(`${temp} expires on`)).toBeVisible();
      // Someone else deletes it first: the guard is saved, their qualifications are refused.
      await page.request.delete(`/api/qualifications/${id}`, { headers: ORIGIN_HEADERS });
      await dialog.getByRole('button', { name: 'Add Guard' }).click();
      await expect(toast(page, 'Guard added successfully')).toBeVisible();
      await expect(
        toast(page, 'Failed to save qualifications', `Unknown qualification: ${id}`),
      ).toBeVisible();
      // The dialog closes: submitting it again would add the guard a second time.
      await expect(dialog).toBeHidden();
      await searchGuards(page, tag);
      const row = guardRow(page, `Ida Once${tag}`);
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('list', { name: 'Qualifications' })).toHaveCount(0);
    } finally {
      await removeQualifications(page, tag);
    }
  });

  test('the guard CSV carries qualifications: unknown names are named by row, then imported and exported @desktop', async ({
    page,
    signInToManage,
    checkA11y,
  }) => {
    const tag = await signInToManage('supervisor');
    const cpr = `CPR ${tag}`;
    const added = await page.request.post('/api/qualifications', {
      data: { name: cpr },
      headers: ORIGIN_HEADERS,
    });
    expect(added.status()).toBe(201);
    await createGuard(page, { firstName: 'Ana', lastName: `Held${tag}` });
    try {
      await gotoPage(page, '/guards');
      const dialog = await openImport(page);
      const file = dialog.getByLabel('CSV file');
      await file.setInputFiles(
        excelCsv([
          'First Name,Last Name,Qualifications',
          `Ana,Held${tag},${cpr} (exp 2030-01-31)`,
          `Bo,New${tag},Armd`,
        ]),
      );
      await expect(dialog.getByRole('alert')).toContainText('Row 3: unknown qualification "Armd"');
      await expect(dialog.getByRole('button', { name: 'Import 1 guard' })).toBeDisabled();
      await checkA11y();

      await file.setInputFiles(
        excelCsv([
          'First Name,Last Name,Qualifications',
          `Ana,Held${tag},${cpr} (exp 2030-01-31)`,
          `Bo,New${tag},${cpr.toLowerCase()}`,
        ]),
      );
      await expect(dialog.getByRole('status')).toHaveText('1 guard ready to import');
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      const preview = dialog.getByRole('region', { name: 'Guards to import' });
      await expect(preview.getByRole('row').nth(1)).toContainText(`${cpr} (exp 2030-01-31)`);
      await dialog.getByRole('button', { name: 'Import 1 guard' }).click();
      await expect(
        toast(
          page,
          'Successfully imported 1 guard(s)',
          '1 already existed and was skipped; qualifications set for 1 of them',
        ),
      ).toBeVisible();
      await searchGuards(page, tag);
      await expect(guardRow(page, `Ana Held${tag}`).getByText(cpr, { exact: true })).toBeVisible();
      await expect(guardRow(page, `Bo New${tag}`).getByText(cpr, { exact: true })).toBeVisible();

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^guards_\d{4}-\d{2}-\d{2}\.csv$/);
      await expect(toast(page, 'CSV exported successfully')).toBeVisible();
      const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
      expect(lines[0]).toBe(
        '\uFEFFFirst Name,Last Name,Contact Number,Email,Guard Card,Expiration Date,Qualifications',
      );
      expect(lines).toContain(`Ana,Held${tag},,,,,${cpr} (exp 2030-01-31)`);
      expect(lines).toContain(`Bo,New${tag},,,,,${cpr}`);
    } finally {
      await removeQualifications(page, tag);
    }
  });
});
