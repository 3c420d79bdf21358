import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expectLoginScreen, expectPage } from './helpers/ui';
import { expect, test } from './support/fixtures';

/**
 * Page-load budgets on the production build (issue #7): the JavaScript a page loads, gzipped,
 * as the browser actually requested it (routes load lazily; nothing is counted twice).
 */
const KIB = 1024;
const LOGIN_BUDGET = 130 * KIB;
const DASHBOARD_BUDGET = 250 * KIB;
const clientDir = path.resolve(
  import.meta.dirname,
  '../..',
  process.env.COVERDESK_DIST ?? 'dist',
  'client',
);

function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

async function gzippedSize(scripts: Set<string>): Promise<number> {
  let total = 0;
  for (const script of scripts) {
    total += gzipSync(await readFile(path.join(clientDir, script)), { level: 9 }).length;
  }
  return total;
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

test.describe('Page weight @desktop', () => {
  test('/login needs at most 130 KiB of gzipped JavaScript', async ({ page }, testInfo) => {
    const scripts = recordScripts(page);
    await page.goto('/login');
    await expectLoginScreen(page);
    await page.waitForLoadState('networkidle');
    const size = await gzippedSize(scripts);
    testInfo.annotations.push({ type: 'login JavaScript', description: kib(size) });
    expect(size, `${kib(size)} in ${[...scripts].join(', ')}`).toBeLessThanOrEqual(LOGIN_BUDGET);
  });

  test('the dashboard needs at most 250 KiB of gzipped JavaScript in total', async ({
    page,
    signInAs,
  }, testInfo) => {
    await signInAs('supervisor');
    const scripts = recordScripts(page);
    await page.goto('/');
    await expectPage(page, '/');
    await page.waitForLoadState('networkidle');
    const size = await gzippedSize(scripts);
    testInfo.annotations.push({ type: 'dashboard JavaScript', description: kib(size) });
    expect(size, `${kib(size)} in ${[...scripts].join(', ')}`).toBeLessThanOrEqual(
      DASHBOARD_BUDGET,
    );
  });
});
