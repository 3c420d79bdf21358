import type { Page } from '@playwright/test';
import { farMonth, openDashboard, test } from './helpers/coverage';
import { serveEmptyList } from './helpers/reference-data';
import { expect } from './support/fixtures';

/**
 * The dashboard as a newcomer first meets it (issue #23): a fresh install without locations, and
 * the quick actions above the month's cards on a phone and on a desktop.
 */

function quickAction(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

/** How wide a text is on screen (1 px when it is there for screen readers only). */
async function shownWidth(page: Page, text: string): Promise<number> {
  return (await page.getByText(text, { exact: true }).boundingBox())?.width ?? 0;
}

const QUICK_ACTIONS = [
  ['Add Coverage', 'Request coverage or report a call out'],
  ['Import CSV', 'Add requests from a spreadsheet'],
  ['Add Guard', 'Add a guard to the roster'],
] as const;

const PIERS = [
  ['Pier One', 'P1'],
  ['Pier Two', 'P2'],
  ['Pier Three', 'P3'],
] as const;

test.describe('Dashboard, first screen', () => {
  test("a fresh install shows the spec's empty dashboard, then says to add a location first @desktop", async ({
    page,
    signInAs,
    checkA11y,
  }) => {
    await signInAs('admin');
    await serveEmptyList(page, '/api/locations');
    await openDashboard(page, farMonth());
    await expect(page.getByText('No coverage requests yet')).toBeVisible();
    await expect(page.getByText('No locations yet')).toHaveCount(0);
    await expect(
      page.getByText(/Each request belongs to a location, and there are none/),
    ).toBeVisible();
    await checkA11y();

    // The spec's button still opens the dialog, whose location field says why it lists nothing.
    await page.getByRole('button', { name: 'Add Your First Request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Coverage Request' });
    await dialog.getByRole('combobox', { name: 'Location*' }).click();
    await expect(
      dialog.getByText('No locations yet: they are added on the Locations page'),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Go to Locations' }).click();
    await expect(page).toHaveURL('/locations');
  });

  test('without locations, a customer is told who adds them @desktop', async ({
    page,
    signInAs,
  }) => {
    await signInAs('customer');
    await serveEmptyList(page, '/api/locations');
    await openDashboard(page, farMonth());
    await expect(page.getByText('No coverage requests yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Your First Request' })).toBeVisible();
    await expect(page.getByText('Ask a supervisor to add your posts first.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Locations' })).toHaveCount(0);
  });

  test("on a phone the quick actions are one row, and the month's cards fill the first screen @phone", async ({
    page,
    signInAs,
    coverage,
  }) => {
    for (const [name, code] of PIERS) {
      const pier = await coverage.location(name, code);
      // A month with requests shows the cards (an empty one says 'No coverage requests yet').
      await coverage.request(pier, { day: 3 });
    }
    await signInAs('supervisor');
    await openDashboard(page, coverage.month);

    const tops = new Set<number>();
    for (const [name, description] of QUICK_ACTIONS) {
      const action = quickAction(page, name);
      await expect(action).toHaveAccessibleDescription(description);
      // The description is for screen readers only here; the button shows its icon and name.
      expect(await shownWidth(page, description)).toBeLessThanOrEqual(1);
      const box = await action.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(80);
      tops.add(Math.round(box?.y ?? -1));
    }
    expect(tops.size).toBe(1);
    // Three cards with their counts in full view before any scrolling (on a 390×844 screen).
    const cards = page.getByRole('list', { name: 'Locations' }).getByRole('listitem');
    for (const index of [0, 1, 2]) await expect(cards.nth(index)).toBeInViewport({ ratio: 1 });
  });

  test('on a desktop the quick actions are cards that say what each does @desktop', async ({
    page,
    signInAs,
  }) => {
    await signInAs('supervisor');
    await openDashboard(page, farMonth());
    await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    for (const [name, description] of QUICK_ACTIONS) {
      await expect(quickAction(page, name)).toHaveAccessibleDescription(description);
      expect(await shownWidth(page, description)).toBeGreaterThan(100);
    }
  });
});
