import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { shiftBounds } from '../../src/shared/check-in-rules';
import { parseCsv } from '../../src/shared/csv';
import { e2eDatabase } from './support/accounts';
import { FAILED_RESOURCE, pageHeading, toast } from './helpers/ui';
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
 * Issue #33: a supervisor reads a guard's week on /timesheets (on time, 15 minutes late and off
 * site, a check-out missing), is refused the approval while the check-out is missing, sets the
 * shift's worked time with the keyboard, approves the week and downloads the payroll CSV.
 */
test.describe('Timesheets', () => {
  test('a supervisor resolves a missing check-out, approves the week and exports it', async ({
    browser,
    page,
    signInAs,
    allowConsoleErrors,
  }) => {
    // The refused approval (409) is the browser's console note.
    allowConsoleErrors(FAILED_RESOURCE);
    await inScene(browser, async ({ world }) => {
      const { db } = e2eDatabase();
      const post = await world.location('Harbor Gate');
      const tess = await world.guard('Tess', 'Sheet', { account: false });
      const guardName = `${tess.lastName}, ${tess.firstName}`;
      const attend = async (
        date: string,
        record: { in: number; out: number | null; mark?: 'on-site' | 'off-site' },
      ) => {
        const requestId = await world.shift(post.id, date, tess, {
          startTime: '08:00',
          endTime: '16:00',
        });
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

      await signInAs('supervisor', { firstName: 'Sam', lastName: 'Payroll' });

      // A week without shifts says so.
      await page.goto('/timesheets?week=2001-W10');
      await expect(pageHeading(page, 'Timesheets')).toBeVisible();
      await expect(page.getByText('No shifts assigned to guards this week')).toBeVisible();

      // The guard's week: 24 h scheduled, 8 h + 7.75 h worked, 15 min late, a check-out missing.
      await page.goto(`/timesheets?week=${WEEK}`);
      await expect(page.getByText('Sep 28 – Oct 4, 2026')).toBeVisible();
      const card = page.getByRole('listitem', { name: guardName });
      await expect(card.getByRole('definition')).toHaveText([
        '24 h',
        '15.8 h',
        '15 min',
        '1 check-out missing',
      ]);
      await expect(card.getByText('To resolve')).toBeVisible();

      // Approving is refused while the check-out is missing, naming the shift.
      await card.getByRole('button', { name: 'Approve week' }).click();
      await expect(
        toast(page, `Resolve the missing check-out first: ${post.name} on Sep 30.`),
      ).toBeVisible();

      // The shifts, with their check-ins and marks.
      await card.getByRole('button', { name: 'Shifts (3)' }).click();
      const shifts = card.getByRole('list', { name: `${guardName}'s shifts` });
      await expect(shifts.getByRole('listitem')).toHaveCount(3);
      const late = shifts.getByRole('listitem', { name: /Sep 29/ });
      await expect(late.getByText('Off site')).toBeVisible();
      await expect(late.getByText('15 min late')).toBeVisible();
      const open = shifts.getByRole('listitem', { name: /Sep 30/ });
      await expect(open.getByText('Missing')).toBeVisible();
      await expectAccessible(page);

      // The worked time of the open shift, set with the keyboard.
      await open.getByRole('button', { name: /^Set worked time/ }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Set worked time' });
      await expect(dialog).toContainText('No check-out recorded.');
      await dialog.getByLabel('Hours').fill('8');
      await dialog.getByLabel('Minutes').fill('0');
      await page.keyboard.press('Enter');
      await expect(toast(page, 'Worked time saved')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('definition')).toHaveText(['24 h', '23.8 h', '15 min', '—']);
      await expect(open.getByText('Approved by Sam Payroll')).toBeVisible();

      // Approved: the badge says so, and the shifts can no longer be changed.
      await card.getByRole('button', { name: 'Approve week' }).click();
      await expect(toast(page, `Approved: ${guardName}'s week`)).toBeVisible();
      await expect(card.getByText('Approved', { exact: true })).toBeVisible();
      await expect(card.getByText(/^Approved by Sam Payroll, /)).toBeVisible();
      await expect(card.getByRole('button', { name: /^Set worked time/ })).toHaveCount(0);
      await expect(card.getByRole('button', { name: 'Un-approve' })).toBeVisible();

      // The payroll file: one line per guard, this guard's as the page says.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`timesheets_${WEEK}.csv`);
      await expect(toast(page, 'CSV exported successfully')).toBeVisible();
      const table = parseCsv(await readFile(await download.path(), 'utf8'));
      const row = table.rows.find((line) => line.Guard === guardName);
      expect(row).toMatchObject({
        Week: WEEK,
        Shifts: '3',
        'Scheduled Hours': '24.00',
        'Worked Hours': '23.75',
        'Late Minutes': '15',
        'Missing Check-ins': '0',
        'Missing Check-outs': '0',
        'Approved By': 'Sam Payroll',
      });

      // The week picker moves a week at a time.
      await page.getByRole('button', { name: 'Previous week' }).click();
      await expect(page).toHaveURL(/week=2026-W39/);
      await expect(card).toHaveCount(0);
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect(card.getByText('Approved', { exact: true })).toBeVisible();
    });
  });
});
