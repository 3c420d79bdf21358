import type { Locator, Page } from '@playwright/test';
import { localIsoDate } from '../../src/shared/calendar';
import { isoWeekOf, shiftWeek, weekDays, weekTitle } from '../../src/shared/iso-week';
import { test, type CoverageData } from './helpers/coverage';
import { combobox, editor, field } from './helpers/coverage-dialog';
import { scrollsSideways } from './helpers/reference-data';
import { NAVIGATION_TIMEOUT } from './helpers/ui';
import { e2eDatabase } from './support/accounts';
import { expect } from './support/fixtures';

/**
 * The week board (/schedule, issue #22). Each test books a week of its own far-future month at
 * posts tagged for it, and filters the board by its tag: other tests' posts share the database.
 */

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dayTitle = (iso: string, index: number) =>
  `${DAY_NAMES[index] ?? ''}, ${new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}`;

/** A week inside the test's month (its Monday to Sunday are all in it), and two tagged posts. */
async function seedWeek(coverage: CoverageData) {
  const week = isoWeekOf(coverage.date(10));
  const days = weekDays(week);
  const day = (index: number) => Number(days[index]?.slice(8, 10));
  const alpha = await coverage.location('Alpha Gate', 'ALG');
  const bravo = await coverage.location('Bravo Dock', 'BRD');
  const kim = await coverage.guard('Kim', 'Soto');
  const booked = await coverage.request(alpha, { day: day(0), assignedGuardId: kim.id });
  const open = await coverage.request(alpha, {
    day: day(0),
    startTime: '16:00',
    endTime: '23:30',
    notes: 'Evening gate',
  });
  // Kim again that Monday, overlapping: a clash the rules refuse (issue #32), so written directly.
  const twin = await coverage.request(bravo, { day: day(0), startTime: '12:00', endTime: '20:00' });
  const guardName = `${kim.lastName}, ${kim.firstName}`;
  const { db } = e2eDatabase();
  await db
    .updateTable('coverageRequests')
    .set({ assignedGuardId: kim.id, assignedGuardName: guardName })
    .where('id', '=', twin.id)
    .execute();
  const night = await coverage.request(bravo, {
    day: day(2),
    startTime: '22:00',
    endTime: '06:00',
    assignedGuardId: kim.id,
  });
  return { week, days, alpha, bravo, kim, booked, open, night };
}

async function openBoard(page: Page, week: string, tag: string) {
  await page.goto(`/schedule?week=${week}`);
  await expect(page.getByRole('heading', { level: 2, name: weekTitle(week) })).toBeVisible({
    timeout: NAVIGATION_TIMEOUT,
  });
  await page.getByRole('textbox', { name: 'Filter by post name or dept code' }).fill(tag);
}

const chip = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });
const chipName = (where: string, iso: string, index: number, rest: string) =>
  `${where}, ${dayTitle(iso, index)}, ${rest}`;

