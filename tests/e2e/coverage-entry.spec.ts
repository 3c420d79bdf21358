import type { Page } from '@playwright/test';
import { format, parseISO } from 'date-fns';
import type { Guard } from '../../src/shared/guards';
import type { Location } from '../../src/shared/locations';
import { locationCard, openDashboard, test as coverageTest } from './helpers/coverage';
import { combobox, editor, field, openAddDialog } from './helpers/coverage-dialog';
import { createGuard, listGuards } from './helpers/reference-data';
import { toast } from './helpers/ui';
import { expect } from './support/fixtures';
import { E2E_BASE_URL } from './support/server';
import { formatDate } from '../../src/shared/date-format';

/**
 * The Add / Edit Coverage Request dialog: compact dates and times, the location and guard
 * type-aheads, adding a guard from the guard field, and the guard picker's ranking and warnings.
 */

const REQUIRED = 'Please fill in all required fields';

/** `guards`: guards the test made outside the coverage fixture, removed when it ends. */
const test = coverageTest.extend<{ guards: Guard[] }>({
  guards: async ({ page }, use) => {
    const made: Guard[] = [];
    await use(made);
    for (const guard of made) {
      await page.request.delete(`/api/guards/${guard.id}`, { headers: { origin: E2E_BASE_URL } });
    }
  },
});

/** 'MMDDYYYY', the 8 compact digits of a yyyy-MM-dd date. */
const compact = (iso: string) => format(parseISO(iso), 'MMddyyyy');
const shown = (iso: string) => format(parseISO(iso), 'MM/dd/yyyy');

/** The rows of a location's dialog (table rows on desktop, cards on phones). */
async function openLocationRequests(page: Page, location: Location) {
  await locationCard(page, location).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(location.name) });
  const rows = dialog
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .or(dialog.getByRole('listitem'));
  return { dialog, rows };
}

