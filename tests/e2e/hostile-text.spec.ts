import type { Page } from '@playwright/test';
import { locationCard, openDashboard, test } from './helpers/coverage';
import { expect } from './support/fixtures';

const POST_NAME = '<img src=x onerror="window.__xss=1">';
const GUARD_FIRST = '<script>window.__xss=2</script>';
const NOTES = '<b onmouseover="window.__xss=3">bold</b><script>window.__xss=4</script>';

/** Set only if something a user typed ever ran as script on the page. */
const ranScript = (page: Page) => page.evaluate(() => Reflect.get(window, '__xss') as unknown);

test.describe('Text that looks like HTML', () => {
  test('names and notes holding markup show as typed on the dashboard, Locations and Guards @desktop', async ({
    page,
    signInAs,
    coverage,
  }) => {
    const post = await coverage.location(POST_NAME, 'XS');
    const guard = await coverage.guard(GUARD_FIRST, 'Lane');
    await coverage.request(post, { day: 4, assignedGuardId: guard.id, notes: NOTES });
    await signInAs('admin');

    await openDashboard(page, coverage.month);
    await expect(locationCard(page, post)).toContainText(POST_NAME);
    await locationCard(page, post).click();
    const dialog = page.getByRole('dialog', { name: /onerror/ });
    await expect(dialog).toContainText(NOTES);
    await expect(dialog).toContainText(`Lane${coverage.tag}, ${GUARD_FIRST}`);
    await dialog.getByRole('table', { name: 'Coverage requests' }).getByText(NOTES).hover();
    await page.keyboard.press('Escape');

    await page.goto('/locations');
    await expect(page.getByRole('table')).toContainText(post.name);
    await page.goto('/guards');
    await expect(page.getByRole('table')).toContainText(`${GUARD_FIRST} Lane${coverage.tag}`);
    expect(await ranScript(page)).toBeUndefined();
  });

  test('the Content-Security-Policy refuses a script written into the page @desktop', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Content Security Policy/);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page
      .addScriptTag({ content: 'window.__xss = "inline"' })
      .catch((error: unknown) => error);
    expect(await ranScript(page)).toBeUndefined();
  });
});
