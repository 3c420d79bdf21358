import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { openDashboard } from './coverage';

/** The Add / Edit Coverage Request dialog and its fields, for the coverage entry specs. */
export const editor = (page: Page, title: 'Add Coverage Request' | 'Edit Coverage Request') =>
  page.getByRole('dialog', { name: title });
export const field = (dialog: Locator, name: string) =>
  dialog.getByRole('textbox', { name, exact: true });
export const combobox = (dialog: Locator, name: 'Location*' | 'Assigned Guard') =>
  dialog.getByRole('combobox', { name, exact: true });

/** Opens the month's dashboard and its Add Coverage Request dialog. */
export async function openAddDialog(page: Page, month: string) {
  await openDashboard(page, month);
  await page.getByRole('button', { name: 'Add Coverage', exact: true }).click();
  const dialog = editor(page, 'Add Coverage Request');
  await expect(dialog).toBeVisible();
  return dialog;
}
