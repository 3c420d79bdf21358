import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { localIsoDate } from '../../src/shared/calendar';
import { shiftBounds } from '../../src/shared/check-in-rules';
import { parseCsv } from '../../src/shared/csv';
import { isoWeekOf, weekDays } from '../../src/shared/iso-week';
import { weekApprovalWait } from '../../src/shared/timesheet-approval';
import { e2eDatabase } from './support/accounts';
import { pageHeading, toast } from './helpers/ui';
import { expect, test } from './support/fixtures';
import { expectAccessible, inScene } from './support/shift-scenes';

/** A past week no other spec books: Monday Sep 28 to Sunday Oct 4, 2026. */
const WEEK = '2026-W40';
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The instant `minutes` after the start of a 08:00–16:00 shift on `date`, in the server's zone. */
function atShift(date: string, minutes: number): string {
  const { start } = shiftBounds({ date, startTime: '08:00', endTime: '16:00' }, ZONE);
  return new Date(start + minutes * 60_000).toISOString();
}

/**
 * Issues #33 and #39: a supervisor reads a guard's week on /timesheets (on time, 15 minutes late
 * and off site, a check-out missing, a check-in missing), sets a shift's worked time from the
 * control on its line with the keyboard, is asked before approving the shift without a check-in
 * as scheduled, approves, and downloads the payroll CSV: a line per shift and the week's total.
 * The current week cannot be approved yet, and says until when.
 */
