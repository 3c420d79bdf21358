import { mergeTests, type Locator, type Page } from '@playwright/test';
import type { Location } from '../../src/shared/locations';
import { locationCard, openDashboard, test as coverageTest } from './helpers/coverage';
import { editor, field } from './helpers/coverage-dialog';
import { chooseRole, expectRoleShown, test as usersTest, userRow } from './helpers/users';
import { FAILED_RESOURCE, gotoPage, toast } from './helpers/ui';
import { expect, signInThroughApi } from './support/fixtures';

/**
 * Edits never silently overwrite each other (issue #20): two people, each in a browser of their
 * own, edit the same item. The second to save is told who saved first and when, and chooses to
 * reload their version or overwrite it with theirs. `page` is Ben's (desktop or phone); Dana's is
 * another device.
 */
const test = mergeTests(coverageTest, usersTest);

/** 'This request was changed by Dana Smith at 3:04 PM' (a date first after midnight). */
const changedBy = (kind: string, name: string) =>
  new RegExp(
    `This ${kind} was changed by ${name} at (?:[A-Z][a-z]{2} \\d{1,2}, )?\\d{1,2}:\\d{2} [AP]M`,
  );

/** The conflict shown in an edit dialog. */
const conflictIn = (dialog: Locator) =>
  dialog.getByRole('alert').filter({ hasText: 'was changed by' });

/** Opens a post's requests for the month, in Edit Mode: the list of its requests. */
async function openRequests(page: Page, month: string, post: Location) {
  await openDashboard(page, month);
  await locationCard(page, post).click();
  const list = page.getByRole('dialog', { name: new RegExp(post.name) });
  await list.getByRole('switch', { name: 'Edit Mode' }).click();
  return list;
}

