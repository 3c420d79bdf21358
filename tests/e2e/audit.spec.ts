import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Location } from '../../src/shared/locations';
import { locationCard, openDashboard, test as coverageTest } from './helpers/coverage';
import { createLocation, uniqueTag } from './helpers/reference-data';
import {
  chooseInHeaderMenu,
  expectPage,
  gotoPage,
  onPhone,
  pageHeading,
  toast,
} from './helpers/ui';
import { expect } from './support/fixtures';
import { ORIGIN_HEADERS } from './support/server';

/**
 * The audit trail (issue #9, beyond the spec): the admin's Audit Log screen and a request's
 * history in its edit dialog. The e2e database is shared, so each test filters to its own admin.
 */
const test = coverageTest;

/** What a test made outside the coverage fixture, deleted after it. */
const cleanups: string[] = [];

/** The entries as shown: table rows on desktop, cards (the list's own items) on phones. */
function entries(page: Page) {
  return onPhone()
    ? page.getByRole('list', { name: 'Audit entries' }).locator(':scope > li')
    : page
        .getByRole('table', { name: 'Audit entries' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell') });
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Audit Log', () => {
  test('shows who changed what, newest first, with filters and a CSV download', async ({
    page,
    signInAs,
  }) => {
    test.slow(); // a page load, a download and several filtered reloads
    const tag = uniqueTag();
    const admin = await signInAs('admin', { firstName: 'Audra', lastName: `Keeper${tag}` });
    const post = await createLocation(page, { name: `Gate ${tag}`, deptCode: `AU-${tag}` });
    const renamed = await page.request.patch(`/api/locations/${post.id}`, {
      data: { name: `North Gate ${tag}`, deptCode: post.deptCode, version: post.version },
      headers: ORIGIN_HEADERS,
    });
    expect(renamed.status()).toBe(200);
    const guard = await page.request.post('/api/guards', {
      data: { firstName: 'Rita', lastName: `Vale${tag}` },
      headers: ORIGIN_HEADERS,
    });
    expect(guard.status()).toBe(201);
    // The location and guard go at the end (their deletions join the trail; it keeps everything).
    const { id: guardId } = (await guard.json()) as { id: string };
    cleanups.push(`/api/locations/${post.id}`, `/api/guards/${guardId}`);

    await gotoPage(page, '/');
    await chooseInHeaderMenu(page, 'Audra', 'Audit Log');
    await expectPage(page, '/audit');
    await expect(pageHeading(page, 'Audit Log')).toBeVisible();

    await choose(page, 'User', `Audra Keeper${tag}`);
    const shown = entries(page);
    await expect(shown).toHaveCount(3);
    await expect(shown.nth(0)).toContainText(`Vale${tag}, Rita`);
    await expect(shown.nth(0)).toContainText('Created');
    await expect(shown.nth(1)).toContainText(`North Gate ${tag}`);
    await expect(shown.nth(1)).toContainText(`Name changed from Gate ${tag} to North Gate ${tag}`);
    await expect(shown.nth(1)).toContainText(`Audra Keeper${tag}`);
    await expect(shown.nth(2)).toContainText(`Dept code: AU-${tag}`);

    await choose(page, 'Kind', 'Locations');
    await expect(shown).toHaveCount(2);
    await expect(shown.filter({ hasText: `Vale${tag}` })).toHaveCount(0);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit_log_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('When (UTC),User,Action,Kind,Item,Changes');
    expect(csv.slice(1).filter(Boolean)).toHaveLength(2);
    expect(csv[1]).toContain(`Updated,Location,North Gate ${tag}`);

    // A range that runs backwards is refused in the form; a day with no changes shows so.
    await page.getByLabel('Start Date').fill('2026-03-02');
    await page.getByLabel('End Date').fill('2026-03-01');
    await expect(page.getByText('End date must be on or after the start date')).toBeVisible();
    await page.getByLabel('End Date').fill('2026-03-03');
    await expect(page.getByText('No changes match these filters')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('combobox', { name: 'User' })).toHaveText('Everyone');
    expect(admin.role).toBe('admin');
  });

  test.afterEach(async ({ page }) => {
    for (const path of cleanups.splice(0)) {
      expect((await page.request.delete(path, { headers: ORIGIN_HEADERS })).status()).toBe(204);
    }
  });

  test('is for admins only @desktop', async ({ page, signInAs }) => {
    await signInAs('supervisor');
    await page.goto('/audit');
    await expect(toast(page, 'Access denied. Admin privileges required.')).toBeVisible();
    await expectPage(page, '/');
    await expect(pageHeading(page, 'Audit Log')).toHaveCount(0);
  });

  test("the edit dialog shows a request's history @desktop", async ({
    page,
    signInAs,
    coverage,
  }) => {
    const post: Location = await coverage.location('History Post', 'HP');
    const guard = await coverage.guard('Omar', 'Shift');
    const request = await coverage.request(post, { day: 9, notes: 'Lobby' });
    await signInAs('admin', { firstName: 'Hana', lastName: 'Editor' });
    const edited = await page.request.patch(`/api/coverage/${request.id}`, {
      data: { ...request, assignedGuardId: guard.id, startTime: '09:00' },
      headers: ORIGIN_HEADERS,
    });
    expect(edited.status(), await edited.text()).toBe(200);

    await openDashboard(page, coverage.month);
    await locationCard(page, post).click();
    const list = page.getByRole('dialog', { name: new RegExp(post.name) });
    await list.getByRole('switch', { name: 'Edit Mode' }).click();
    await list.getByRole('button', { name: /^Edit request on/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Coverage Request' });
    await dialog.getByRole('button', { name: 'Show history' }).click();
    const history = dialog.getByRole('list', { name: 'Request history' });
    await expect(history).toContainText(
      /^Created by Taylor Brooks on [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(, \d{4})?, \d{1,2}:\d{2} [AP]M/,
    );
    await expect(history).toContainText(`Guard set to Shift${coverage.tag}, Omar`);
    await expect(history).toContainText('Start time changed from 08:00 to 09:00');
    await expect(history).toContainText(
      /by Hana Editor on [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(, \d{4})?, \d{1,2}:\d{2} [AP]M/,
    );
  });
});
