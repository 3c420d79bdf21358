import { randomUUID } from 'node:crypto';
import { shiftBounds } from '../../src/shared/check-in-rules';
import { weekTitle } from '../../src/shared/iso-week';
import { e2eDatabase } from './support/accounts';
import { editor, field } from './helpers/coverage-dialog';
import { FAILED_RESOURCE, NAVIGATION_TIMEOUT, toast } from './helpers/ui';
import { expect, test } from './support/fixtures';
import { inScene } from './support/shift-scenes';

/** A past week no other spec books: Monday Aug 31 to Sunday Sep 6, 2026. */
const WEEK = '2026-W36';
const MONDAY = '2026-08-31';
const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Issue #40: a supervisor approves a guard's week on /timesheets, then tries to lengthen one of
 * its shifts from the week board's edit form. The save is refused with the server's words, the
 * form stays open, and the shift and the approved week are as they were.
 */
test.describe('An approved week is frozen', () => {
  test('an edit of a shift in an approved week is refused, saying how to change it', async ({
    browser,
    page,
    signInAs,
    allowConsoleErrors,
  }, testInfo) => {
    // The refused save is a 409 the browser logs.
    allowConsoleErrors(FAILED_RESOURCE);
    await inScene(browser, async ({ world }) => {
      const { db } = e2eDatabase();
      const post = await world.location('Pier Gate');
      const kim = await world.guard('Kim', 'Frozen', { account: false });
      const guardName = `${kim.lastName}, ${kim.firstName}`;
      const requestId = await world.shift(post.id, MONDAY, kim, {
        startTime: '08:00',
        endTime: '16:00',
      });
      const { start, end } = shiftBounds(
        { date: MONDAY, startTime: '08:00', endTime: '16:00' },
        ZONE,
      );
      await db
        .insertInto('shiftAttendance')
        .values({
          id: randomUUID(),
          requestId,
          guardId: kim.guardId,
          checkedInAt: new Date(start).toISOString(),
          checkInMark: 'on-site',
          checkedOutAt: new Date(end).toISOString(),
          checkOutMark: 'on-site',
        })
        .execute();

      await signInAs('supervisor', { firstName: 'Sam', lastName: 'Payroll' });
      await page.goto(`/timesheets?week=${WEEK}`);
      const card = page.getByRole('listitem', { name: guardName });
      await card.getByRole('button', { name: 'Approve week' }).click();
      await expect(toast(page, `Approved: ${guardName}'s week`)).toBeVisible();
      await expect(card.getByText('Approved', { exact: true })).toBeVisible();

      // The week board: the shift's chip opens its edit form (a day's list on a phone).
      await page.goto(`/schedule?week=${WEEK}`);
      await expect(page.getByRole('heading', { level: 2, name: weekTitle(WEEK) })).toBeVisible({
        timeout: NAVIGATION_TIMEOUT,
      });
      await page.getByRole('textbox', { name: 'Filter by post name or dept code' }).fill(post.name);
      if (testInfo.project.name === 'phone') {
        const strip = page.getByRole('group', { name: 'Day of the week' });
        await strip.getByRole('button', { name: /^Mon, Aug 31/ }).click();
      }
      await page.getByRole('button', { name: new RegExp(`^${post.name}, .*08:00–16:00`) }).click();
      const edit = editor(page, 'Edit Coverage Request');
      await field(edit, 'End Time*').fill('2359');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      const refusal = `Week ${WEEK} of ${kim.firstName} ${kim.lastName} is approved: un-approve it first`;
      await expect(toast(page, 'Failed to update request', refusal)).toBeVisible();
      await expect(edit).toBeVisible();

      const stored = await db
        .selectFrom('coverageRequests')
        .select(['endTime', 'assignedGuardId'])
        .where('id', '=', requestId)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ endTime: '16:00', assignedGuardId: kim.guardId });
      await page.keyboard.press('Escape');
      await page.goto(`/timesheets?week=${WEEK}`);
      await expect(card.getByRole('definition').first()).toHaveText('8 h');
      await expect(card.getByText('Approved', { exact: true })).toBeVisible();
    });
  });
});
