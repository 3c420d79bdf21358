import type { Page } from '@playwright/test';
import { field, guardDialog, guardRow, searchGuards } from './helpers/guards';
import {
  createGuard,
  createLocation,
  localDate,
  scrollsSideways,
  test,
} from './helpers/reference-data';
import { chooseInHeaderMenu, expectPage, mainNav, onPhone, toast } from './helpers/ui';
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
      await edit.getByRole('combobox', { name: 'Add a qualification' }).click();
      await page.getByRole('option', { name: armed }).click();
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
});
