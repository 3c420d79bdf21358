import { defineConfig } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './scripts/chromium';
import { E2E_BASE_URL } from './tests/e2e/support/server';

/**
 * The fill-the-shift specs (issue #21), the office's calls and call-outs and offers by text
 * (issue #30), the no-show call-out (issue #33) and the night the guard does not come (issue
 * #39), run after the others: see the 'shifts' project.
 */
const SHIFT_SPECS = [
  '**/fill-the-shift.spec.ts',
  '**/find-cover-rules.spec.ts',
  '**/office-calls.spec.ts',
  '**/text-offers.spec.ts',
  '**/no-show.spec.ts',
  '**/night-fill.spec.ts',
];

/** Debian's Chromium; nothing is downloaded (see the README). */
const launchOptions = { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // On CI a test gets one more try (with a trace recorded); a flaky pass is still reported.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
    // The service worker would precache the whole app in every test's fresh context; the PWA
    // specs allow it where they test it.
    serviceWorkers: 'block',
    // Dialogs, menus and toasts appear without their transitions: rendered in software, every
    // animation frame is CPU the run does not spend on the tests. The app honours the setting
    // (styles.css); where motion changes behaviour, a spec also checks it with motion on.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      testIgnore: SHIFT_SPECS,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      // Redirect and sign-out rules do not depend on the viewport; every screen runs here too.
      testIgnore: ['**/route-guards.spec.ts', '**/logout.spec.ts', ...SHIFT_SPECS],
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        // Layout is in CSS pixels; a scale of 2 only made software rasterising four times the work.
        deviceScaleFactor: 1,
      },
    },
    {
      // Call-outs and accepts are news for every office account signed in, the other tests' too:
      // these specs run once the others are done, so that no one else's page gets their toasts.
      // Each drives its own phones (390x844) beside a desktop page.
      name: 'shifts',
      testMatch: SHIFT_SPECS,
      dependencies: ['desktop', 'phone'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
});