test.describe('the week board on a desktop @desktop', () => {
  test('shows the seeded week and opens the right request from a chip', async ({
    page,
    signInAs,
    coverage,
    checkA11y,
  }) => {
    // Seeding, the board and an axe scan of it: over 30 s on a busy 2-core machine.
    test.slow();
    await signInAs('supervisor');
    const { week, days, alpha, bravo, kim } = await seedWeek(coverage);
    await openBoard(page, week, coverage.tag);

    const grid = page.getByRole('grid');
    await expect(grid.getByRole('row')).toHaveCount(3);
    await expect(grid.getByRole('rowheader')).toHaveText([
      `${alpha.name}${alpha.deptCode}`,
      `${bravo.name}${bravo.deptCode}`,
    ]);
    const monday = days[0] ?? '';
    const kimShort = `${kim.lastName}, K.`;
    await expect(
      chip(grid, chipName(alpha.name, monday, 0, `08:00–16:00, ${kimShort}, clash`)),
    ).toBeVisible();
    const openChip = chip(grid, chipName(alpha.name, monday, 0, '16:00–23:30, Open, no guard'));
    await expect(openChip).toContainText('Open');
    await expect(
      chip(grid, chipName(bravo.name, days[2] ?? '', 2, `22:00–06:00, ${kimShort}`)),
    ).toBeVisible();
    await expect(page.getByText('4 requests, 1 open')).toBeVisible();
    await checkA11y();

    // An open chip opens Find cover for it (issue #30), which leads on to the edit form.
    await openChip.click();
    const finder = page.getByRole('dialog', { name: 'Find cover' });
    await expect(finder).toContainText(`${alpha.name} · `);
    await expect(finder).toContainText('16:00–23:30');
    // Find cover opens, its guards (here one the rest rule stops, listed apart) with it.
    await expect(finder.getByLabel('Find a guard')).toBeVisible();
    await finder.getByRole('button', { name: 'Edit request' }).click();
    await expect(finder).toBeHidden();
    const edit = editor(page, 'Edit Coverage Request');
    await expect(field(edit, 'Date*')).toHaveValue(shown(monday));
    await expect(field(edit, 'Start Time*')).toHaveValue('16:00');
    await expect(field(edit, 'Notes')).toHaveValue('Evening gate');
    await expect(combobox(edit, 'Location*')).toHaveValue(`${alpha.name} (${alpha.deptCode})`);
  });

  test('adds a request in an empty cell, and pivots to guards', async ({
    page,
    signInAs,
    coverage,
  }) => {
    await signInAs('supervisor');
    const { week, days, alpha, bravo, kim } = await seedWeek(coverage);
    await openBoard(page, week, coverage.tag);
    const grid = page.getByRole('grid');

    const friday = days[4] ?? '';
    await page
      .getByRole('button', { name: `Add request at ${alpha.name}, ${dayTitle(friday, 4)}` })
      .click();
    const add = editor(page, 'Add Coverage Request');
    await expect(field(add, 'Date*')).toHaveValue(shown(friday));
    await expect(combobox(add, 'Location*')).toHaveValue(`${alpha.name} (${alpha.deptCode})`);
    await field(add, 'Start Time*').fill('0900');
    await field(add, 'End Time*').fill('1700');
    await add.getByRole('button', { name: 'Add Request' }).click();
    await expect(add).toBeHidden();
    await expect(
      chip(grid, chipName(alpha.name, friday, 4, '09:00–17:00, Open, no guard')),
    ).toBeVisible();

    // The Guards toggle: a row per guard booked, the posts on the chips.
    await page.getByRole('button', { name: 'Guards', exact: true }).click();
    // The guard's name, then their hours of the week (issue #32, hours.spec.ts).
    await expect(grid.getByRole('rowheader')).toHaveText([new RegExp(`^${kim.lastName}, Kim\\d`)]);
    await expect(
      chip(
        grid,
        chipName(`${kim.lastName}, Kim`, days[0] ?? '', 0, `12:00–20:00, ${bravo.name}, clash`),
      ),
    ).toBeVisible();
  });

  test('keeps the week in the address through reload and Back, and pages weeks', async ({
    page,
    signInAs,
    coverage,
  }) => {
    await signInAs('dispatch');
    const { week, days, alpha } = await seedWeek(coverage);
    await openBoard(page, week, coverage.tag);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`week=${week}`));
    await expect(page.getByRole('heading', { level: 2, name: weekTitle(week) })).toBeVisible({
      timeout: NAVIGATION_TIMEOUT,
    });
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(new RegExp(`week=${shiftWeek(week, 1)}`));
    await expect(
      page.getByRole('heading', { level: 2, name: weekTitle(shiftWeek(week, 1)) }),
    ).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: weekTitle(week) })).toBeVisible();

    // Dispatch may look, not edit: an open chip opens Find cover (no edit form behind it), a
    // booked one the request read only, with 'Call out' (issue #30); no cell adds.
    await page
      .getByRole('textbox', { name: 'Filter by post name or dept code' })
      .fill(coverage.tag);
    await chip(page, chipName(alpha.name, days[0] ?? '', 0, '16:00–23:30, Open, no guard')).click();
    const finder = page.getByRole('dialog', { name: 'Find cover' });
    // Find cover opens, its guards (here one the rest rule stops, listed apart) with it.
    await expect(finder.getByLabel('Find a guard')).toBeVisible();
    await expect(finder.getByRole('button', { name: 'Edit request' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(`^${alpha.name}, .*08:00–16:00`) }).click();
    const view = page.getByRole('dialog', { name: 'Coverage Request' });
    await expect(view.getByRole('button', { name: 'Call out' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: /^Add request at/ })).toHaveCount(0);
  });

  test('stops at the last week the app accepts, and shows this week for one it does not', async ({
    page,
    signInAs,
  }) => {
    await signInAs('dispatch');
    await page.goto('/schedule?week=2099-W53');
    await expect(page.getByRole('heading', { level: 2, name: weekTitle('2099-W53') })).toBeVisible({
      timeout: NAVIGATION_TIMEOUT,
    });
    await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous week' })).toBeEnabled();
    // Issue #29: this week once looped the server; now the board shows the current week.
    await page.goto('/schedule?week=9999-W52');
    const thisWeek = isoWeekOf(localIsoDate(new Date()));
    await expect(page.getByRole('heading', { level: 2, name: weekTitle(thisWeek) })).toBeVisible({
      timeout: NAVIGATION_TIMEOUT,
    });
  });

  test('moves between cells with the arrow keys and opens with Enter', async ({
    page,
    signInAs,
    coverage,
  }) => {
    await signInAs('admin');
    const { week, days, alpha, bravo } = await seedWeek(coverage);
    await openBoard(page, week, coverage.tag);
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('rowheader')).toHaveCount(2);
    // One tab stop: the grid's first day cell.
    await page.getByRole('button', { name: 'Guards', exact: true }).focus();
    await page.keyboard.press('Tab');
    const cell = (row: number, col: number) =>
      grid
        .getByRole('row')
        .nth(row + 1)
        .locator(`[data-col="${String(col)}"]`);
    await expect(cell(0, 1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cell(1, 1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(cell(1, 3)).toBeFocused();
    // Bravo's Wednesday holds one request: Enter opens it.
    await page.keyboard.press('Enter');
    const edit = editor(page, 'Edit Coverage Request');
    await expect(field(edit, 'Start Time*')).toHaveValue('22:00');
    await expect(combobox(edit, 'Location*')).toHaveValue(`${bravo.name} (${bravo.deptCode})`);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expect(cell(1, 3)).toBeFocused();
    // Up to Alpha's Wednesday, empty: Enter adds a request there.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    const add = editor(page, 'Add Coverage Request');
    await expect(field(add, 'Date*')).toHaveValue(shown(days[2] ?? ''));
    await expect(combobox(add, 'Location*')).toHaveValue(`${alpha.name} (${alpha.deptCode})`);
    await page.keyboard.press('Escape');
    // Home goes to the row's post; F2 moves into a busy cell, Escape back out.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Home');
    await expect(cell(0, 0)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('F2');
    await expect(grid.locator('[data-chip]').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(cell(0, 1)).toBeFocused();
  });
});

test.describe('the week board on a phone @phone', () => {
  test('lists a day at a time, with a week strip, and never scrolls sideways', async ({
    page,
    signInAs,
    coverage,
  }) => {
    await signInAs('supervisor');
    const { week, days, alpha, bravo } = await seedWeek(coverage);
    await openBoard(page, week, coverage.tag);
    await expect(page.getByRole('grid')).toHaveCount(0);
    const strip = page.getByRole('group', { name: 'Day of the week' });
    await expect(strip.getByRole('button')).toHaveCount(7);
    await strip.getByRole('button', { name: `${dayTitle(days[0] ?? '', 0)}: 3 requests` }).click();
    const list = page.getByRole('list', { name: `Requests on ${dayTitle(days[0] ?? '', 0)}` });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText(alpha.name);
    expect(await scrollsSideways(page)).toBe(false);

    // An open chip opens Find cover here too (issue #30).
    await list
      .getByRole('button', { name: new RegExp(`^${alpha.name}, .*Open, no guard`) })
      .click();
    const finder = page.getByRole('dialog', { name: 'Find cover' });
    // Find cover opens, its guards (here one the rest rule stops, listed apart) with it.
    await expect(finder.getByLabel('Find a guard')).toBeVisible();
    await finder.getByRole('button', { name: 'Edit request' }).click();
    await expect(field(editor(page, 'Edit Coverage Request'), 'Notes')).toHaveValue('Evening gate');
    await page.keyboard.press('Escape');

    await strip.getByRole('button', { name: `${dayTitle(days[2] ?? '', 2)}: 1 request` }).click();
    const wednesday = page.getByRole('list', { name: `Requests on ${dayTitle(days[2] ?? '', 2)}` });
    await expect(wednesday.getByRole('listitem')).toHaveCount(1);
    await wednesday.getByRole('button', { name: new RegExp(`^${bravo.name}`) }).click();
    const edit = editor(page, 'Edit Coverage Request');
    await expect(field(edit, 'Start Time*')).toHaveValue('22:00');
    await page.keyboard.press('Escape');
    await strip.getByRole('button', { name: new RegExp(`^${dayTitle(days[5] ?? '', 5)}`) }).click();
    await expect(page.getByText(`No requests on ${dayTitle(days[5] ?? '', 5)}`)).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
