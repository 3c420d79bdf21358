import type { Locator, Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import { monthOf, shiftMonth } from '../../src/shared/month';
import {
  farMonth,
  locationCard,
  monthHeading,
  openDashboard,
  test,
  type CoverageData,
} from './helpers/coverage';
import { scrollsSideways } from './helpers/reference-data';
import { closeWithEscape, FAILED_RESOURCE, toast } from './helpers/ui';
import { expect } from './support/fixtures';
import { formatDate } from '../../src/shared/date-format';

const DELETE_QUESTION =
  'Are you sure you want to delete this coverage request? This action cannot be undone.';

/** The dialog a location card opens, titled with the location's name. */
function requestsDialog(page: Page, name: string) {
  return page.getByRole('dialog', { name: new RegExp(name) });
}

/** The dialog's request rows: table rows on desktop, stacked cards on phones. */
function requestRows(page: Page, dialog: Locator) {
  return dialog
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .or(dialog.getByRole('listitem'));
}

/** A request's date as the dashboard shows it: MM-dd-yyyy and the weekday. */
function shownDate(coverage: CoverageData, day: number): [string, string] {
  const date = parseISO(coverage.date(day));
  return [format(date, 'MM-dd-yyyy'), format(date, 'EEE')];
}

function quickAction(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

test.describe('Coverage dashboard', () => {
  test('keeps the month in the URL and pages with the arrows @desktop', async ({
    page,
    signInAs,
  }) => {
    await signInAs('dispatch');
    const month = farMonth();
    await openDashboard(page, month);

    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(monthHeading(page, shiftMonth(month, 1))).toBeVisible();
    await expect(page).toHaveURL(`/?month=${shiftMonth(month, 1)}`);
    await page.reload();
    await expect(monthHeading(page, shiftMonth(month, 1))).toBeVisible();

    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(monthHeading(page, shiftMonth(month, -1))).toBeVisible();
    await expect(page).toHaveURL(`/?month=${shiftMonth(month, -1)}`);

    await page.getByRole('button', { name: 'This Month' }).click();
    await expect(monthHeading(page, monthOf(new Date()))).toBeVisible();
    await expect(page.getByRole('button', { name: 'This Month' })).toHaveCount(0);

    // A month that is not one falls back to the current month.
    await page.goto('/?month=2040-13');
    await expect(monthHeading(page, monthOf(new Date()))).toBeVisible();
  });

  test("cards show each location's count and what is still open @database", async ({
    page,
    signInAs,
    coverage,
    checkA11y,
  }) => {
    const bravo = await coverage.location('Bravo Gate', 'BG');
    const alpha = await coverage.location('Alpha Yard', 'AY');
    const charlie = await coverage.location('Charlie Dock', 'CD');
    const guard = await coverage.guard('Jane', 'Doe');
    for (const day of [2, 9]) await coverage.request(alpha, { day });
    await coverage.request(alpha, { day: 16, assignedGuardId: guard.id });
    for (const day of [3, 4]) await coverage.request(bravo, { day, assignedGuardId: guard.id });
    await signInAs('supervisor');
    await openDashboard(page, coverage.month);

    const cards = page.getByRole('list', { name: 'Locations' }).getByRole('listitem');
    await expect(cards.filter({ hasText: coverage.tag })).toHaveText([
      new RegExp(alpha.name),
      new RegExp(bravo.name),
      new RegExp(charlie.name),
    ]);
    await expect(locationCard(page, alpha)).toHaveAccessibleDescription('3 requests 2 open');
    await expect(locationCard(page, bravo)).toHaveAccessibleDescription('2 requests All covered');
    await expect(locationCard(page, charlie)).toHaveAccessibleDescription('0 requests No requests');
    expect(await scrollsSideways(page)).toBe(false);
    await checkA11y();
  });

  test('an empty month offers to add the first request @desktop', async ({
    page,
    signInAs,
    coverage,
    checkA11y,
  }) => {
    // The empty month is told apart from having no locations at all.
    await coverage.location('Quiet Post', 'QP');
    await signInAs('admin');
    await openDashboard(page, coverage.month);
    await expect(page.getByText('No coverage requests yet')).toBeVisible();
    await checkA11y();
    await page.getByRole('button', { name: 'Add Your First Request' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Coverage Request' })).toBeVisible();
  });

  test("the location dialog lists the month's requests by date, then start time @database", async ({
    page,
    signInAs,
    coverage,
    checkA11y,
  }) => {
    const post = await coverage.location('North Post', 'NP');
    const guard = await coverage.guard('Jane', 'Doe');
    await coverage.request(post, {
      day: 20,
      startTime: '10:00',
      endTime: '18:00',
      assignedGuardId: guard.id,
      notes: 'Evening relief',
    });
    await coverage.request(post, { day: 5, startTime: '14:00', endTime: '22:00' });
    await coverage.request(post, { day: 5, startTime: '06:00', endTime: '14:00', notes: 'Early' });
    await coverage.importRows(post, [{ day: 5, notes: 'Imported call out' }]);
    await signInAs('supervisor');
    await openDashboard(page, coverage.month);

    await locationCard(page, post).click();
    const dialog = requestsDialog(page, post.name);
    await expect(dialog).toContainText(post.deptCode);
    // The code stays on one line, whatever the width (it broke at its hyphen on phones).
    const code = dialog.getByRole('heading').getByText(`(${post.deptCode})`);
    const lineHeight = await code.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
    expect((await code.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
    const rows = requestRows(page, dialog);
    await expect(rows).toHaveCount(4);
    const [day5, weekday5] = shownDate(coverage, 5);
    const [day20, weekday20] = shownDate(coverage, 20);
    const expected = [
      [day5, weekday5, '\u2013', 'Open', 'Imported call out'],
      [day5, weekday5, '06:00', '14:00', 'Open', 'Early'],
      [day5, weekday5, '14:00', '22:00', 'Open'],
      [day20, weekday20, '10:00', '18:00', `Doe${coverage.tag}, Jane`, 'Evening relief'],
    ];
    for (const [index, texts] of expected.entries()) {
      for (const text of texts) await expect(rows.nth(index)).toContainText(text);
    }
    expect(await scrollsSideways(page)).toBe(false);
    await checkA11y();
  });

  test('Edit Mode deletes a request after asking, and the card count follows @desktop @database', async ({
    page,
    signInAs,
    coverage,
  }) => {
    const post = await coverage.location('East Lot', 'EL');
    await coverage.request(post, { day: 3 });
    await coverage.request(post, { day: 9, startTime: '20:00', endTime: '23:59' });
    await signInAs('admin');
    await openDashboard(page, coverage.month);
    await expect(locationCard(page, post)).toHaveAccessibleDescription('2 requests 2 open');

    await locationCard(page, post).click();
    const dialog = requestsDialog(page, post.name);
    const [day3] = shownDate(coverage, 3);
    const deleteButton = dialog.getByRole('button', { name: `Delete request on ${day3} at 08:00` });
    await expect(deleteButton).toHaveCount(0);
    await dialog.getByRole('switch', { name: 'Edit Mode' }).click();

    await dialog.getByRole('button', { name: `Edit request on ${day3} at 08:00` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Coverage Request' });
    await expect(editor).toBeVisible();
    await closeWithEscape(page, editor);

    await deleteButton.click();
    const confirm = page.getByRole('alertdialog', {
      name: `Delete the request on ${formatDate(coverage.date(3))}?`,
    });
    await expect(confirm).toContainText(DELETE_QUESTION);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(requestRows(page, dialog)).toHaveCount(2);

    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Request deleted successfully')).toBeVisible();
    await expect(requestRows(page, dialog)).toHaveCount(1);
    await expect(requestRows(page, dialog)).toContainText('20:00');
    await page.keyboard.press('Escape');
    await expect(locationCard(page, post)).toHaveAccessibleDescription('1 request 1 open');
  });

  test('dispatch reads every request but only reports call-outs: no adding, no Edit Mode @desktop', async ({
    page,
    signInAs,
    coverage,
  }) => {
    const post = await coverage.location('West Gate', 'WG');
    await coverage.request(post, { day: 12, notes: 'Booked by admin' });
    await signInAs('dispatch');
    await openDashboard(page, coverage.month);

    // Their one quick action is reporting a call-out phoned in (issue #30).
    await expect(
      page.getByRole('region', { name: 'Quick Actions' }).getByRole('button'),
    ).toHaveText([/^Report Call Out/]);
    await locationCard(page, post).click();
    const dialog = requestsDialog(page, post.name);
    await expect(requestRows(page, dialog)).toContainText('Booked by admin');
    await expect(dialog.getByRole('switch', { name: 'Edit Mode' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Add Request' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await openDashboard(page, farMonth());
    await expect(page.getByText('No coverage requests yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Your First Request' })).toHaveCount(0);
  });

  test('a customer may add and import, and sees only their own requests @desktop', async ({
    page,
    signInAs,
    coverage,
  }) => {
    const post = await coverage.location('South Door', 'SD');
    await coverage.request(post, { day: 4, notes: 'Booked by admin' });
    await signInAs('customer');
    await coverage.request(post, { day: 6, notes: 'Booked by customer' }, page);
    await openDashboard(page, coverage.month);

    await expect(quickAction(page, 'Add Coverage')).toBeVisible();
    await expect(quickAction(page, 'Import CSV')).toBeVisible();
    await expect(quickAction(page, 'Add Guard')).toHaveCount(0);
    await expect(locationCard(page, post)).toHaveAccessibleDescription('1 request 1 open');

    await locationCard(page, post).click();
    const dialog = requestsDialog(page, post.name);
    await expect(requestRows(page, dialog)).toHaveCount(1);
    await expect(requestRows(page, dialog)).toContainText('Booked by customer');
    await expect(dialog.getByRole('switch', { name: 'Edit Mode' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add Request' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Coverage Request' })).toBeVisible();
  });

  test('quick actions and cards open their dialogs from the keyboard @desktop', async ({
    page,
    signInAs,
    coverage,
  }) => {
    const post = await coverage.location('Gate House', 'GH');
    await coverage.request(post, { day: 7 });
    await signInAs('supervisor');
    await openDashboard(page, coverage.month);
    const openers = [
      [quickAction(page, 'Add Coverage'), 'Add Coverage Request'],
      [quickAction(page, 'Import CSV'), 'Import Coverage from CSV'],
      [quickAction(page, 'Add Guard'), 'Add Guard'],
      [locationCard(page, post), post.name],
    ] as const;
    for (const [opener, title] of openers) {
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await closeWithEscape(page, dialog);
      await expect(opener).toBeFocused();
    }
  });

  test('a failed load says so and retries @desktop', async ({
    page,
    signInAs,
    allowConsoleErrors,
    coverage,
  }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await coverage.location('Quiet Post', 'QP');
    await signInAs('supervisor');
    let failures = 1;
    await page.route('**/api/coverage/summary?*', async (route) => {
      if (failures-- > 0) {
        await route.fulfill({ status: 400, json: { error: 'Summary unavailable', code: 'E' } });
      } else await route.fallback();
    });
    await page.goto(`/?month=${coverage.month}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load coverage' });
    await expect(alert).toContainText('Summary unavailable', { timeout: 15_000 });
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByText('No coverage requests yet')).toBeVisible();
  });
});
