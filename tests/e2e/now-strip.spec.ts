import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { wallClockOf } from '../../src/shared/check-in-rules';
import { isoWeekOf, weekTitle } from '../../src/shared/iso-week';
import { uniqueTag } from './helpers/reference-data';
import { NAVIGATION_TIMEOUT, pageHeading, shoot } from './helpers/ui';
import { e2eDatabase } from './support/accounts';
import { expect, test } from './support/fixtures';
import { shiftWorld } from './support/shifts';

/**
 * Issue #33, what the office and the customer see: a shift started 15 minutes ago whose guard has
 * not checked in reads 'Late' in the board's 'Now' strip and on the week board; one with a
 * check-in (written to the database, as the guard's phone would) reads checked in; a customer
 * sees their own shift's guard 'On site since …'. The server's clock is the real one, so the
 * shifts are made around now, on the company's wall clock (the server's zone).
 */

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const MINUTE = 60_000;

/** A shift's date and times on the wall clock, from `startsIn` minutes (negative: ago), 8 hours. */
function around(startsIn: number) {
  const start = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + startsIn * MINUTE);
  const begin = wallClockOf(start, ZONE);
  const end = wallClockOf(new Date(start.getTime() + 8 * 60 * MINUTE), ZONE);
  return { date: begin.date, times: { startTime: begin.time, endTime: end.time } };
}

/** The attendance row the check-in route writes, on site. */
async function checkIn(requestId: string, guardId: string, at: Date) {
  await e2eDatabase()
    .db.insertInto('shiftAttendance')
    .values({
      id: randomUUID(),
      requestId,
      guardId,
      checkedInAt: at.toISOString(),
      checkInDistanceMeters: 12,
      checkInMark: 'on-site',
    })
    .execute();
}

async function removeCheckIns(requestIds: string[]) {
  await e2eDatabase()
    .db.deleteFrom('shiftAttendance')
    .where('requestId', 'in', requestIds)
    .execute();
}

/** The week board of this week, narrowed to the test's posts. */
async function openWeekBoard(page: Page, tag: string, date: string) {
  const week = isoWeekOf(date);
  await page.goto(`/schedule?week=${week}`);
  await expect(page.getByRole('heading', { level: 2, name: weekTitle(week) })).toBeVisible({
    timeout: NAVIGATION_TIMEOUT,
  });
  await page.getByRole('textbox', { name: 'Filter by post name or dept code' }).fill(tag);
}

test.describe("the 'Now' strip and attendance on the week board", () => {
  test('the office sees late and checked-in shifts on both boards', async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    test.slow();
    const tag = uniqueTag();
    // A world holds one post (its dept code is its tag): three, under tags the filter shares.
    const world = shiftWorld(tag);
    const others = [shiftWorld(`${tag}b`), shiftWorld(`${tag}c`)] as const;
    const ids: string[] = [];
    try {
      const gate = await world.location('Bayview Plaza');
      const dock = await others[0].location('Harbor Dock');
      const pier = await others[1].location('North Pier');
      const kim = await world.guard('Kim', 'Soto', { account: false });
      const ana = await world.guard('Ana', 'Lee', { account: false });
      const lee = await world.guard('Lee', 'Park', { account: false });
      const started = around(-15);
      const soon = around(25);
      const late = await world.shift(gate.id, started.date, kim, started.times);
      const inOnTime = await world.shift(dock.id, started.date, ana, started.times);
      const early = await world.shift(pier.id, soon.date, lee, soon.times);
      ids.push(late, inOnTime, early);
      const anaIn = new Date(Date.now() - 20 * MINUTE);
      const leeIn = new Date(Date.now() - 5 * MINUTE);
      await checkIn(inOnTime, ana.guardId, anaIn);
      await checkIn(early, lee.guardId, leeIn);

      await signInAs('dispatch');
      await page.goto('/open-shifts');
      await expect(pageHeading(page, 'Open Shifts')).toBeVisible({ timeout: NAVIGATION_TIMEOUT });
      const strip = page.getByRole('list', { name: 'Now' });
      const times = `${started.times.startTime}–${started.times.endTime}`;
      await expect(
        strip.getByRole('listitem', { name: `${gate.name}, ${times}, Soto ${tag}, Kim: Late` }),
      ).toBeVisible();
      await expect(strip.getByRole('listitem', { name: new RegExp(pier.name) })).toContainText(
        `Checked in ${wallClockOf(leeIn, ZONE).time}`,
      );
      // Checked in and started: nothing for the office to do, so not in the strip.
      await expect(strip.getByRole('listitem', { name: new RegExp(dock.name) })).toHaveCount(0);
      await checkA11y();
      await shoot(page, 'now-strip');

      // Kim checks in: the strip drops the shift once the board reads again (a shift event).
      await checkIn(late, kim.guardId, new Date());
      await page.reload();
      await expect(strip.getByRole('listitem', { name: new RegExp(pier.name) })).toBeVisible({
        timeout: NAVIGATION_TIMEOUT,
      });
      await expect(strip.getByRole('listitem', { name: new RegExp(gate.name) })).toHaveCount(0);
      await removeCheckIns([late]);

      await openWeekBoard(page, tag, started.date);
      const lateChip = page.getByRole('button', {
        name: new RegExp(`^${gate.name}, .*, Soto ${tag}, K\\., Late: not checked in$`),
      });
      await expect(lateChip).toContainText('Late');
      await expect(
        page.getByRole('button', { name: new RegExp(`^${dock.name}, .*Checked in at`) }),
      ).toContainText(`In ${wallClockOf(anaIn, ZONE).time}`);
      await shoot(page, 'week-chips');
    } finally {
      await removeCheckIns(ids);
      for (const other of others) await other.remove();
      await world.remove();
    }
  });

  test("a customer sees 'On site since' on their own shift, and nothing of where", async ({
    page,
    signInAs,
  }) => {
    const tag = uniqueTag();
    const world = shiftWorld(tag);
    const ids: string[] = [];
    try {
      const customer = await signInAs('customer');
      const gate = await world.location('Customer Gate');
      const kim = await world.guard('Kim', 'Soto', { account: false });
      const started = around(-15);
      const shift = await world.shift(gate.id, started.date, kim, started.times);
      ids.push(shift);
      await e2eDatabase()
        .db.updateTable('coverageRequests')
        .set({ userId: customer.id })
        .where('id', '=', shift)
        .execute();
      const at = new Date(Date.now() - 18 * MINUTE);
      await checkIn(shift, kim.guardId, at);

      await openWeekBoard(page, tag, started.date);
      const chip = page.getByRole('button', { name: new RegExp(`^${gate.name}, `) });
      await expect(chip).toContainText(`On site since ${wallClockOf(at, ZONE).time}`);
      await expect(page.getByText(/Off site|Late|No-show|\d+ m\b/)).toHaveCount(0);
      await shoot(page, 'customer-week');
    } finally {
      await removeCheckIns(ids);
      await world.remove();
    }
  });
});
