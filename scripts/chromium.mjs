// The one Chromium every browser run uses (the browser tests' harness, the bench): Debian's, and its flags.
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Chromium honours only the last `--disable-features` switch on its command line, and playwright-core puts
 * its own list (chromiumSwitches.ts in playwright-core 1.65) before the caller's arguments: a list of ours
 * alone switches Playwright's back on (PaintHolding among them, which delays a navigation's first paint
 * for tests). So the tests' list repeats Playwright's and adds to it (to be compared with playwright-core's
 * chromiumSwitches.ts when it is upgraded).
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
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium 15x builds the omnibox's WebUI popups (chrome://omnibox-popup.top-chrome/ and its
 * omnibox_popup_aim.html) for every new window, headless included: one more renderer per browser
 * context, measured at 0.6 CPU-s of the 1.06 CPU-s a context with one page costs on this machine (0.32
 * without). No page can see or reach them, so turning them off changes nothing a test looks at.
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The bench's flags: what a shopper's browser does, less the browser's own UI and background traffic. Only
 * our features go off here, as in every bench run so far (so its figures stay comparable): Playwright's
 * list stays overridden on purpose, which keeps PaintHolding on as in a shopper's Chromium (the others it
 * turns off reach Google services this machine cannot reach anyway).
 */
export const CHROMIUM_ARGS = [...BASE_ARGS, `--disable-features=${OUR_DISABLED_FEATURES.join(',')}`];

/**
 * The browser tests' flags: the bench's, and two process-model savings that change nothing a page can see
 * (`npm test`'s time). Every test opens a fresh browser context, and each context's page is a new
 * renderer process; Chromium also starts a spare renderer beside it for the next navigation (one more
 * process start per test, never used: the next test is another context), and with site isolation gives
 * cross-site frames processes of their own. Measured on this machine, a context with one page and a sample
 * page's load cost 1.69 CPU-s with both, 1.33 without (10 runs each).
 */
export const CHROMIUM_TEST_ARGS = [
  ...BASE_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES, 'SpareRendererForSitePerProcess', 'IsolateOrigins'].join(',')}`,
  '--disable-site-isolation-trials',
];
