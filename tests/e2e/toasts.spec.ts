import type { Locator, Page } from '@playwright/test';
import { test } from './helpers/reference-data';
import {
  allToasts,
  chooseInHeaderMenu,
  closeWithEscape,
  gotoPage,
  pageHeading,
  toast,
} from './helpers/ui';
import { expect } from './support/fixtures';

/**
 * Toasts (issue #23): they piled up, outlived their page and covered its title and buttons. A
 * success replaces the form's complaints, a page change clears the old page's, at most three
 * show, and they stay clear of the header, the page title and the page's and dialog's buttons.
 */

const ALL_FIELDS = 'Please fill in all fields';

/** The toasts a person sees: sonner keeps those beyond its limit in the list, transparent. */
function shownToasts(page: Page): Promise<number> {
  return allToasts(page).evaluateAll(
    (items) => items.filter((item) => getComputedStyle(item).opacity !== '0').length,
  );
}

/** Fails when the two overlap on screen. */
async function expectApart(toastItem: Locator, other: Locator, what: string) {
  const a = await toastItem.boundingBox();
  const b = await other.boundingBox();
  if (!a || !b) throw new Error(`no box for the toast or ${what}`);
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `the toast covers ${what}`).toBe(true);
}

/** The app's header; an open dialog hides it from assistive technology, not from the eye. */
function header(page: Page) {
  return page.getByRole('banner', { includeHidden: true });
}

function addLocationDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Add Location' });
}

test.describe('Toasts', () => {
  test("a success replaces the form's complaint; neither covers the title or the buttons", async ({
    page,
    signInToManage,
  }) => {
    const tag = await signInToManage('supervisor');
    await gotoPage(page, '/locations');
    const pageButton = page.getByRole('button', { name: 'Add Location' });
    await pageButton.click();
    const dialog = addLocationDialog(page);
    const submit = dialog.getByRole('button', { name: 'Add Location' });
    await submit.click();

    // The complaint is at the field; the toast repeats it, clear of what the user acts on.
    await expect(dialog.getByRole('alert')).toHaveText(ALL_FIELDS);
    const complaint = toast(page, ALL_FIELDS);
    await expect(complaint).toBeVisible();
    await expectApart(complaint, header(page), 'the header');
    await expectApart(complaint, submit, "the dialog's Add Location button");

    await page.getByLabel('Location Name', { exact: true }).fill(`Quay ${tag}`);
    await page.getByLabel('Department Code', { exact: true }).fill(`Q-${tag}`);
    await submit.click();
    const success = toast(page, 'Location added successfully');
    await expect(success).toBeVisible();
    await expect(complaint).toHaveCount(0);
    await expect(dialog).toBeHidden();
    await expectApart(success, header(page), 'the header');
    await expectApart(success, pageHeading(page, 'Locations'), 'the page title');
    await expectApart(success, pageButton, "the page's Add Location button");
  });

  test("at most three show, and a page's complaints do not follow to the next page", async ({
    page,
    signInToManage,
  }) => {
    await signInToManage('supervisor');
    await gotoPage(page, '/locations');
    await page.getByRole('button', { name: 'Add Location' }).click();
    const dialog = addLocationDialog(page);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await dialog.getByRole('button', { name: 'Add Location' }).click();
    }
    await expect(allToasts(page)).toHaveCount(4);
    await expect.poll(() => shownToasts(page)).toBe(3);

    await closeWithEscape(page, dialog);
    await chooseInHeaderMenu(page, 'Taylor', 'Profile');
    await expect(pageHeading(page, 'Profile')).toBeVisible();
    await expect(allToasts(page)).toHaveCount(0);
  });
});
