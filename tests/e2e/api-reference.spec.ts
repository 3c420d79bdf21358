import { FAILED_RESOURCE, gotoPage, NAVIGATION_TIMEOUT } from './helpers/ui';
import { expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/server';

/**
 * The API reference (issue #31): Swagger UI at /api/docs, for admins, linked from Manage Users.
 * Its scripts and styles are the server's own, under the app's Content-Security-Policy: a
 * blocked one would be a console error, which fails any test (support/fixtures.ts).
 */
test.describe('API reference', () => {
  test("an admin opens it from Manage Users and reads CoverDesk's operations", async ({
    page,
    signInAs,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await signInAs('admin');
    await gotoPage(page, '/manage-users');
    await page.getByRole('link', { name: 'API reference' }).click();

    await expect(page).toHaveURL('/api/docs', { timeout: NAVIGATION_TIMEOUT });
    await expect(page).toHaveTitle('CoverDesk API reference');
    await expect(page.getByRole('heading', { level: 1, name: /^CoverDesk/ })).toBeVisible();
    const summary = page.locator('.opblock').filter({ hasText: '/api/coverage/summary' });
    await expect(summary).toContainText(
      "The month's requests per post, the open ones and the uncovered",
    );

    // Opened, the operation says who may call it and what it answers.
    await summary.locator('.opblock-summary').click();
    await expect(summary).toContainText(
      'Who may call: admin, supervisor, dispatch, customer (permission coverage:view).',
    );
    await expect(summary.locator('.responses-table').first()).toContainText('200');
    expect([...origins]).toEqual([E2E_BASE_URL]);
  });

  test('a supervisor is refused', async ({ page, signInAs, allowConsoleErrors }) => {
    allowConsoleErrors(FAILED_RESOURCE);
    await signInAs('supervisor');
    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(403);
    await expect(page.locator('body')).toContainText('You do not have permission to do this');
    expect((await page.request.get('/api/docs/openapi.json')).status()).toBe(403);
  });
});
