import type { Page } from '@playwright/test';
import { format, subSeconds } from 'date-fns';
import { e2eDatabase } from './support/accounts';
import { expect, test } from './support/fixtures';
import { changingCompanyRules } from './support/settings-lock';
import { inScene } from './support/shift-scenes';

/**
 * Issue #33, end to end: one guard checks in at the post from the phone; another never does.
 * With Late after 1 and No-show after 4 minutes, the dispatcher's 'Now' strip shows the first
 * checked in and the second 'Late'; then the e2e server's own timers (queued every 15 seconds,
 * fired by the outbox's worker) make the second shift a no-show call-out, and the board shows it
 * open, with its reason. A call-out is news for every office account: this spec runs in the
 * 'shifts' project.
 */

const BAYVIEW = { latitude: 40.7128, longitude: -74.006 };

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
  test('reads Late beside a guard checked in on site, then becomes a no-show call-out, open on the dispatcher’s board', async ({
    page,
    browser,
    signInAs,
    makeAccount,
  }) => {
    test.setTimeout(240_000);
    await changingCompanyRules(async () => {
      await inScene(browser, async ({ tag, world, phone }) => {
        await signInAs('admin', { firstName: 'Ada' });
        await setAttendance(page, '1', '4');

        // Lee's shift at the harbour starts in ten minutes; Lee is at the post, and checks in.
        const harbour = await world.location('Harbor Dock', { ...BAYVIEW, radiusMeters: 150 });
        const lee = await world.guard('Lee', 'Park');
        const soon = new Date(Date.now() + 10 * 60_000);
        await world.shift(harbour.id, format(soon, 'yyyy-MM-dd'), lee, {
          startTime: format(soon, 'HH:mm'),
          endTime: format(new Date(soon.getTime() + 8 * 60 * 60_000), 'HH:mm'),
        });
        const leePhone = await phone(lee.account, {
          geolocation: { ...BAYVIEW, accuracy: 10 },
          permissions: ['geolocation'],
        });
        await leePhone.goto('/my-shifts');
        const leeCard = leePhone.getByRole('listitem', { name: new RegExp(`^${harbour.name}, `) });
        await leeCard.getByRole('button', { name: 'Check in' }).click();
        await expect(leeCard.getByText('On site', { exact: true })).toBeVisible();

        // The shift started about 90 seconds ago (whole minutes), and Kim has not checked in.
        const post = await world.location('Bayview Plaza');
        const kim = await world.guard('Kim', 'Soto');
        const start = subSeconds(new Date(), 90);
        const end = new Date(start.getTime() + 8 * 60 * 60_000);
        const requestId = await world.shift(post.id, format(start, 'yyyy-MM-dd'), kim, {
          startTime: format(start, 'HH:mm'),
          endTime: format(end, 'HH:mm'),
        });

        // The dispatcher watches the board on their phone: Lee is in, Kim is late.
        const dana = await makeAccount({ role: 'dispatch', firstName: 'Dana', lastName: 'Desk' });
        const board = await phone(dana);
        await board.goto('/open-shifts');
        const strip = board.getByRole('list', { name: 'Now' });
        await expect(
          strip.getByRole('listitem', { name: new RegExp(`^Now: ${harbour.name}, `) }),
        ).toContainText(/Checked in \d\d:\d\d/);
        await expect(
          strip.getByRole('listitem', { name: new RegExp(`^Now: ${post.name}, .*: Late$`) }),
        ).toBeVisible();
        const row = boardRow(board, post.name);
        await expect(row).toContainText(`Soto ${tag}, Kim did not come`, { timeout: 180_000 });
        await expect(row).toContainText('No check-in 4 minutes after the start');
        await expect(
          strip.getByRole('listitem', { name: new RegExp(`^Now: ${post.name}, .*: No-show$`) }),
        ).toBeVisible();

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
