import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** Locators and steps of the Guards page, shared by its specs. */

/** The guards table's row of a guard, by the name shown. */
export function guardRow(page: Page, name: string) {
  return page.getByRole('row').filter({ hasText: name });
}

export function guardDialog(page: Page, title: 'Add Guard' | 'Edit Guard') {
  return page.getByRole('dialog', { name: title });
}

/** A field of the open dialog, by its exact label. */
export function field(page: Page, label: string) {
  return page.getByRole('dialog').getByLabel(label, { exact: true });
}

export async function searchGuards(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search guards by name' }).fill(text);
}

/** Opens the Import CSV dialog. */
export async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Guards from CSV' });
  await expect(dialog).toBeVisible();
  return dialog;
}
