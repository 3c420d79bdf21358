import type { Locator, Page } from '@playwright/test';
import { addDays, format, parseISO } from 'date-fns';
import type { Location } from '../../src/shared/locations';
import { locationCard, openDashboard, test } from './helpers/coverage';
import { combobox, editor, field, openAddDialog } from './helpers/coverage-dialog';
import { toast } from './helpers/ui';
import { expect } from './support/fixtures';
import { formatDate } from '../../src/shared/date-format';

/**
 * Repeating shifts (issue #22): Add Coverage repeats a shift weekly on chosen weekdays until a
 * date, showing the dates before it saves them; one shift of the series is edited on its own,
 * and the rest are deleted with 'This and following shifts'.
 */

const typed = (iso: string) => format(parseISO(iso), 'MMddyyyy');
const listed = (iso: string) => format(parseISO(iso), 'MM-dd-yyyy');
const previewed = (iso: string) => formatDate(iso);

/** The first Monday of the test's month, yyyy-MM-dd. */
function firstMonday(month: string): string {
  let date = parseISO(`${month}-01`);
  while (date.getDay() !== 1) date = addDays(date, 1);
  return format(date, 'yyyy-MM-dd');
}

/** A location's requests in its dialog: table rows on desktop, cards on phones. */
async function openRequests(page: Page, location: Location) {
  await locationCard(page, location).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(location.name) });
  const rows = dialog
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .or(dialog.getByRole('listitem'));
  return { dialog, rows };
}

const rowOn = (rows: Locator, iso: string) => rows.filter({ hasText: listed(iso) });

test('a repeating series is added with a preview, one shift edited, the rest deleted', async ({
  page,
  signInAs,
  coverage,
}) => {
  // A long flow: three dialogs, fifteen rows, three saves.
  test.slow();
  const post = await coverage.location('Series Lobby', 'SL');
  const monday = firstMonday(coverage.month);
  const day = (offset: number) => format(addDays(parseISO(monday), offset), 'yyyy-MM-dd');
  // Mon–Fri for three weeks: 15 shifts, from the first Monday to the Friday two weeks on.
  const until = day(18);
  await signInAs('supervisor');

  const dialog = await openAddDialog(page, coverage.month);
  await field(dialog, 'Date*').fill(typed(monday));
  await field(dialog, 'Start Time*').fill('0800');
  await field(dialog, 'End Time*').fill('1600');
  await combobox(dialog, 'Location*').fill(post.deptCode);
  await dialog.getByRole('option', { name: new RegExp(post.deptCode) }).click();

  await dialog.getByRole('checkbox', { name: 'Repeat weekly' }).check();
  const days = dialog.getByRole('group', { name: 'Repeat on*' });
  // The first date's weekday starts chosen.
  await expect(days.getByRole('button', { name: 'Monday' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (const name of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await days.getByRole('button', { name }).click();
    await expect(days.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(days.getByRole('button', { name: 'Saturday' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await field(dialog, 'Repeat until*').fill(typed(until));
  await field(dialog, 'Repeat until*').press('Tab');

  const summary = `15 shifts: ${previewed(monday)} \u2026 ${previewed(until)}`;
  await expect(dialog.getByText(summary)).toBeVisible();
  await dialog.getByText(summary).click();
  const dates = dialog.getByRole('list', { name: 'Dates of the shifts' }).getByRole('listitem');
  await expect(dates).toHaveCount(15);
  await expect(dates.nth(5)).toHaveText(previewed(day(7)));
  if (process.env.SERIES_SCREENSHOTS) {
    await page.screenshot({ path: test.info().outputPath('add-coverage-repeat.png') });
  }

  await dialog.getByRole('button', { name: 'Add 15 Requests' }).click();
  await expect(toast(page, '15 coverage requests added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(locationCard(page, post)).toHaveAccessibleDescription('15 requests 15 open');

  // One shift edited on its own: the Tuesday of the first week.
  const { dialog: list, rows } = await openRequests(page, post);
  await expect(rows).toHaveCount(15);
  await expect(rows.first()).toContainText('(repeating)');
  await list.getByRole('switch', { name: 'Edit Mode' }).click();
  await rowOn(rows, day(1))
    .getByRole('button', { name: /^Edit request on/ })
    .click();
  const edit = editor(page, 'Edit Coverage Request');
  const scope = edit.getByRole('group', { name: 'Save changes to' });
  await expect(scope.getByRole('radio', { name: 'This shift only' })).toBeChecked();
  await field(edit, 'Start Time*').fill('0930');
  await field(edit, 'Notes').fill('Late start this day');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Request updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(rowOn(rows, day(1))).toContainText('09:30');
  await expect(rowOn(rows, day(1))).toContainText('Late start this day');
  await expect(rowOn(rows, day(2))).toContainText('08:00');

  // The rest deleted, from the Wednesday of the first week on.
  await rowOn(rows, day(2))
    .getByRole('button', { name: /^Delete request on/ })
    .click();
  const confirm = page.getByRole('alertdialog', {
    name: `Delete the request on ${formatDate(day(2))}?`,
  });
  await confirm.getByRole('radio', { name: 'This and following shifts' }).check();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, '13 shifts deleted')).toBeVisible();
  await expect(rows).toHaveCount(2);
  await expect(rowOn(rows, monday)).toContainText('08:00');
  await expect(rowOn(rows, day(1))).toContainText('Late start this day');
  await page.keyboard.press('Escape');
  await expect(locationCard(page, post)).toHaveAccessibleDescription('2 requests 2 open');

  // Reloaded, the dashboard says the same.
  await openDashboard(page, coverage.month);
  await expect(locationCard(page, post)).toHaveAccessibleDescription('2 requests 2 open');
});

test('Repeat says what is wrong before anything is saved @desktop', async ({
  page,
  signInAs,
  coverage,
}) => {
  const post = await coverage.location('Series Gate', 'SG');
  const monday = firstMonday(coverage.month);
  await signInAs('admin');
  const dialog = await openAddDialog(page, coverage.month);
  await field(dialog, 'Date*').fill(typed(monday));
  await field(dialog, 'Start Time*').fill('2200');
  await field(dialog, 'End Time*').fill('0600');
  await combobox(dialog, 'Location*').fill(post.deptCode);
  await dialog.getByRole('option', { name: new RegExp(post.deptCode) }).click();
  await dialog.getByRole('checkbox', { name: 'Repeat weekly' }).check();
  const nextYear = format(addDays(parseISO(monday), 366), 'yyyy-MM-dd');
  await field(dialog, 'Repeat until*').fill(typed(nextYear));
  await field(dialog, 'Repeat until*').press('Tab');
  await expect(dialog.getByText('A repeat can run for at most a year')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Requests' }).click();
  await expect(toast(page, 'A repeat can run for at most a year')).toBeVisible();
  await expect(field(dialog, 'Repeat until*')).toBeFocused();

  await dialog
    .getByRole('group', { name: 'Repeat on*' })
    .getByRole('button', { name: 'Monday' })
    .click();
  await field(dialog, 'Repeat until*').fill(typed(monday));
  await dialog.getByRole('button', { name: 'Add Requests' }).click();
  await expect(toast(page, 'Choose at least one weekday to repeat on')).toBeVisible();
  await page.keyboard.press('Escape');
  await openDashboard(page, coverage.month);
  await expect(page.getByText('No coverage requests yet')).toBeVisible();
});
