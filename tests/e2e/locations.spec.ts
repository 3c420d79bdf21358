import type { Page } from '@playwright/test';
import {
  createLocation,
  listLocations,
  scrollsSideways,
  serveEmptyList,
  test,
} from './helpers/reference-data';
import { FAILED_RESOURCE, gotoPage, shoot, toast } from './helpers/ui';
import { addCoverageRequests } from './support/accounts';
import { expect } from './support/fixtures';

const ALL_FIELDS = 'Please fill in all fields';

function locationRow(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

function locationDialog(page: Page, title: 'Add Location' | 'Edit Location') {
  return page.getByRole('dialog', { name: title });
}

async function fillLocation(page: Page, name: string, deptCode: string) {
  await page.getByLabel('Location Name', { exact: true }).fill(name);
  await page.getByLabel('Department Code', { exact: true }).fill(deptCode);
}

test.describe('Locations', () => {
  test('adds, edits and deletes a location, asking before the delete', async ({
    page,
    signInToManage,
  }) => {
    const tag = await signInToManage('supervisor');
    const name = `Main Gate ${tag}`;
    await gotoPage(page, '/locations');

    await page.getByRole('button', { name: 'Add Location' }).click();
    const add = locationDialog(page, 'Add Location');
    await expect(add).toBeVisible();
    await fillLocation(page, `  ${name}  `, ` MG-${tag} `);
    await add.getByRole('button', { name: 'Add Location' }).click();
    await expect(toast(page, 'Location added successfully')).toBeVisible();
    await expect(add).toBeHidden();
    const row = locationRow(page, name);
    await expect(row).toContainText(name);
    await expect(row).toContainText(`MG-${tag}`);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = locationDialog(page, 'Edit Location');
    await expect(edit.getByLabel('Location Name', { exact: true })).toHaveValue(name);
    await expect(edit.getByLabel('Department Code', { exact: true })).toHaveValue(`MG-${tag}`);
    await fillLocation(page, `North Gate ${tag}`, `NG-${tag}`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Location updated successfully')).toBeVisible();
    await expect(edit).toBeHidden();
    const edited = locationRow(page, `North Gate ${tag}`);
    await expect(edited).toContainText(`NG-${tag}`);
    await expect(locationRow(page, name)).toHaveCount(0);

    // Cancel keeps the location.
    await page.getByRole('button', { name: `Delete North Gate ${tag}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete North Gate ${tag}?` });
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(edited).toBeVisible();

    await page.getByRole('button', { name: `Delete North Gate ${tag}` }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Location deleted successfully')).toBeVisible();
    await expect(edited).toHaveCount(0);
    expect(await listLocations(page, tag)).toEqual([]);
  });

  test("keeps a post's address, shown under its name, and clears it when emptied", async ({
    page,
    signInToManage,
    checkA11y,
  }) => {
    const tag = await signInToManage('admin');
    const name = `Valley Auto Auction ${tag}`;
    await gotoPage(page, '/locations');
    await page.getByRole('button', { name: 'Add Location' }).click();
    const add = locationDialog(page, 'Add Location');
    await fillLocation(page, name, `VAA-${tag}`);
    const address = add.getByLabel('Address', { exact: true });
    await expect(address).toHaveAccessibleDescription(
      'Optional. Texted to the guard who takes a shift here, with the note for the guard.',
    );
    await address.fill('  1200 Main St, Springfield  ');
    await checkA11y();
    await shoot(page, 'location-dialog-address');
    await add.getByRole('button', { name: 'Add Location' }).click();
    await expect(toast(page, 'Location added successfully')).toBeVisible();
    const row = locationRow(page, name);
    await expect(row).toContainText('1200 Main St, Springfield');
    await shoot(page, 'locations-address');
    expect((await listLocations(page, tag)).map((one) => one.address)).toEqual([
      '1200 Main St, Springfield',
    ]);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = locationDialog(page, 'Edit Location');
    await expect(edit.getByLabel('Address', { exact: true })).toHaveValue(
      '1200 Main St, Springfield',
    );
    await edit.getByLabel('Address', { exact: true }).fill('');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Location updated successfully')).toBeVisible();
    await expect(row).not.toContainText('1200 Main St');
    expect((await listLocations(page, tag)).map((one) => one.address)).toEqual([null]);
  });

  test('lists locations by name, case aside @desktop', async ({
    page,
    signInToManage,
    checkA11y,
  }) => {
    const tag = await signInToManage('admin');
    for (const name of ['charlie', 'Alpha', 'bravo']) {
      await createLocation(page, { name: `${name} ${tag}`, deptCode: `${name}-${tag}` });
    }
    await gotoPage(page, '/locations');
    await expect(page.getByRole('columnheader', { name: 'Location Name' })).toBeVisible();
    // Phones show the code under the name instead of in its own column.
    const codeColumn = page.getByRole('columnheader', { name: 'Department Code' });
    await expect(codeColumn).toHaveCount(test.info().project.name === 'phone' ? 0 : 1);
    const rows = page.getByRole('row').filter({ hasText: tag });
    await expect(rows).toHaveText([
      new RegExp(`^Alpha ${tag}.*Alpha-${tag}`),
      new RegExp(`^bravo ${tag}.*bravo-${tag}`),
      new RegExp(`^charlie ${tag}.*charlie-${tag}`),
    ]);
    await checkA11y();
  });

  test('both fields are required and nothing is saved without them @desktop', async ({
    page,
    signInToManage,
    checkA11y,
  }) => {
    const tag = await signInToManage('supervisor');
    await gotoPage(page, '/locations');
    await page.getByRole('button', { name: 'Add Location' }).click();
    const dialog = locationDialog(page, 'Add Location');

    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(ALL_FIELDS);
    await expect(toast(page, ALL_FIELDS)).toBeVisible();
    // The dialog with its message; the toast behind it is still fading in.
    await checkA11y({ withoutToasts: true });

    await fillLocation(page, `Dock ${tag}`, '   ');
    await dialog.getByRole('button', { name: 'Add Location' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(ALL_FIELDS);
    await expect(page.getByLabel('Department Code', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog).toBeVisible();
    await expect(toast(page, 'Location added successfully')).toHaveCount(0);
    expect(await listLocations(page, tag)).toEqual([]);
  });

  test('a department code already in use is refused, naming the code @desktop', async ({
    page,
    signInToManage,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    const tag = await signInToManage('supervisor');
    await createLocation(page, { name: `Lobby ${tag}`, deptCode: `LB-${tag}` });
    await createLocation(page, { name: `Roof ${tag}`, deptCode: `RF-${tag}` });
    await gotoPage(page, '/locations');

    // Compared case-insensitively.
    await page.getByRole('button', { name: 'Add Location' }).click();
    const add = locationDialog(page, 'Add Location');
    await fillLocation(page, `Annex ${tag}`, `lb-${tag}`);
    await add.getByRole('button', { name: 'Add Location' }).click();
    const failure = toast(page, 'Failed to add location');
    await expect(failure).toBeVisible();
    await expect(failure).toContainText(`lb-${tag}`);
    await expect(add.getByRole('alert')).toContainText(`lb-${tag}`);
    await expect(add).toBeVisible();
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(locationRow(page, `Annex ${tag}`)).toHaveCount(0);

    await page.getByRole('button', { name: `Edit Roof ${tag}` }).click();
    const edit = locationDialog(page, 'Edit Location');
    await edit.getByLabel('Department Code', { exact: true }).fill(`LB-${tag}`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Failed to update location')).toContainText(`LB-${tag}`);
    await expect(edit).toBeVisible();

    const saved = await listLocations(page, tag);
    expect(saved.map((location) => location.deptCode).sort()).toEqual([`LB-${tag}`, `RF-${tag}`]);
  });

  test('a location that coverage requests use is kept, and the toast says how many @desktop', async ({
    page,
    signInToManage,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    const tag = await signInToManage('admin');
    const location = await createLocation(page, {
      name: `Busy Post ${tag}`,
      deptCode: `BP-${tag}`,
    });
    const removeRequests = await addCoverageRequests(location.id, 3);
    try {
      await gotoPage(page, '/locations');
      await locationRow(page, location.name)
        .getByRole('button', { name: `Delete ${location.name}` })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(
        toast(
          page,
          'Failed to delete location',
          'This location has 3 coverage requests and cannot be deleted',
        ),
      ).toBeVisible();
      await expect(locationRow(page, location.name)).toBeVisible();
      expect(await listLocations(page, tag)).toHaveLength(1);
    } finally {
      await removeRequests();
    }
  });

  test('shows the empty state when there are no locations @desktop', async ({
    page,
    signInToManage,
  }) => {
    await signInToManage('admin');
    await serveEmptyList(page, '/api/locations');
    await gotoPage(page, '/locations');
    await expect(page.getByText('No locations added yet')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Location' })).toBeEnabled();
  });

  test('works with the keyboard alone @desktop', async ({ page, signInToManage }) => {
    const tag = await signInToManage('supervisor');
    await gotoPage(page, '/locations');
    await page.getByRole('button', { name: 'Add Location' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Location Name', { exact: true })).toBeFocused();
    await page.keyboard.type(`Keyboard Post ${tag}`);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Department Code', { exact: true })).toBeFocused();
    await page.keyboard.type(`KB-${tag}`);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Location added successfully')).toBeVisible();
    await expect(locationRow(page, `Keyboard Post ${tag}`)).toBeVisible();

    await page.getByRole('button', { name: `Delete Keyboard Post ${tag}` }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(locationRow(page, `Keyboard Post ${tag}`)).toBeVisible();
  });

  test('fits the screen, with row actions in reach', async ({ page, signInToManage }) => {
    const tag = await signInToManage('supervisor');
    const name = `Eastside Parking Structure Level Two Visitor Entrance ${tag}`;
    await createLocation(page, { name, deptCode: `EPS-${tag}` });
    await gotoPage(page, '/locations');
    await expect(locationRow(page, name)).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    const edit = page.getByRole('button', { name: `Edit ${name}` });
    await edit.scrollIntoViewIfNeeded();
    await expect(edit).toBeInViewport();
    await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeInViewport();
  });
});
