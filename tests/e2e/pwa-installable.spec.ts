import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { E2E_BASE_URL } from './support/server';
import { expect, test } from './support/fixtures';

test.describe('Installable app', () => {
  test('Chromium reports no installability errors for the production build @desktop', async ({}, testInfo) => {
    // An incognito context always answers 'in-incognito': use a real profile.
    const profile = await mkdtemp(path.join(tmpdir(), 'coverdesk-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL: E2E_BASE_URL,
      // The test runner's default (playwright.config.ts) blocks service workers.
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${E2E_BASE_URL}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      const parsed = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
      expect(parsed).toMatchObject({
        name: 'CoverDesk',
        short_name: 'CoverDesk',
        display: 'standalone',
        start_url: '/',
      });
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('the icons are real PNGs of the sizes the manifest names @desktop', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.icons.map(({ purpose }) => purpose).sort()).toEqual(['any', 'any', 'maskable']);
    for (const icon of [
      ...manifest.icons,
      { src: '/icons/apple-touch-icon.png', sizes: '180x180' },
    ]) {
      const response = await request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      // The PNG header's width and height.
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });
});
