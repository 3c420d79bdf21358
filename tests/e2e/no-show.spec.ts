import type { Page } from '@playwright/test';
import { format, subSeconds } from 'date-fns';
import { e2eDatabase } from './support/accounts';
import { expect, test } from './support/fixtures';
import { changingCompanyRules } from './support/settings-lock';
import { inScene } from './support/shift-scenes';

/**
 * Issue #33, end to end: a guard never checks in. With Late after 1 and No-show after 2 minutes,
 * the e2e server's own timers (queued every 15 seconds, fired by the outbox's worker) make the
 * shift a no-show call-out, and the dispatcher's open-shifts board shows it open, with its reason.
 * A call-out is news for every office account: this spec runs in the 'shifts' project.
 */

const boardRow = (page: Page, post: string) =>
  page.getByRole('listitem', { name: new RegExp(`^${post}, `) });

/** Sets the attendance settings as the admin does on the Settings page. */
async function setAttendance(page: Page, late: string, noShow: string) {
  await page.goto('/settings');
  const section = page.getByRole('form', { name: 'Attendance' });
  await section.getByLabel('Late after (minutes)').fill(late);
  await section.getByLabel('No-show after (minutes)').fill(noShow);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
}

test.describe('A guard who never checks in', () => {
  test('becomes a no-show call-out, open on the dispatcher’s board', async ({
    page,
    browser,
    signInAs,
    makeAccount,
  }) => {
    test.setTimeout(150_000);
    await changingCompanyRules(async () => {
      await inScene(browser, async ({ tag, world, phone }) => {
        await signInAs('admin', { firstName: 'Ada' });
        await setAttendance(page, '1', '2');

        // The shift started about 90 seconds ago (whole minutes), and Kim has not checked in.
        const post = await world.location('Bayview Plaza');
        const kim = await world.guard('Kim', 'Soto');
        const start = subSeconds(new Date(), 90);
        const end = new Date(start.getTime() + 8 * 60 * 60_000);
        const requestId = await world.shift(post.id, format(start, 'yyyy-MM-dd'), kim, {
          startTime: format(start, 'HH:mm'),
          endTime: format(end, 'HH:mm'),
        });

        // The dispatcher watches the board on their phone.
        const dana = await makeAccount({ role: 'dispatch', firstName: 'Dana', lastName: 'Desk' });
        const board = await phone(dana);
        await board.goto('/open-shifts');
        const row = boardRow(board, post.name);
        await expect(row).toContainText(`Soto ${tag}, Kim called out: No-show`, {
          timeout: 90_000,
        });
        await expect(row).toContainText('No check-in 2 minutes after the start');

        // The timers did it once, late first.
        const timers = await e2eDatabase()
          .db.selectFrom('attendanceTimers')
          .select(['kind', 'outcome'])
          .where('requestId', '=', requestId)
          .orderBy('dueAt')
          .execute();
        expect(timers).toEqual([
          { kind: 'late', outcome: 'late' },
          { kind: 'no-show', outcome: 'no-show' },
        ]);
      });
    });
  });
});
