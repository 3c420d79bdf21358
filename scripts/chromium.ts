/**
 * Debian's Chromium and the flags every headless run here uses (tests, Lighthouse): nothing is
 * downloaded, and the background services that would call out of this closed network stay off.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Playwright 1.65's own `--disable-features` list (chromiumSwitches.ts). Chromium reads only the
 * last `--disable-features` it is given, so ours repeats it.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Chromium 156's headless windows preload the address bar's popups, each in a WebUI renderer of
 * its own: about half a second of CPU for every browser context, and no test has an address bar.
 * Measured on this 2-core machine, a context and its first page load took 0.96 s less without.
 */
const UNUSED_WINDOW_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The flags for the end-to-end tests, which Playwright launches with its own defaults. */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_WINDOW_FEATURES].join(',')}`,
];
