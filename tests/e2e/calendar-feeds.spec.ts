import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { localDate, uniqueTag } from './helpers/reference-data';
import { gotoPage, toast } from './helpers/ui';
import { expect, signInThroughApi, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/server';
import { shiftWorld } from './support/shifts';

/**
 * Calendar feeds (issue #22): a guard subscribes to their own shifts from Profile, a supervisor
 * to a post's from Locations. Each feed is fetched as a calendar app would (no session) and read
 * with ical.js.
 */

interface FeedEvent {
  summary: string;
  date: string;
}

/** The feed at `url`, fetched as a calendar app would (no session, no browser), as its events. */
async function readFeed(url: string): Promise<FeedEvent[]> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = ICAL.Component.fromString(await response.text());
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate.toJSDate();
    const date = `${String(start.getFullYear())}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
    return { summary: event.summary, date };
  });
}

const feedAddress = (page: Page) => page.getByRole('textbox', { name: 'Feed address' });

/** Resets the address shown, through the confirmation; the new address. */
async function resetAddress(page: Page, old: string): Promise<string> {
  await page.getByRole('button', { name: 'Reset address' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reset the feed address?' });
  await confirm.getByRole('button', { name: 'Reset address' }).click();
  await expect(toast(page, 'Feed address reset')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(feedAddress(page)).not.toHaveValue(old);
  return feedAddress(page).inputValue();
}

test.describe('Calendar feeds', () => {
  test('a guard subscribes to their shifts from Profile; a reset retires the old address', async ({
    page,
    checkA11y,
  }) => {
    const tag = uniqueTag();
    const world = shiftWorld(tag);
    try {
      const post = await world.location('Feed Gate');
      const kim = await world.guard('Kim', 'Feeder');
      const other = await world.guard('Ola', 'Other');
      const date = localDate(3);
      await world.shift(post.id, date, kim);
      await world.shift(post.id, localDate(4), other);
      if (!kim.account) throw new Error('Kim has an account');
      await signInThroughApi(page, kim.account);

      await gotoPage(page, '/profile');
      await expect(page.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
      await expect(feedAddress(page)).toHaveValue(
        new RegExp(`^${E2E_BASE_URL}/api/calendar/g\\.[\\w-]+\\.[\\w-]{43}\\.ics$`),
      );
      await expect(page.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
        'href',
        /^webcal:\/\//,
      );
      await checkA11y();
      const first = await feedAddress(page).inputValue();
      expect(await readFeed(first)).toEqual([{ summary: `${post.name} (${post.deptCode})`, date }]);

      const second = await resetAddress(page, first);
      // The old address is gone for good.
      expect((await fetch(first)).status).toBe(404);
      expect(await readFeed(second)).toHaveLength(1);
      await page.reload();
      await expect(feedAddress(page)).toHaveValue(second);
    } finally {
      await world.remove();
    }
  });

  test("a supervisor shares a post's feed from Locations, open shifts marked", async ({
    page,
    signInAs,
  }) => {
    const tag = uniqueTag();
    const world = shiftWorld(tag);
    try {
      const post = await world.location('Feed Dock');
      const kim = await world.guard('Kim', 'Docker', { account: false });
      await world.shift(post.id, localDate(2));
      await world.shift(post.id, localDate(5), kim);
      await signInAs('supervisor');

      await gotoPage(page, '/locations');
      await page.getByRole('button', { name: `Calendar feed of ${post.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Calendar feed' });
      await expect(dialog).toContainText(`Every request at ${post.name} (${post.deptCode})`);
      await expect(feedAddress(page)).toHaveValue(/\/api\/calendar\/p\./);
      const url = await feedAddress(page).inputValue();
      expect(await readFeed(url)).toEqual([
        { summary: 'Open shift', date: localDate(2) },
        { summary: `${kim.lastName}, ${kim.firstName}`, date: localDate(5) },
      ]);

      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('button', { name: `Calendar feed of ${post.name}` }),
      ).toBeFocused();
    } finally {
      await world.remove();
    }
  });
});
