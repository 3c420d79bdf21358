import { formatDate } from '../../src/shared/date-format';
import { dateRangeText } from '../../src/shared/rule-text';
import { localDate } from './helpers/reference-data';
import { FAILED_RESOURCE, pageHeading, toast } from './helpers/ui';
import { expect, test } from './support/fixtures';
import { expectAccessible, inScene } from './support/shift-scenes';

/**
 * Issue #39: time off is a rule on every path. A guard asks for time off over a shift they are
 * booked on; the office sees the shift on the request, is asked before approving, and the shift
 * opens on Open Shifts with the reason 'Time off'; the guard's My Shifts shows the time off and
 * no longer the shift. Run at a desk and on a phone (the office's page), the guard on a phone.
 */
test.describe('Time off over booked shifts', () => {
  test('the office approves time off over a booked shift, is asked first, and the shift opens as Time off', async ({
    browser,
    page,
    signInAs,
    checkA11y,
    allowConsoleErrors,
  }) => {
    // The first approval is answered 409 CONFIRM_WARNINGS, which is how the question is asked.
    allowConsoleErrors(FAILED_RESOURCE);
    await inScene(browser, async ({ world, phone }) => {
      const post = await world.location('Bayview Plaza');
      const kim = await world.guard('Kim', 'Soto');
      const name = `Kim ${kim.lastName}`;
      const day = localDate(3);
      const [from, to] = [day, localDate(4)];
      const dates = dateRangeText(from, to, localDate(0));
      await world.shift(post.id, day, kim, { startTime: '18:00', endTime: '02:00' });
      const shift = `${post.name} \u00b7 ${formatDate(day)} \u00b7 18:00\u201302:00`;

      // The guard asks on their phone; their shift is still on My Shifts.
      const kimPhone = await phone(kim.account);
      await kimPhone.goto('/my/availability');
      await kimPhone.getByLabel('First day').fill(from);
      await kimPhone.getByLabel('Last day').fill(to);
      await kimPhone.getByRole('button', { name: 'Request time off' }).click();
      await expect(toast(kimPhone, 'Time off requested')).toBeVisible();
      await kimPhone.goto('/my-shifts');
      const timeOff = kimPhone.getByRole('list', { name: 'Time off' });
      await expect(
        timeOff.getByRole('listitem', { name: `Time off, ${dates}, Pending` }),
      ).toBeVisible();
      const upcoming = kimPhone.getByRole('list', { name: 'Upcoming shifts' });
      await expect(upcoming.getByRole('listitem', { name: new RegExp(post.name) })).toBeVisible();

      // The office: the request names the shift it overlaps, and approving asks first.
      await signInAs('supervisor', { firstName: 'Sam', lastName: 'Lead' });
      await page.goto('/time-off');
      await expect(pageHeading(page, 'Time off')).toBeVisible();
      const row = page
        .getByRole('region', { name: /^Waiting for an answer/ })
        .getByRole('listitem', { name: `${name}, ${dates}` });
      const overlaps = row.getByRole('list', { name: 'Overlaps 1 booked shift' });
      await expect(overlaps.getByRole('listitem')).toHaveText([shift]);
      await row.getByRole('button', { name: /^Approve/ }).click();
      const ask = page.getByRole('alertdialog', { name: 'Approve and open 1 shift?' });
      await expect(ask.getByRole('list', { name: 'Shifts to open' })).toHaveText(shift);
      await checkA11y({ withoutToasts: true });
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: /^Approve/ }).click();
      await ask.getByRole('button', { name: 'Approve and open 1 shift' }).click();
      await expect(
        toast(page, `Approved: ${name}'s time off`, '1 shift opened on Open Shifts'),
      ).toBeVisible();
      await expect(ask).toBeHidden();

      // Open Shifts: the shift is open, 'Time off' its reason.
      await page.goto('/open-shifts');
      const open = page.getByRole('listitem', { name: new RegExp(`^${post.name}, `) });
      await expect(open).toContainText(
        `${kim.lastName}, Kim called out: Time off (approved by Sam Lead)`,
      );
      await expect(open).toContainText('Open');

      // The guard: told at once, the time off approved on My Shifts, the shift gone.
      await expect(toast(kimPhone, `Your time off ${dates} is approved`)).toBeVisible();
      await expect(
        timeOff.getByRole('listitem', { name: `Time off, ${dates}, Approved` }),
      ).toBeVisible();
      await expect(upcoming.getByRole('listitem', { name: new RegExp(post.name) })).toHaveCount(0);
      await expectAccessible(kimPhone);
    });
  });

  test('the office records time off over a booked shift for a guard without an account: asked first, inside the dialog', async ({
    browser,
    page,
    signInAs,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await inScene(browser, async ({ world }) => {
      const post = await world.location('North Gate');
      const ana = await world.guard('Ana', 'Ruiz', { account: false });
      const name = `Ana ${ana.lastName}`;
      const day = localDate(5);
      await world.shift(post.id, day, ana, { startTime: '22:00', endTime: '06:00' });
      await world.shift(post.id, localDate(6), ana, { startTime: '22:00', endTime: '06:00' });

      await signInAs('supervisor', { firstName: 'Sam', lastName: 'Lead' });
      await page.goto('/time-off');
      await page.getByRole('button', { name: 'Record time off' }).click();
      const record = page.getByRole('dialog', { name: 'Record time off' });
      await record.getByRole('combobox', { name: 'Guard' }).fill(ana.lastName);
      await record.getByRole('option', { name }).click();
      await record.getByLabel('First day').fill(localDate(6));
      await record.getByRole('button', { name: 'Record time off' }).click();
      // The night before runs into the day off: both shifts are named.
      const ask = page.getByRole('alertdialog', { name: 'Record and open 2 shifts?' });
      await expect(
        ask.getByRole('list', { name: 'Shifts to open' }).getByRole('listitem'),
      ).toHaveText([
        `${post.name} \u00b7 ${formatDate(day)} \u00b7 22:00\u201306:00`,
        `${post.name} \u00b7 ${formatDate(localDate(6))} \u00b7 22:00\u201306:00`,
      ]);
      await ask.getByRole('button', { name: 'Cancel' }).click();
      // Cancelled: nothing recorded, what was typed is still there.
      await expect(record.getByLabel('First day')).toHaveValue(localDate(6));
      await record.getByRole('button', { name: 'Record time off' }).click();
      await ask.getByRole('button', { name: 'Record and open 2 shifts' }).click();
      await expect(
        toast(page, `Time off recorded for ${name}`, '2 shifts opened on Open Shifts'),
      ).toBeVisible();
      await expect(record).toBeHidden();
    });
  });
});
