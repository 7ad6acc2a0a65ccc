/**
 * Helpers for browser journeys: the real server (built site + API) on a fresh in-memory database
 * on a free loopback port, Debian's Chromium driven by playwright-core (never a downloaded browser),
 * a page that fails the test on any console error or page error, and axe-core checks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '#web/app/hydrated.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/chromium.ts';
import { startDemoSite, type DemoSiteOptions, type Site } from '../helpers/demo-site.ts';
import { shiftDate, testClockShift } from '../helpers/test-clock.ts';

export { CHROMIUM_PATH } from '../helpers/chromium.ts';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  small: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 900 },
} as const;

export type { Site } from '../helpers/demo-site.ts';

/** Other hosts are refused in these journeys, so map tiles fail; the page only logs that. */
export const TILE_ERRORS = [/tile\.openstreetmap\.org/];

/** The site built by the e2e global setup, on a fresh seeded in-memory database. */
export const startSite = (options?: DemoSiteOptions): Promise<Site> =>
  startDemoSite(inject('webDir'), options);

/** A Chromium of the caller's own, which the caller closes (scripts/screenshots.ts). */
export async function launchBrowser(): Promise<Browser> {
  return withTestClock(
    await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  );
}

/**
 * Under TEST_TODAY (tests/helpers/test-clock.ts) every context the browser opens, and so every
 * page, runs the worker's shift of Date before any script of its own: the page's today is the
 * server's. Only Date moves: Playwright's clock (`context.clock.install`) would fake timers and
 * `performance` too, whose entries then read empty (decision 116).
 */
function withTestClock(browser: Browser): Browser {
  const shift = testClockShift();
  if (shift === 0) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(shiftDate, shift);
    return context;
  };
  return browser;
}

let launched: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by the first journey file the worker runs and kept for the files
 * after it: the e2e project's files share their worker's modules (decision 080), and a launch cost
 * each file about 1.4 s of CPU (decision 107). Files stay apart as tests do: every page is opened
 * in a context of its own (`openPage`, `browser.newPage`), which shares no cookies, storage or cache
 * with another, and `releaseBrowser` closes a file's contexts after its last test. A browser that
 * crashed or was closed is launched again for the next file.
 */
export function workerBrowser(): Promise<Browser> {
  launched ??= launchBrowser().then(
    (browser) => {
      browser.on('disconnected', () => {
        launched = undefined;
      });
      return browser;
    },
    (error: unknown) => {
      launched = undefined;
      throw error;
    },
  );
  return launched;
}

/** Closes every context a file opened in the worker's browser; the browser stays for the next file. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/**
 * A fresh site and the worker's browser for the tests of the enclosing `describe` (or file): the
 * site started before its first test and closed after its last, with the contexts it opened. Read `.site` and `.browser` inside the tests.
 * With `dataDir` (a folder name's prefix), the site keeps its files (photos, the database) in a
 * new temporary folder of its own, `.dataDir`, removed after the last test.
 */
export function siteAndBrowser(options: { dataDir?: string } = {}): {
  readonly site: Site;
  readonly browser: Browser;
  readonly dataDir: string;
} {
  let site: Site | undefined;
  let browser: Browser | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    if (options.dataDir) dataDir = await mkdtemp(path.join(tmpdir(), options.dataDir));
    [site, browser] = await Promise.all([
      startSite(dataDir ? { env: { DATA_DIR: dataDir } } : undefined),
      workerBrowser(),
    ]);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The site and browser start before the first test');
    return value;
  };
  return {
    get site() {
      return started(site);
    },
    get browser() {
      return started(browser);
    },
    get dataDir() {
      return started(dataDir);
    },
  };
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and page errors seen so far; `expectClean` fails on any not `allowed`. */
  problems: string[];
  expectClean(allowed?: RegExp[]): void;
}

/**
 * A fresh context and page. Requests to other hosts are refused, as they would be offline: the
 * site must work without them (map tiles only degrade).
 */
export async function openPage(
  browser: Browser,
  site: Site,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: site.baseUrl,
    reducedMotion: 'reduce',
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push(`console.error: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    page,
    context,
    problems,
    expectClean(allowed = []) {
      const unexpected = problems.filter((p) => !allowed.some((pattern) => pattern.test(p)));
      expect(unexpected, 'console errors or page errors').toEqual([]);
    },
  };
}

/** axe-core's browser build, put into a page's frames by `expectAccessible`. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * No violations of the WCAG 2.2 AA rules (and the A rules under them), on the page as it settles:
 * transitions and animations are put at their end while axe reads it, so a colour still fading in
 * (a button under the pointer after a click, 200 ms) is checked as it arrives, not halfway, which
 * read as low contrast.
 *
 * axe-core runs in the page itself, reaching its same-origin frames (what @axe-core/playwright's
 * legacy mode does), but is put into each document once rather than twice a check, and answers
 * with its violations alone rather than every node that passed: a check takes about a third of the
 * time (decision 115), and the run makes about 190 of them.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const settled = await page.addStyleTag({
    content:
      '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }',
  });
  for (const frame of page.frames()) {
    // A frame that is gone or will not run scripts is left out, as axe leaves it out.
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
  const summary = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  }, WCAG_22_AA);
  await settled.evaluate((style) => style.parentNode?.removeChild(style));
  expect(summary, `accessibility of ${label}`).toEqual([]);
}

/**
 * Opens `path` and waits until the app has taken the server's page over (src/web/boot.ts starts it
 * once the page is on the screen), so a test's clicks reach React rather than the bare HTML.
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
}

/**
 * Waits until the app runs on the page now open: after a link followed before the app had taken
 * its part of the page over, the browser loads the next page as a whole.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForLoadState();
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * Opens `address` as the app's own links do, without loading the page again: `history.pushState`,
 * which the router follows (wouter patches it). Then waits until no request has been in flight for
 * half a second, as `networkidle` does after a load, so the page shows its data rather than its
 * loading state. A walk of an app's rooms (an accessibility check of each) pays for one load of
 * the app rather than one a room: about a second of Chromium's CPU each (decision 125).
 */
export async function followInApp(page: Page, address: string): Promise<void> {
  const pending = new Set<unknown>();
  let lastChange = Date.now();
  const started = (request: unknown) => {
    pending.add(request);
    lastChange = Date.now();
  };
  const ended = (request: unknown) => {
    pending.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
    }, address);
    await expect
      .poll(() => pending.size === 0 && Date.now() - lastChange >= 500, { interval: 100 })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The modules boot.ts imports (React's client, then the app's start), from the build's manifest. */
function appModules(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(path.join(inject('webDir'), '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; isEntry?: boolean; dynamicImports?: string[] }>;
  const boot = Object.values(manifest).find((chunk) => chunk.isEntry);
  const files = (boot?.dynamicImports ?? []).map((key) => `/${manifest[key]?.file ?? key}`);
  expect(files.length, 'the modules boot.ts imports').toBe(2);
  return new Set(files);
}

export interface HeldApp {
  /** Lets the app's modules through. */
  release: () => void;
  /** Resolves once the page has asked for them (boot.ts runs from then on at the latest). */
  asked: Promise<void>;
}

/**
 * Holds the app's own modules back until `release()`: the page stays the server's HTML, as on a
 * phone whose app has not arrived yet, while its first script (boot.ts) runs. Call before opening
 * the page.
 */
export async function holdTheApp(page: Page): Promise<HeldApp> {
  const modules = appModules();
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  await page.route(
    (address) => modules.has(address.pathname),
    async (route) => {
      markAsked();
      await released;
      await route.continue();
    },
  );
  return { release, asked };
}