test.describe('Timesheets', () => {
  test('a supervisor sets a worked time, approves a missing check-in as scheduled and exports the week', async ({
    browser,
    page,
    signInAs,
  }) => {
    await inScene(browser, async ({ world }) => {
      const { db } = e2eDatabase();
      const post = await world.location('Harbor Gate');
      const tess = await world.guard('Tess', 'Sheet', { account: false });
      const guardName = `${tess.lastName}, ${tess.firstName}`;
      const attend = async (
        date: string,
        record: { in: number; out: number | null; mark?: 'on-site' | 'off-site' } | null,
      ) => {
        const requestId = await world.shift(post.id, date, tess, {
          startTime: '08:00',
          endTime: '16:00',
        });
        if (!record) return;
        await db
          .insertInto('shiftAttendance')
          .values({
            id: randomUUID(),
            requestId,
            guardId: tess.guardId,
            checkedInAt: atShift(date, record.in),
            checkInMark: record.mark ?? 'on-site',
            checkInDistanceMeters: record.mark === 'off-site' ? 640 : 20,
            checkedOutAt: record.out === null ? null : atShift(date, record.out),
            checkOutMark: record.out === null ? null : 'on-site',
          })
          .execute();
      };
      await attend('2026-09-28', { in: -2, out: 482 });
      await attend('2026-09-29', { in: 15, out: 480, mark: 'off-site' });
      await attend('2026-09-30', { in: 0, out: null });
      await attend('2026-10-01', null);

      await signInAs('supervisor', { firstName: 'Sam', lastName: 'Payroll' });

      // A week without shifts says so.
      await page.goto('/timesheets?week=2001-W10');
      await expect(pageHeading(page, 'Timesheets')).toBeVisible();
      await expect(page.getByText('No shifts assigned to guards this week')).toBeVisible();

      // The guard's week: 32 h scheduled, 8 h + 7.75 h worked, 15 min late, two shifts to settle.
      await page.goto(`/timesheets?week=${WEEK}`);
      await expect(page.getByText('Sep 28 – Oct 4, 2026')).toBeVisible();
      const card = page.getByRole('listitem', { name: guardName });
      await expect(card.getByRole('definition')).toHaveText([
        '32 h',
        '15.8 h',
        '—',
        '15 min',
        '1 check-out missing, 1 check-in missing',
      ]);
      await expect(card.getByText('To resolve')).toBeVisible();

      // The shifts are on the page, each with its check-ins, marks and its own control.
      const shifts = card.getByRole('list', { name: `${guardName}'s shifts` });
      await expect(shifts.getByRole('listitem')).toHaveCount(4);
      const late = shifts.getByRole('listitem', { name: /Sep 29/ });
      await expect(late.getByText('Off site')).toBeVisible();
      await expect(late.getByText('15 min late')).toBeVisible();
      const open = shifts.getByRole('listitem', { name: /Sep 30/ });
      const absent = shifts.getByRole('listitem', { name: /Oct 1/ });
      await expect(open.getByText('Missing')).toBeVisible();
      await expect(absent.getByText('Missing')).toBeVisible();
      await expect(shifts.getByRole('button', { name: /^Set worked time: / })).toHaveCount(4);
      await expectAccessible(page);

      // Approving asks first, naming both shifts; cancelling changes nothing.
      await card.getByRole('button', { name: 'Approve week' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Approve as scheduled?' });
      await expect(ask.getByRole('listitem')).toHaveText([
        `Sep 30 ${post.name}: no check-out`,
        `Oct 1 ${post.name}: no check-in`,
      ]);
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await expect(ask).toBeHidden();
      await expect(card.getByText('To resolve')).toBeVisible();

      // The worked time of the open shift, set from its line with the keyboard.
      const setOpen = open.getByRole('button', {
        name: `Set worked time: ${post.name}, Wed, Sep 30`,
      });
      await expect(setOpen).toBeVisible();
      await setOpen.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Set worked time' });
      await expect(dialog).toContainText('No check-out recorded.');
      await dialog.getByLabel('Hours').fill('8');
      await dialog.getByLabel('Minutes').fill('0');
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Worked time saved')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('definition').nth(1)).toHaveText('23.8 h');
      await expect(open.getByText('Set by Sam Payroll')).toBeVisible();

      // Approving now names only the shift without a check-in; approved as scheduled.
      await card.getByRole('button', { name: 'Approve week' }).click();
      await expect(ask.getByRole('listitem')).toHaveText([`Oct 1 ${post.name}: no check-in`]);
      await ask.getByRole('button', { name: 'Approve as scheduled' }).click();
      await expect(toast(page, `Approved: ${guardName}'s week`)).toBeVisible();
      await expect(ask).toBeHidden();
      await expect(card.getByText('Approved', { exact: true })).toBeVisible();
      await expect(
        card.getByText(/^Approved by Sam Payroll, .* · 1 shift as scheduled$/),
      ).toBeVisible();
      await expect(absent.getByText('Approved as scheduled')).toBeVisible();
      await expect(card.getByRole('definition').nth(1)).toHaveText('31.8 h');
      await expect(card.getByRole('button', { name: /^Set worked time/ })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Un-approve' })).toBeVisible();

      // The payroll file: a line per shift, then the week's total.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`timesheets_${WEEK}.csv`);
      await expect(toast(page, 'CSV exported successfully')).toBeVisible();
      const table = parseCsv(await readFile(await download.path(), 'utf8'));
      const lines = table.rows
        .filter((row) => row.Guard === guardName)
        .map((row) => Object.values(row).slice(1));
      expect(lines).toEqual([
        ['2026-09-28', post.name, '8.00', '8.00', '8.00', '0.00', '0', 'no', ''],
        ['2026-09-29', post.name, '8.00', '7.75', '7.75', '0.00', '15', 'no', ''],
        [
          '2026-09-30',
          post.name,
          '8.00',
          '8.00',
          '8.00',
          '0.00',
          '0',
          'no',
          'Worked time set by Sam Payroll',
        ],
        ['2026-10-01', post.name, '8.00', '8.00', '8.00', '0.00', '0', 'no', 'As scheduled'],
        ['Week total', '', '32.00', '31.75', '31.75', '0.00', '15', '', 'Approved by Sam Payroll'],
      ]);

      // The week picker moves a week at a time.
      await page.getByRole('button', { name: 'Previous week' }).click();
      await expect(page).toHaveURL(/week=2026-W39/);
      await expect(card).toHaveCount(0);
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect(card.getByText('Approved', { exact: true })).toBeVisible();
    });
  });

  test('Approve week waits for the end of the current week, saying when', async ({
    browser,
    page,
    signInAs,
  }) => {
    await inScene(browser, async ({ world }) => {
      const post = await world.location('Quay Gate');
      const una = await world.guard('Una', 'Early', { account: false });
      const week = isoWeekOf(localIsoDate(new Date()));
      const monday = weekDays(week)[0] ?? '';
      const shift = { date: monday, startTime: '08:00', endTime: '16:00' };
      await world.shift(post.id, monday, una, shift);
      const reason = weekApprovalWait(week, [shift], new Date(), ZONE);
      expect(reason).toMatch(/^The week ends Sun, /);

      await signInAs('supervisor');
      await page.goto('/timesheets');
      const card = page.getByRole('listitem', { name: `${una.lastName}, ${una.firstName}` });
      const approve = card.getByRole('button', { name: 'Approve week' });
      await expect(approve).toBeDisabled();
      await expect(card.getByText(reason ?? '')).toBeVisible();
      // The worked time of its shift can be set meanwhile.
      await expect(
        card.getByRole('button', { name: new RegExp(`^Set worked time: ${post.name}, `) }),
      ).toBeEnabled();
    });
  });
});
