import type { Page } from '@playwright/test';
import { wallClockOf } from '../../src/shared/check-in-rules';
import { uniqueTag } from './helpers/reference-data';
import { NAVIGATION_TIMEOUT, pageHeading, shoot, toast } from './helpers/ui';
import { expect, signInThroughApi, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/server';
import { shiftWorld } from './support/shifts';

/**
 * Issue #39: a shift starting within two hours whose guard has not confirmed reads 'Not
 * confirmed' on the office's Now strip; the guard confirms with one tap on My Shifts, and the
 * strip drops it live. The server's clock is the real one: the shift is made around now, on the
 * company's wall clock (the server's zone, this machine's).
 */

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const MINUTE = 60_000;

/** A shift's date and times on the wall clock, starting `startsIn` minutes from now, 8 hours. */
function startingIn(startsIn: number) {
  const start = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + startsIn * MINUTE);
  const begin = wallClockOf(start, ZONE);
  const end = wallClockOf(new Date(start.getTime() + 8 * 60 * MINUTE), ZONE);
  return { date: begin.date, times: { startTime: begin.time, endTime: end.time } };
}

test.describe('Confirming a shift', () => {
  test("a guard confirms on My Shifts; the office's Now strip stops saying Not confirmed", async ({
    page,
    browser,
    signInAs,
    checkA11y,
  }, testInfo) => {
    test.slow();
    const tag = uniqueTag();
    const world = shiftWorld(tag);
    const guardContext = await browser.newContext({
      ...testInfo.project.use,
      baseURL: E2E_BASE_URL,
      serviceWorkers: 'block',
    });
    const errors: string[] = [];
    try {
      const post = await world.location('Valley Auto Auction', null, '1200 Main St, Springfield');
      const kim = await world.guard('Kim', 'Confirm');
      const shift = startingIn(70);
      await world.shift(post.id, shift.date, kim, shift.times);

      await signInAs('dispatch', { firstName: 'Dana', lastName: 'Desk' });
      await page.goto('/open-shifts');
      await expect(pageHeading(page, 'Open Shifts')).toBeVisible({ timeout: NAVIGATION_TIMEOUT });
      const item = page
        .getByRole('list', { name: 'Now' })
        .getByRole('listitem', { name: new RegExp(`^Now: ${post.name}, `) });
      await expect(item).toHaveAccessibleName(/: Starts in 1 h \d+ min$/);
      await expect(item.getByText('Not confirmed', { exact: true })).toBeVisible();
      await checkA11y();
      await shoot(page, 'now-strip-not-confirmed');

      const guardPage: Page = await guardContext.newPage();
      guardPage.on('pageerror', (error) => errors.push(error.message));
      if (!kim.account) throw new Error('Kim has an account');
      await signInThroughApi(guardPage, kim.account);
      await guardPage.goto('/my-shifts');
      const card = guardPage.getByRole('listitem', { name: new RegExp(`^${post.name}, `) });
      const confirm = card.getByRole('button', { name: 'Confirm', exact: true });
      await expect(confirm).toBeVisible({ timeout: NAVIGATION_TIMEOUT });
      await shoot(guardPage, 'my-shifts-confirm');
      await confirm.click();
      await expect(toast(guardPage, 'Shift confirmed')).toBeVisible();
      await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
      await expect(confirm).toHaveCount(0);
      // 'I can't make it' stays: confirming is no promise the office can hold a guard to.
      await expect(card.getByRole('button', { name: "I can't make it" })).toBeVisible();
      await shoot(guardPage, 'my-shifts-confirmed');

      // The office hears of it live: no reload.
      await expect(item.getByText('Not confirmed', { exact: true })).toHaveCount(0);
      await expect(item).toBeVisible();
      await shoot(page, 'now-strip-confirmed');
    } finally {
      await guardContext.close();
      await world.remove();
    }
    expect(errors, "uncaught errors on the guard's page").toEqual([]);
  });
});