/** Opens the edit dialog of the list's only request. */
async function editFirst(page: Page, list: Locator) {
  await list.getByRole('button', { name: /^Edit request on/ }).click();
  const dialog = editor(page, 'Edit Coverage Request');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function saveNotes(page: Page, dialog: Locator, notes: string) {
  await field(dialog, 'Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  // The same page saves twice: the first save's toast may still show beside the second's.
  await expect(toast(page, 'Request updated successfully').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.describe('edit conflicts', () => {
  test.beforeEach(({ allowConsoleErrors }) => {
    // The browser's note on the 409 that a stale save answers.
    allowConsoleErrors(FAILED_RESOURCE);
  });

  test('a coverage request: Ben reloads Dana’s change, then overwrites her next one @desktop', async ({
    page,
    signInAs,
    makeAccount,
    otherDevice,
    coverage,
    checkA11y,
  }) => {
    test.slow(); // two browsers, four saves
    const post = await coverage.location('Conflict Post', 'CF');
    await coverage.request(post, { day: 12, notes: 'Gate 2 needs cover' });
    const dana = await makeAccount({ role: 'supervisor', firstName: 'Dana', lastName: 'Smith' });
    await signInAs('supervisor', { firstName: 'Ben', lastName: 'Ode' });
    const danasPage = await otherDevice({ allowConsoleErrors: FAILED_RESOURCE });
    await signInThroughApi(danasPage, dana);

    // Both open the same request; Dana saves first.
    const danasList = await openRequests(danasPage, coverage.month, post);
    const bensList = await openRequests(page, coverage.month, post);
    const bens = await editFirst(page, bensList);
    await saveNotes(danasPage, await editFirst(danasPage, danasList), 'Dana: day shift covers');

    await field(bens, 'Notes').fill('Ben: still open');
    await bens.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = conflictIn(bens);
    await expect(conflict).toContainText(changedBy('request', 'Dana Smith'));
    await expect(bens).toBeVisible();
    await expect(conflict.getByRole('button', { name: 'Reload' })).toBeFocused();
    await expect(toast(page, 'Failed to update request')).toHaveCount(0);
    await checkA11y({ withoutToasts: true });

    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(field(bens, 'Notes')).toHaveValue('Dana: day shift covers');
    await expect(field(bens, 'Date*')).toBeFocused();

    // Another round: Dana saves again, Ben overwrites it with his own, by keyboard.
    await saveNotes(danasPage, await editFirst(danasPage, danasList), 'Dana: moved to 07:00');
    await field(bens, 'Notes').fill('Ben: keep it open');
    await bens.getByRole('button', { name: 'Save Changes' }).click();
    await expect(conflict).toContainText(changedBy('request', 'Dana Smith'));
    await expect(conflict.getByRole('button', { name: 'Reload' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(conflict.getByRole('button', { name: 'Overwrite' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Request updated successfully')).toBeVisible();
    await expect(bens).toBeHidden();

    // The saved values are Ben's: his list shows them, and Dana's editor opens with them.
    await expect(bensList).toContainText('Ben: keep it open');
    await danasPage.reload();
    const danasAgain = await editFirst(
      danasPage,
      await openRequests(danasPage, coverage.month, post),
    );
    await expect(field(danasAgain, 'Notes')).toHaveValue('Ben: keep it open');
  });

  test('a location: Ben overwrites the name Dana gave it @desktop', async ({
    page,
    signInAs,
    makeAccount,
    otherDevice,
    coverage,
  }) => {
    const post = await coverage.location('Harbor Gate', 'HG');
    const dana = await makeAccount({ role: 'admin', firstName: 'Dana', lastName: 'Smith' });
    await signInAs('supervisor', { firstName: 'Ben', lastName: 'Ode' });
    const danasPage = await otherDevice();
    await signInThroughApi(danasPage, dana);

    const openEditor = async (on: Page) => {
      await gotoPage(on, '/locations');
      await on.getByRole('button', { name: `Edit ${post.name}` }).click();
      const dialog = on.getByRole('dialog', { name: 'Edit Location' });
      await expect(dialog.getByLabel('Location Name', { exact: true })).toHaveValue(post.name);
      return dialog;
    };
    const danas = await openEditor(danasPage);
    const bens = await openEditor(page);

    await danas.getByLabel('Location Name', { exact: true }).fill(`Dana's Gate ${coverage.tag}`);
    await danas.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(danasPage, 'Location updated successfully')).toBeVisible();

    await bens.getByLabel('Location Name', { exact: true }).fill(`Ben's Gate ${coverage.tag}`);
    await bens.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = conflictIn(bens);
    await expect(conflict).toContainText(changedBy('location', 'Dana Smith'));
    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await expect(toast(page, 'Location updated successfully')).toBeVisible();
    await expect(bens).toBeHidden();
    await expect(
      page.getByRole('button', { name: `Edit Ben's Gate ${coverage.tag}` }),
    ).toBeVisible();
    await danasPage.reload();
    await expect(
      danasPage.getByRole('button', { name: `Edit Ben's Gate ${coverage.tag}` }),
    ).toBeVisible();
  });

  test('a role: Ben reloads the role Dana gave, then overwrites her next change @desktop', async ({
    page,
    signInAs,
    makeAccount,
    otherDevice,
    checkA11y,
  }) => {
    test.slow(); // two browsers, four role changes
    const target = await makeAccount({ role: 'dispatch', firstName: 'Riley' });
    const dana = await makeAccount({ role: 'admin', firstName: 'Dana', lastName: 'Smith' });
    await signInAs('admin', { firstName: 'Ben', lastName: 'Ode' });
    const danasPage = await otherDevice({ allowConsoleErrors: FAILED_RESOURCE });
    await signInThroughApi(danasPage, dana);
    for (const on of [page, danasPage]) {
      await gotoPage(on, '/manage-users');
      await expect(userRow(on, target.email)).toBeVisible();
    }

    await chooseRole(danasPage, target.email, 'Supervisor');
    await expect(toast(danasPage, 'Role updated to supervisor')).toBeVisible();
    // Ben's list still shows Dispatch: his change is based on it.
    await chooseRole(page, target.email, 'Customer');
    const conflict = page.getByRole('alertdialog', { name: 'Role not changed' });
    await expect(conflict).toContainText(changedBy('account', 'Dana Smith'));
    await expect(conflict.getByRole('button', { name: 'Reload' })).toBeFocused();
    await checkA11y({ withoutToasts: true });
    await page.keyboard.press('Enter');
    await expect(conflict).toBeHidden();
    await expectRoleShown(
      page,
      target.email,
      'Supervisor',
      'Manage guards, locations and coverage',
    );

    await chooseRole(danasPage, target.email, 'Dispatch');
    await expect(toast(danasPage, 'Role updated to dispatch')).toBeVisible();
    await chooseRole(page, target.email, 'Customer');
    await expect(conflict).toContainText(changedBy('account', 'Dana Smith'));
    await conflict.getByRole('button', { name: 'Overwrite' }).click();
    await expect(toast(page, 'Role updated to customer')).toBeVisible();
    await expect(conflict).toBeHidden();
    await expectRoleShown(page, target.email, 'Customer', 'Create coverage requests only');
  });
});
