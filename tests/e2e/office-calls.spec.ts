import type { Page } from '@playwright/test';
import { guardDisplayName } from '../../src/shared/guards';
import { isoWeekOf } from '../../src/shared/iso-week';
import { localDate } from './helpers/reference-data';
import { toast } from './helpers/ui';
import { expect, test } from './support/fixtures';
import { inScene, offerCard, tabTo } from './support/shift-scenes';

/**
 * Issue #30, end to end: the office takes a call-out on the phone and logs its calls to guards.
 * A dispatcher at a desk works by keyboard alone; supervisors and guards on phones (390x844).
 * These are news for every office account, so they run in the 'shifts' project, after the others.
 */

/** The rows of a report's table, as the text of their cells (reports.spec.ts reads them so). */
async function reportRows(page: Page, title: string): Promise<string[][]> {
  const section = page.getByRole('region', { name: title, exact: true });
  await section.getByText('Show table').click();
  const table = section.getByRole('table', { name: title, exact: true });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    );
}

const boardRow = (page: Page, post: string) =>
  page.getByRole('listitem', { name: new RegExp(`^${post}, `) });

test.describe('Calls and call-outs the office takes', () => {
  test('a guard phones in sick: the dispatcher records it by keyboard; the board shows it at once and the reports count it', async ({
    page,
    browser,
    signInAs,
    makeAccount,
    checkA11y,
  }) => {
    test.slow();
    await inScene(browser, async ({ tag, world, phone }) => {
      const post = await world.location('Quay');
      const sam = await world.guard('Sam', 'Caller', { account: false, phone: '+13105550101' });
      const date = localDate(2);
      await world.shift(post.id, date, sam);

      // A supervisor watches the board on their phone.
      const sue = await makeAccount({ role: 'supervisor', firstName: 'Sue', lastName: 'Visor' });
      const board = await phone(sue);
      await board.goto('/open-shifts');
      await expect(
        board.getByRole('list', { name: 'Open shifts' }).or(board.getByText('No open shifts')),
      ).toBeVisible();
      const row = boardRow(board, post.name);
      await expect(row).toHaveCount(0);

      // Dana, at a desk, by keyboard alone: Report Call Out, the guard's shift, a reason, a note.
      await signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
      await page.goto('/');
      await tabTo(page, page.getByRole('button', { name: 'Report Call Out' }));
      await page.keyboard.press('Enter');
      const report = page.getByRole('dialog', { name: 'Report a call out' });
      await expect(report.getByRole('textbox', { name: 'Find the guard or post' })).toBeFocused();
      await page.keyboard.type(`Caller ${tag}`);
      const shift = report.getByRole('button', { name: new RegExp(`^Caller ${tag}, Sam`) });
      await expect(shift).toContainText(post.name);
      await tabTo(page, shift);
      await page.keyboard.press('Enter');
      const assigned = report.getByRole('radio', { name: /the assigned guard/ });
      await expect(assigned).toBeFocused();
      await expect(assigned).toBeChecked();
      await checkA11y({ withoutToasts: true });
      // Submitting without a reason says what is missing.
      await tabTo(page, report.getByRole('button', { name: 'Call out', exact: true }));
      await page.keyboard.press('Enter');
      await expect(report.getByRole('alert')).toHaveText('Choose a reason');
      await tabTo(page, report.getByRole('radio', { name: 'Sick' }));
      await page.keyboard.press('Space');
      await expect(report.getByRole('radio', { name: 'Sick' })).toBeChecked();
      await page.keyboard.press('ArrowRight');
      await expect(report.getByRole('radio', { name: 'Family' })).toBeChecked();
      await page.keyboard.press('ArrowLeft');
      await tabTo(page, report.getByRole('textbox', { name: 'Note (optional)' }));
      await page.keyboard.type('Fever since last night');
      await tabTo(page, report.getByRole('button', { name: 'Call out', exact: true }));
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Call-out recorded: the shift is open')).toBeVisible();
      await expect(report).toBeHidden();

      // The supervisor's board shows it at once, as a guard's own call-out, and says who took it.
      await expect(row).toContainText(
        `Caller ${tag}, Sam called out: Sick: Fever since last night (told Dana Desk)`,
      );
      await expect(toast(board, `Sam Caller ${tag} can't make it`)).toBeVisible();
      await row.getByRole('button', { name: /^Find cover for / }).click();
      const finder = board.getByRole('dialog', { name: 'Find cover' });
      await finder.getByRole('button', { name: 'Show history' }).click();
      const history = finder.getByRole('list', { name: 'Request history' });
      await expect(history).toContainText(
        `Sam Caller ${tag} called out (told the office): Sick: Fever since last night`,
      );
      await expect(history).toContainText('by Dana Desk on');
      await board.keyboard.press('Escape');

      // And the reports count it as a call-out from the guard's phone.
      await board.goto(`/reports?from=${date}&to=${date}&locations=${post.id}`);
      expect(await reportRows(board, 'Call-outs per post')).toEqual([
        [post.name, post.deptCode, '1', '1'],
      ]);
    });
  });

  test("a call-out by 'Someone else' takes a name, and the board shows it counted against no guard", async ({
    page,
    browser,
    signInAs,
    makeAccount,
  }) => {
    await inScene(browser, async ({ tag, world, phone }) => {
      const post = await world.location('Wharf');
      const ivy = await world.guard('Ivy', 'Quill', { account: false });
      const date = localDate(2);
      await world.shift(post.id, date, ivy);
      await world.shift(post.id, localDate(3), ivy);

      // Issue #40: who called out is the assigned guard or someone else by name, nothing more.
      await signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
      await page.goto('/');
      await page.getByRole('button', { name: 'Report Call Out' }).click();
      const report = page.getByRole('dialog', { name: 'Report a call out' });
      await report.getByRole('textbox', { name: 'Find the guard or post' }).fill(`Quill ${tag}`);
      await report
        .getByRole('button', { name: new RegExp(`^Quill ${tag}, Ivy`) })
        .first()
        .click();
      await expect(report.getByRole('radio', { name: /the assigned guard/ })).toBeChecked();
      await expect(report.getByRole('radio', { name: 'Someone else' })).toBeVisible();
      await report.getByRole('radio', { name: 'Someone else' }).check();
      await report.getByText('Sick', { exact: true }).click();
      await report.getByRole('button', { name: 'Call out', exact: true }).click();
      await expect(report.getByRole('alert').first()).toHaveText(
        'Enter the name of who called out',
      );
      await report.getByRole('textbox', { name: 'Their name' }).fill(`Lee Stand-in ${tag}`);
      await page.screenshot({ path: '/tmp/i40-someone-else-desktop.png' });
      await report.getByRole('button', { name: 'Call out', exact: true }).click();
      await expect(toast(page, 'Call-out recorded: the shift is open')).toBeVisible();

      // The board says who, in their words; Ivy is offered the shift again like anyone.
      const dan = await makeAccount({ role: 'dispatch', firstName: 'Dan', lastName: 'Phone' });
      const board = await phone(dan);
      await board.goto('/open-shifts');
      await expect(boardRow(board, post.name)).toContainText(
        `Lee Stand-in ${tag} called out: Sick (told Dana Desk)`,
      );
      await board.goto(`/?month=${date.slice(0, 7)}`);
      await board.getByRole('button', { name: 'Report Call Out' }).click();
      const onPhone = board.getByRole('dialog', { name: 'Report a call out' });
      await onPhone.getByRole('textbox', { name: 'Find the guard or post' }).fill(`Quill ${tag}`);
      await onPhone
        .getByRole('button', { name: new RegExp(`^Quill ${tag}, Ivy`) })
        .first()
        .tap();
      await onPhone.getByRole('radio', { name: 'Someone else' }).tap();
      await expect(onPhone.getByRole('textbox', { name: 'Their name' })).toBeFocused();
      await board.screenshot({ path: '/tmp/i40-someone-else-phone.png' });
    });
  });

  test("on a phone, the week board's chip and the month's list take a call-out too", async ({
    browser,
    makeAccount,
  }) => {
    test.slow();
    await inScene(browser, async ({ tag, world, phone }) => {
      const post = await world.location('Ridge');
      const kim = await world.guard('Kim', 'Soto', { account: false });
      const lee = await world.guard('Lee', 'Park', { account: false });
      const date = localDate(3);
      // Two guards on the same shift (a crew of two), each to call out of it in another way.
      await world.shift(post.id, date, kim);
      await world.shift(post.id, date, lee);
      const sue = await makeAccount({ role: 'supervisor', firstName: 'Sue', lastName: 'Visor' });
      const sues = await phone(sue);

      // The week board: Kim's chip opens the request, whose form has 'Call out'.
      await sues.goto(`/schedule?week=${isoWeekOf(date)}`);
      await sues.getByRole('textbox', { name: 'Filter by post name or dept code' }).fill(tag);
      const dayStrip = sues.getByRole('group', { name: 'Day of the week' });
      await dayStrip.getByRole('button', { name: new RegExp(`^${dayName(date)}`) }).click();
      await sues
        .getByRole('button', { name: new RegExp(`^${post.name}, .*Soto ${tag}, K\\.`) })
        .click();
      const edit = sues.getByRole('dialog', { name: 'Edit Coverage Request' });
      await edit.getByRole('button', { name: 'Call out' }).click();
      const callOut = sues.getByRole('dialog', { name: 'Call out' });
      // One way to close it: Cancel (and Escape), no corner X.
      await expect(callOut.getByRole('button', { name: 'Close' })).toHaveCount(0);
      await callOut.getByText('Transport', { exact: true }).tap();
      await callOut.getByRole('button', { name: 'Call out', exact: true }).tap();
      await expect(toast(sues, 'Call-out recorded: the shift is open')).toBeVisible();
      await expect(callOut).toBeHidden();
      await expect(edit).toBeHidden();

      // The month's list of the post: Lee's row.
      await sues.goto(`/?month=${date.slice(0, 7)}`);
      await sues.getByRole('button', { name: new RegExp(`^${post.name}`) }).click();
      const month = sues.getByRole('dialog', { name: new RegExp(post.name) });
      await month
        .getByRole('button', { name: new RegExp(`^Call out Park ${tag}, Lee of the request`) })
        .tap();
      const second = sues.getByRole('dialog', { name: 'Call out' });
      await second.getByText('Family', { exact: true }).tap();
      await second.getByRole('button', { name: 'Call out', exact: true }).tap();
      await expect(toast(sues, 'Call-out recorded: the shift is open').last()).toBeVisible();
      await expect(month.getByRole('button', { name: /^Call out / })).toHaveCount(0);
      await sues.keyboard.press('Escape');

      await sues.goto('/open-shifts');
      await expect(boardRow(sues, post.name)).toHaveCount(2);
      const list = sues.getByRole('list', { name: 'Open shifts' });
      await expect(list).toContainText(`Soto ${tag}, Kim called out: Transport (told Sue Visor)`);
      await expect(list).toContainText(`Park ${tag}, Lee called out: Family (told Sue Visor)`);
    });
  });

  test('a logged accepted call gives the guard the shift; the guard offered it in the app is told it was taken', async ({
    page,
    browser,
    signInAs,
  }) => {
    test.slow();
    await inScene(browser, async ({ tag, world, phone }) => {
      const post = await world.location('Wharf');
      const ana = await world.guard('Ana', 'Brown', { account: false, phone: '+12135550111' });
      const kim = await world.guard('Kim', 'Soto', { phone: '+12135550112' });
      await world.shift(post.id, localDate(3));
      const dana = await signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });

      // On Dana's phone, a guard's number is a button that dials it.
      const danaPhone = await phone(dana);
      await danaPhone.goto('/open-shifts');
      await boardRow(danaPhone, post.name)
        .getByRole('button', { name: /^Find cover for / })
        .tap();
      const phoneFinder = danaPhone.getByRole('dialog', { name: 'Find cover' });
      await phoneFinder.getByRole('textbox', { name: 'Find a guard' }).fill(tag);
      const dial = phoneFinder.getByRole('link', {
        name: `Call ${guardDisplayName(ana)}, (213) 555-0111`,
      });
      await expect(dial).toHaveAttribute('href', 'tel:+12135550111');
      await expect(
        phoneFinder.getByRole('button', { name: `Copy ${guardDisplayName(ana)}'s number` }),
      ).toBeHidden();
      await danaPhone.keyboard.press('Escape');

      // Kim has the app and an offer; Ana has no account and answers the phone.
      const kimPhone = await phone(kim.account);
      await page.goto('/open-shifts');
      const row = boardRow(page, post.name);
      await tabTo(page, row.getByRole('button', { name: /^Find cover for / }));
      await page.keyboard.press('Enter');
      const finder = page.getByRole('dialog', { name: 'Find cover' });
      await tabTo(page, finder.getByRole('textbox', { name: 'Find a guard' }));
      await page.keyboard.type(tag);
      await tabTo(page, finder.getByRole('checkbox', { name: guardDisplayName(kim) }));
      await page.keyboard.press('Space');
      await tabTo(page, finder.getByRole('button', { name: 'Send offer (1)' }));
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Offer sent to 1 guard')).toBeVisible();
      await kimPhone.goto('/my-shifts');
      const kimOffer = offerCard(kimPhone, post.name);
      await expect(kimOffer.getByRole('button', { name: 'Accept' })).toBeVisible();

      // At a desk the number is there to copy; Dana calls Ana: no answer, then yes.
      const anaName = guardDisplayName(ana);
      await expect(
        finder.getByText('(213) 555-0111', { exact: true }).filter({ visible: true }),
      ).toHaveCount(1);
      await expect(finder.getByRole('button', { name: `Copy ${anaName}'s number` })).toBeVisible();
      await expect(finder.getByRole('link', { name: new RegExp(`^Call ${anaName}`) })).toBeHidden();
      const logCall = finder.getByRole('button', { name: `Log a call to ${anaName}` });
      await tabTo(page, logCall);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'No answer' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(toast(page, `Call to ${anaName} logged: no answer`)).toBeVisible();
      await expect(finder.getByText(/^Last call: no answer, /)).toBeVisible();
      await tabTo(page, logCall);
      await page.keyboard.press('Enter');
      // End goes to the last outcome (pressed again should the menu still be settling).
      const accepted = menu.getByRole('menuitem', { name: 'Accepted: give them the shift' });
      await expect(async () => {
        await page.keyboard.press('End');
        await expect(accepted).toBeFocused({ timeout: 500 });
      }).toPass();
      await page.keyboard.press('Enter');
      await expect(toast(page, `${anaName} has the shift`)).toBeVisible();
      await expect(finder.getByText('This shift has a guard now.')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(row).toContainText(`Taken by ${anaName}`);

      // Kim's offer in the app ended with it, by the same first-accept-wins rule: his phone says so.
      await expect(toast(kimPhone, 'Taken by another guard')).toBeVisible();
      await expect(kimOffer).toContainText('Taken by another guard');
      await expect(kimOffer.getByRole('button', { name: 'Accept' })).toHaveCount(0);

      // The history tells the calls, who made them, and the time it took to fill.
      await tabTo(page, row.getByRole('button', { name: /^Details of / }));
      await page.keyboard.press('Enter');
      const details = page.getByRole('dialog', { name: 'Shift details' });
      await details.getByRole('button', { name: 'Show history' }).click();
      const history = details.getByRole('list', { name: 'Request history' });
      await expect(history).toContainText(`Called Ana Brown ${tag}: no answer`);
      await expect(history).toContainText(`Accepted by Ana Brown ${tag} on a call`);
      await expect(history).toContainText('by Dana Desk on');
      await expect(history).toContainText('Time to fill:');
      await expect(details.getByRole('region', { name: 'Offers sent' })).toContainText(
        'Taken by another guard',
      );
    });
  });
});

/** 'Mon' … 'Sun': how the week board's day strip starts a day's name. */
function dayName(iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    timeZone: 'UTC',
  });
}
