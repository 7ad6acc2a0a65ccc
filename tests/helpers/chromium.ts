/**
 * How the browser journeys and the screenshots start Debian's Chromium through playwright-core
 * (never a browser a tool downloads): its path and its switches (decision 081).
 */
import { existsSync } from 'node:fs';

/**
 * Debian's `chromium-headless-shell`: the same Chromium build as the `chromium` package without the
 * browser's window, what Playwright itself drives for headless tests. Two journey files took 30%
 * less of Chromium's CPU on it than on `/usr/bin/chromium` (decision 121). `.ci/run` installs
 * it; a machine with only `chromium` runs the journeys on that.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * The features playwright-core 1.65 turns off in its own `--disable-features` switch. Chromium
 * reads only the last `--disable-features` on its command line, so the one below, which comes
 * after Playwright's, must name these again or they would be on. tests/e2e/chromium-args.test.ts
 * fails when a newer Playwright turns off one that is missing here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
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
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Headless Chromium still makes each new window (each browser context a test opens) its address
 * bar's two popups, `chrome://omnibox-popup.top-chrome/` and its AI mode page: a WebUI renderer
 * that loads them, which nobody sees. Measured on this machine (20 contexts, one small page each):
 * 509 ms and 0.37 s of CPU per context with them, 295 ms and 0.25 s without.
 */
export const UNSEEN_HEADLESS_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // With no GPU, frames are composited in software either way: in the browser process, not in a
  // GPU process of its own, which saved about a tenth of Chromium's CPU in the journeys (decision 121).
  '--disable-gpu-compositing',
  '--in-process-gpu',
  // A fifth less of Chromium's CPU in a probe that opened a context for each page, as the
  // journeys do (about 200 a run), and a tenth less in the journeys themselves (decision 125).
  // Each context still has a renderer of its own: Chromium never shares one between contexts.
  '--renderer-process-limit=1',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_HEADLESS_FEATURES].join(',')}`,
];