test.describe('Coverage request dialog', () => {
  test('adds a request by keyboard alone, with compact date and times @desktop', async ({
    page,
    signInAs,
    coverage,
  }) => {
    const post = await coverage.location('Keyboard Gate', 'KG');
    await coverage.location('Keyboard Annex', 'KA');
    const guard = await coverage.guard('Nadia', 'Keys');
    await signInAs('supervisor');
    await openDashboard(page, coverage.month);

    await page.getByRole('button', { name: 'Add Coverage', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = editor(page, 'Add Coverage Request');
    await expect(field(dialog, 'Date*')).toBeFocused();
    await page.keyboard.type(compact(coverage.date(14)));
    await page.keyboard.press('Tab');
    await expect(field(dialog, 'Date*')).toHaveValue(shown(coverage.date(14)));
    // Three digits no fourth could extend are a whole time: on to End Time (issue #23).
    await page.keyboard.type('800');
    await expect(field(dialog, 'End Time*')).toBeFocused();
    await expect(field(dialog, 'Start Time*')).toHaveValue('08:00');
    await page.keyboard.type('1600');
    await page.keyboard.press('Tab');
    await expect(combobox(dialog, 'Location*')).toBeFocused();
    // The dept code finds it, whatever the case; both locations match "k", the code narrows.
    await page.keyboard.type(`kg-${coverage.tag}`.toUpperCase());
    await expect(dialog.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(combobox(dialog, 'Location*')).toHaveValue(`${post.name} (${post.deptCode})`);
    await page.keyboard.press('Tab');
    await expect(combobox(dialog, 'Assigned Guard')).toBeFocused();
    await page.keyboard.type(guard.lastName);
    await expect(dialog.getByRole('option').nth(1)).toContainText(`${guard.lastName}, Nadia`);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(combobox(dialog, 'Assigned Guard')).toHaveValue(`${guard.lastName}, Nadia`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Relief for a call out');
    await page.keyboard.press('Enter');

    await expect(toast(page, 'Coverage request added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const { rows } = await openLocationRequests(page, post);
    await expect(rows).toHaveCount(1);
    for (const text of ['08:00', '16:00', `${guard.lastName}, Nadia`, 'Relief for a call out']) {
      await expect(rows.first()).toContainText(text);
    }
  });

  test('marks what is missing or wrong; a customer adds without a guard field @desktop', async ({
    page,
    signInAs,
    coverage,
  }) => {
    const post = await coverage.location('Customer Lobby', 'CL');
    await signInAs('customer');
    const dialog = await openAddDialog(page, coverage.month);
    await expect(combobox(dialog, 'Assigned Guard')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Add Request' }).click();
    await expect(toast(page, REQUIRED)).toBeVisible();
    for (const name of ['Date*', 'Start Time*', 'End Time*']) {
      await expect(field(dialog, name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(combobox(dialog, 'Location*')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(dialog, 'Date*')).toBeFocused();

    // February 30th is no date; times keep digits and colons only.
    await field(dialog, 'Date*').fill('0230');
    await field(dialog, 'Start Time*').fill('2400');
    await field(dialog, 'End Time*').pressSequentially('4:3o0pm');
    await expect(field(dialog, 'End Time*')).toHaveValue('4:30');
    await expect(dialog.getByText('Enter a real date as MM/DD/YYYY')).toBeVisible();
    await expect(dialog.getByText('Enter a time as HH:MM (24-hour)')).toBeVisible();

    await field(dialog, 'Date*').fill(compact(coverage.date(9)));
    await field(dialog, 'Start Time*').fill('2200');
    await expect(field(dialog, 'End Time*')).toBeFocused();
    await field(dialog, 'End Time*').fill('0600');
    await combobox(dialog, 'Location*').fill('customer lobby');
    await dialog.getByRole('option', { name: new RegExp(post.deptCode) }).click();
    await dialog.getByRole('button', { name: 'Add Request' }).click();
    await expect(toast(page, 'Coverage request added successfully')).toBeVisible();
    const { rows } = await openLocationRequests(page, post);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('22:00');
    await expect(rows.first()).toContainText('Open');
  });

  test('edits an imported request: its times must be filled in first @desktop', async ({
    page,
    signInAs,
    coverage,
  }) => {
    const post = await coverage.location('Import Dock', 'ID');
    const guard = await coverage.guard('Omar', 'Edits');
    await coverage.importRows(post, [{ day: 21, notes: 'Imported call out' }]);
    await signInAs('admin');
    await openDashboard(page, coverage.month);
    const { dialog: list, rows } = await openLocationRequests(page, post);
    await list.getByRole('switch', { name: 'Edit Mode' }).click();
    await rows
      .first()
      .getByRole('button', { name: /^Edit request on/ })
      .click();

    const dialog = editor(page, 'Edit Coverage Request');
    await expect(field(dialog, 'Date*')).toHaveValue(shown(coverage.date(21)));
    await expect(field(dialog, 'Start Time*')).toHaveValue('');
    await expect(combobox(dialog, 'Location*')).toHaveValue(`${post.name} (${post.deptCode})`);
    await expect(field(dialog, 'Notes')).toHaveValue('Imported call out');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, REQUIRED)).toBeVisible();
    await expect(field(dialog, 'Start Time*')).toBeFocused();

    await page.keyboard.type('0930');
    await expect(field(dialog, 'End Time*')).toBeFocused();
    await expect(field(dialog, 'Start Time*')).toHaveValue('09:30');
    await page.keyboard.type('1730');
    await combobox(dialog, 'Assigned Guard').fill('omar');
    await dialog.getByRole('option', { name: new RegExp(guard.lastName) }).click();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(toast(page, 'Request updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    for (const text of ['09:30', '17:30', `${guard.lastName}, Omar`, 'Imported call out']) {
      await expect(rows.first()).toContainText(text);
    }

    // Opened again, the dialog starts from the saved values, the guard without a warning.
    await rows
      .first()
      .getByRole('button', { name: /^Edit request on/ })
      .click();
    await expect(field(dialog, 'End Time*')).toHaveValue('17:30');
    await expect(combobox(dialog, 'Assigned Guard')).toHaveValue(`${guard.lastName}, Omar`);
    await expect(combobox(dialog, 'Assigned Guard')).not.toHaveAttribute('aria-describedby');
  });

  test('adds a new guard from the guard field, assigned once their card is on file', async ({
    page,
    signInAs,
    coverage,
    guards,
    allowConsoleErrors,
  }) => {
    // The save without a card answers 409 ASSIGNMENT_BLOCKED: the rule, not a failure.
    allowConsoleErrors(/status of 409 \(Conflict\)/);
    const post = await coverage.location('Roster Hall', 'RH');
    await signInAs('supervisor');
    const dialog = await openAddDialog(page, coverage.month);
    const guardField = combobox(dialog, 'Assigned Guard');
    const add = dialog.getByRole('button', { name: 'Add New Guard' });

    await guardField.fill(`Quinn${coverage.tag}`);
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(/two words/);
    await guardField.fill(`Quinn Newman${coverage.tag}`);
    await expect(add).toBeEnabled();
    await add.click();
    await expect(toast(page, 'New guard added successfully')).toBeVisible();
    await expect(guardField).toHaveValue(`Newman${coverage.tag}, Quinn`);
    guards.push(...(await listGuards(page, coverage.tag)));
    expect(guards).toHaveLength(1);

    await field(dialog, 'Date*').fill(compact(coverage.date(3)));
    await field(dialog, 'Start Time*').fill('0700');
    await field(dialog, 'End Time*').fill('1500');
    await combobox(dialog, 'Location*').fill(post.deptCode);
    await dialog.getByRole('option', { name: new RegExp(post.deptCode) }).click();
    // Added by name alone, they have no guard card on file: no shift can be theirs (issue #39).
    await expect(guardField).toHaveAccessibleDescription(
      'Cannot be assigned: No guard card on file',
    );
    await dialog.getByRole('button', { name: 'Add Request' }).click();
    await expect(
      toast(page, 'Failed to add coverage request', 'No guard card on file'),
    ).toBeVisible();
    if (process.env.SHOTS_DIR) {
      const device = test.info().project.name;
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/request-form-no-card-${device}.png`,
      });
    }

    // Their card entered on the Guards page (here through the API), the same save goes through.
    const [added] = guards;
    if (!added) throw new Error('the guard was not added');
    const { firstName, lastName, contactNumber, email, version } = added;
    const carded = await page.request.patch(`/api/guards/${added.id}`, {
      headers: { origin: E2E_BASE_URL },
      data: {
        firstName,
        lastName,
        contactNumber,
        email,
        version,
        guardCard: 'G-77881',
        expDate: '2099-12-31',
      },
    });
    expect(carded.status(), await carded.text()).toBe(200);
    await dialog.getByRole('button', { name: 'Add Request' }).click();
    await expect(toast(page, 'Coverage request added successfully')).toBeVisible();
    const { rows } = await openLocationRequests(page, post);
    await expect(rows.first()).toContainText(`Newman${coverage.tag}, Quinn`);
  });

  test('ranks free guards who know the post first and warns about the others @desktop', async ({
    page,
    signInAs,
    coverage,
    guards,
    checkA11y,
    allowConsoleErrors,
  }) => {
    // The save with a card expired by then answers 409 ASSIGNMENT_BLOCKED: the rule at work.
    allowConsoleErrors(/status of 409 \(Conflict\)/);
    const post = await coverage.location('Rank Post', 'RP');
    const elsewhere = await coverage.location('Other Site', 'OS');
    const plain = await coverage.guard('Abe', 'Rank');
    const regular = await coverage.guard('Zoe', 'Rank');
    const booked = await coverage.guard('Bea', 'Rank');
    await coverage.request(post, { day: 2, assignedGuardId: regular.id });
    await coverage.request(elsewhere, {
      day: 10,
      startTime: '12:00',
      endTime: '20:00',
      assignedGuardId: booked.id,
    });
    await signInAs('supervisor');
    const expired = await createGuard(page, {
      firstName: 'Cal',
      lastName: `Rank${coverage.tag}`,
      guardCard: 'G-2030',
      expDate: '2030-01-31',
    });
    guards.push(expired);

    const dialog = await openAddDialog(page, coverage.month);
    await field(dialog, 'Date*').fill(compact(coverage.date(10)));
    await field(dialog, 'Start Time*').fill('0800');
    await field(dialog, 'End Time*').fill('1600');
    await combobox(dialog, 'Location*').fill(post.deptCode);
    await dialog.getByRole('option', { name: new RegExp(post.deptCode) }).click();
    await combobox(dialog, 'Assigned Guard').fill(`rank${coverage.tag}`);

    const options = dialog.getByRole('option');
    const name = (guard: Guard) => `${guard.lastName}, ${guard.firstName}`;
    await expect(options).toHaveText([
      /^None/,
      new RegExp(`^${name(regular)}`),
      new RegExp(`^${name(plain)}`),
      new RegExp(`^${name(expired)}`),
      new RegExp(`^${name(booked)}`),
    ]);
    await expect(options.nth(1)).toContainText(`Covered here ${formatDate(coverage.date(2))}`);
    await expect(options.nth(3)).toContainText('Guard card expired by then');
    await expect(options.nth(4)).toContainText(`Booked 12:00\u201320:00 at ${elsewhere.name}`);
    await checkA11y();

    await options.nth(4).click();
    const confirm = page.getByRole('alertdialog', { name: 'Guard already booked' });
    await expect(confirm).toContainText(elsewhere.name);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(combobox(dialog, 'Assigned Guard')).toHaveValue('');

    // Escape closes the list and leaves the field as it was; the dialog stays open.
    await combobox(dialog, 'Assigned Guard').fill(`cal rank${coverage.tag}`);
    await page.keyboard.press('Escape');
    await expect(options).toHaveCount(0);
    await expect(combobox(dialog, 'Assigned Guard')).toHaveValue('');
    await expect(dialog).toBeVisible();
    await combobox(dialog, 'Assigned Guard').fill(`cal rank${coverage.tag}`);
    // A card expired by then is a rule (issue #39), not a question: shown, and refused on save.
    await dialog.getByRole('option', { name: new RegExp(name(expired)) }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(combobox(dialog, 'Assigned Guard')).toHaveValue(name(expired));
    await expect(combobox(dialog, 'Assigned Guard')).toHaveAccessibleDescription(
      'Cannot be assigned: Guard card expired by then',
    );
    await dialog.getByRole('button', { name: 'Add Request' }).click();
    await expect(
      toast(page, 'Failed to add coverage request', 'Guard card expired by then'),
    ).toBeVisible();
  });
});
