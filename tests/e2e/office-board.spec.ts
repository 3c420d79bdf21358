import { addDays, localIsoDate } from '../../src/shared/calendar';
import { monthRange } from '../../src/shared/month';
import { locationCard, openDashboard } from './helpers/coverage';
import { uniqueTag } from './helpers/reference-data';
import { expectPage, NAVIGATION_TIMEOUT, pageHeading, signInWithForm } from './helpers/ui';
import { expect, test } from './support/fixtures';
import { shiftWorld } from './support/shifts';

/**
 * Issue #30: where a dispatcher's day starts on a phone, and the dashboard's 'N open' leading to
 * the board of what it counts. Nothing here is news to other pages (no call-out, no accept).
 */

test.describe("The office's way to the open shifts", () => {
  test('a dispatcher signing in on a phone lands on the open-shifts board; the month is one tap away @phone', async ({
    page,
    makeAccount,
    checkA11y,
  }) => {
    const dana = await makeAccount({ role: 'dispatch', firstName: 'Dana' });
    await page.goto('/login');
    await signInWithForm(page, dana.email, dana.password);
    await expect(page).toHaveURL('/open-shifts', { timeout: NAVIGATION_TIMEOUT });
    await expect(pageHeading(page, 'Open Shifts')).toBeVisible();
    await checkA11y();
    await page.getByRole('link', { name: 'Month view' }).click();
    await expectPage(page, '/');
    await expect(pageHeading(page, 'Coverage')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report Call Out' })).toBeVisible();
    // A reload keeps the page it reloads; opening the app afresh at / (as the installed app
    // starts) starts on the board again.
    await page.reload();
    await expect(pageHeading(page, 'Coverage')).toBeVisible();
    await page.goto('/messenger');
    await page.goto('/');
    await expect(page).toHaveURL('/open-shifts', { timeout: NAVIGATION_TIMEOUT });
    // A supervisor's home stays the dashboard.
    const sue = await makeAccount({ role: 'supervisor', firstName: 'Sue' });
    // Leave the app before dropping the session: an open board's refresh would meet a 401.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto('/login');
    await signInWithForm(page, sue.email, sue.password);
    await expectPage(page, '/');
  });

  test('a dispatcher signing in at a desk lands on the dashboard @desktop', async ({
    page,
    makeAccount,
  }) => {
    const dana = await makeAccount({ role: 'dispatch', firstName: 'Dana' });
    await page.goto('/login');
    await signInWithForm(page, dana.email, dana.password);
    await expectPage(page, '/');
    await expect(page.getByRole('link', { name: 'Month view' })).toHaveCount(0);
  });

  test("'N open' on a card leads to the board of that post's month, its ended shifts apart", async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    const world = shiftWorld(uniqueTag());
    try {
      const post = await world.location('Ledger');
      const today = localIsoDate(new Date());
      const month = today.slice(0, 7);
      const { from, to } = monthRange(month);
      // The month's first minute, over (issue #39: uncovered), and its last two, still to come.
      await world.shift(post.id, from, undefined, { startTime: '00:00', endTime: '00:01' });
      await world.shift(post.id, to, undefined, { startTime: '23:58', endTime: '23:59' });
      const kim = await world.guard('Kim', 'Soto', { account: false });
      await world.shift(post.id, addDays(from, 1), kim);

      await signInAs('dispatch');
      await openDashboard(page, month);
      const card = locationCard(page, post);
      await expect(card).toHaveAccessibleDescription('3 requests 1 open · 1 uncovered');
      const cardItem = page
        .getByRole('list', { name: 'Locations' })
        .getByRole('listitem')
        .filter({ has: card });
      await cardItem.getByRole('link', { name: '1 open · 1 uncovered' }).click();
      await expect(page).toHaveURL(
        `/open-shifts?from=${from}&to=${to}&location=${encodeURIComponent(post.id)}`,
      );
      await expect(page.getByText(`Shifts without a guard at ${post.name}, `)).toBeVisible();
      const rows = page.getByRole('list', { name: 'Open shifts' }).getByRole('listitem');
      await expect(rows).toHaveCount(1);
      await expect(page.getByText('1 open · 1 uncovered', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Uncovered (1)' })).toBeVisible();
      await checkA11y();
      await page.getByRole('link', { name: 'Show the coming week' }).click();
      await expect(page).toHaveURL('/open-shifts');
      await expect(
        page.getByText(/^Shifts without a guard, today through the next 7 days/),
      ).toBeVisible();
    } finally {
      await world.remove();
    }
  });
});
