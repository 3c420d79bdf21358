import type { Page } from '@playwright/test';
import { locationCard, openDashboard } from './helpers/coverage';
import { uniqueTag } from './helpers/reference-data';
import { NAVIGATION_TIMEOUT } from './helpers/ui';
import { e2eDatabase } from './support/accounts';
import { expect, test } from './support/fixtures';
import { shiftWorld } from './support/shifts';

/**
 * Past shifts tell the truth (issue #39): a shift that ended without a guard reads 'Uncovered',
 * never 'Open', and is not counted in 'N open'. The shifts are in March 2024, long over whatever
 * the clock says; each test's post is its own, so its counts are exact. Desktop and phone.
 */
const MONTH = '2024-03';
const WEEK = '2024-W10';

/** A tagged post with an overnight shift nobody covered, one covered, and one more uncovered. */
async function seed(tag: string) {
  const world = shiftWorld(tag);
  const post = await world.location('Lapse');
  const kim = await world.guard('Kim', 'Soto', { account: false });
  const night = await world.shift(post.id, '2024-03-05', undefined, {
    startTime: '22:00',
    endTime: '06:00',
  });
  await world.shift(post.id, '2024-03-06', kim);
  await world.shift(post.id, '2024-03-12');
  return { world, post, night, guardName: `Soto ${tag}, Kim` };
}

/** What a list shows that a person sees (a post's month renders a table and phone cards). */
const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true });

test.describe('Past shifts tell the truth', () => {
  test("an ended shift without a guard reads 'Uncovered' on the card, in the month, and apart on the board", async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    const { world, post, guardName } = await seed(uniqueTag());
    try {
      await signInAs('dispatch');
      await openDashboard(page, MONTH);
      const card = locationCard(page, post);
      await expect(card).toHaveAccessibleDescription('3 requests 2 uncovered');

      // The post's month: the guard, and 'Uncovered' where nobody was, never 'Open'.
      await card.click();
      const month = page.getByRole('dialog', { name: new RegExp(`^${post.name}`) });
      await expect(visibleText(page, 'Uncovered')).toHaveCount(2);
      await expect(month.getByText('Open', { exact: true }).filter({ visible: true })).toHaveCount(
        0,
      );
      await expect(visibleText(page, guardName)).toHaveCount(1);
      await page.keyboard.press('Escape');

      // 'N uncovered' leads to the board of the post's month: nothing open, the uncovered apart.
      const item = page
        .getByRole('list', { name: 'Locations' })
        .getByRole('listitem')
        .filter({ has: card });
      await item.getByRole('link', { name: '2 uncovered' }).click();
      await expect(page).toHaveURL(/\/open-shifts\?from=2024-03-01&to=2024-03-31&location=/, {
        timeout: NAVIGATION_TIMEOUT,
      });
      await expect(page.getByText('2 uncovered', { exact: true })).toBeVisible();
      await expect(
        page.getByText(/is waiting for a guard: those without one have ended\.$/),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Open shifts' })).toHaveCount(0);
      const section = page.getByRole('button', { name: 'Uncovered (2)' });
      await expect(section).toHaveAttribute('aria-expanded', 'false');
      await section.click();
      const uncovered = page.getByRole('list', { name: 'Uncovered shifts' }).getByRole('listitem');
      await expect(uncovered).toHaveCount(2);
      await expect(uncovered.first()).toContainText('22:00–06:00');
      await expect(uncovered.first()).toContainText('Uncovered');
      // Read only: an ended shift cannot be offered.
      await expect(
        page.getByRole('list', { name: 'Uncovered shifts' }).getByRole('button'),
      ).toHaveCount(0);
      await checkA11y();
    } finally {
      await world.remove();
    }
  });

  test("the week board and a customer's own view read 'Uncovered' too", async ({
    page,
    signInAs,
  }) => {
    const tag = uniqueTag();
    const { world, post, night } = await seed(tag);
    try {
      const customer = await signInAs('customer');
      await e2eDatabase()
        .db.updateTable('coverageRequests')
        .set({ userId: customer.id })
        .where('id', '=', night)
        .execute();

      // The customer's card counts their own request: uncovered, not open.
      await openDashboard(page, MONTH);
      await expect(locationCard(page, post)).toHaveAccessibleDescription('1 request 1 uncovered');

      await page.goto(`/schedule?week=${WEEK}`);
      await page.getByRole('textbox', { name: 'Filter by post name or dept code' }).fill(tag);
      await expect(page.getByText('1 request, 1 uncovered', { exact: true })).toBeVisible({
        timeout: NAVIGATION_TIMEOUT,
      });
      const strip = page.getByRole('group', { name: 'Day of the week' });
      if (await strip.isVisible()) {
        await strip.getByRole('button', { name: 'Tue, Mar 5: 1 request' }).click();
      }
      const chip = page.getByRole('button', {
        name: new RegExp(`^${post.name}, .*22:00–06:00, Uncovered, ended without a guard$`),
      });
      await expect(chip).toBeVisible();
      await expect(chip).toContainText('Uncovered');
      await chip.click();
      const view = page.getByRole('dialog', { name: 'Coverage Request' });
      await expect(view.getByText('Uncovered: it ended without a guard')).toBeVisible();
    } finally {
      await world.remove();
    }
  });
});
