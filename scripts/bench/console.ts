/**
 * The team's console on a phone (issue 25 §2): the first-load JS of the sign-in page and of Today,
 * and Lighthouse mobile on the sign-in page, Today and Bookings, signed in as the owner.
 *
 * The bench's server starts on an empty data folder, so it has no console account and prints the
 * first start's one-time set-up link (src/server/staff/setup-link.ts) to its log. The bench creates
 * the owner through that link as a person would (POST /api/console/setup, same origin), which
 * answers with the session's cookie; the signed-in pages are measured with it. A new owner has no
 * two-step sign-in yet, so the cookie is a whole session.
 */
import { readFileSync } from 'node:fs';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  CONSOLE_BUDGET,
  LIGHTHOUSE_RUNS,
  atLeast,
  atMost,
  formatKib,
  formatMs,
  median,
  type Check,
} from './budgets.ts';
import {
  assetsLoadedChecks,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  measurePage,
  type PageBundle,
} from './bundles.ts';
import { runWithRetries } from './lighthouse.ts';
import type { RunningServer } from './server.ts';

/** The console's pages measured, and whether each is measured signed in. */
export const CONSOLE_PAGES = [
  { page: '/console/login', signedIn: false, firstLoad: true },
  { page: '/console', signedIn: true, firstLoad: true },
  { page: '/console/bookings', signedIn: true, firstLoad: false },
] as const;

const OWNER = {
  name: 'Bench Owner',
  email: 'bench-owner@villas.test',
  password: 'lagoon heron mango bench',
};

/** The line setup-link.ts prints; the link is the first address on it. */
const SETUP_LINE = /No console account yet: open (\S+) within/;

export interface Series {
  median: number;
  runs: number[];
}

export interface ConsoleLighthouse {
  page: string;
  signedIn: boolean;
  performance: Series;
  fcpMs: Series;
  lcpMs: Series;
  tbtMs: Series;
}

export interface ConsoleResult {
  bundles: (PageBundle & { signedIn: boolean })[];
  lighthouse: ConsoleLighthouse[];
}

/** The owner's session cookie, from the first start's set-up link in the server's log. */
export async function ownerCookie(server: Pick<RunningServer, 'baseUrl' | 'logFile'>) {
  const link = SETUP_LINE.exec(readFileSync(server.logFile, 'utf8'))?.[1];
  if (!link) {
    throw new Error('The server printed no set-up link: the bench needs an empty data folder.');
  }
  const token = new URL(link).searchParams.get('token') ?? '';
  const response = await fetch(`${server.baseUrl}/api/console/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(server.baseUrl).origin },
    body: JSON.stringify({ token, ...OWNER }),
  });
  if (response.status !== 201) {
    throw new Error(`Creating the owner answered ${response.status}: ${await response.text()}`);
  }
  // Every cookie the answer sets (the session's, and this browser's device cookie), as a browser
  // would send them back.
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter(Boolean)
    .join('; ');
  if (!cookie.includes('villa-console'))
    throw new Error('Creating the owner set no session cookie.');
  return cookie;
}

const series = (values: number[]): Series => ({ median: median(values), runs: values });

async function lighthouseOf(baseUrl: string, page: string, cookie: string | null) {
  const runs: Result[] = [];
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
    runs.push(
      await runWithRetries(`${baseUrl}${page}`, {
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { cookie } } : {}),
      }),
    );
  }
  const audit = (id: string) => series(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
  const final = runs.map((lhr) => lhr.finalDisplayedUrl);
  // A signed-in page that fell back to the sign-in page would measure the wrong page.
  const strayed = final.find((url) => new URL(url).pathname !== page);
  if (strayed) throw new Error(`${page} ended at ${strayed}: not signed in?`);
  return {
    page,
    signedIn: cookie !== null,
    performance: series(
      runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? NaN) * 100)),
    ),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
  };
}

export async function measureConsole(server: RunningServer): Promise<ConsoleResult> {
  const cookie = await ownerCookie(server);
  const result: ConsoleResult = { bundles: [], lighthouse: [] };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    for (const { page, signedIn } of CONSOLE_PAGES.filter((p) => p.firstLoad)) {
      const bundle = await measurePage(browser, server.baseUrl, page, signedIn ? { cookie } : {});
      console.log(`  first load ${page}: JS ${formatKib(bundle.jsGzipBytes)} (gzip -9)`);
      result.bundles.push({ ...bundle, signedIn });
    }
  } finally {
    await browser.close();
  }
  for (const { page, signedIn } of CONSOLE_PAGES) {
    const measured = await lighthouseOf(server.baseUrl, page, signedIn ? cookie : null);
    console.log(
      `  Lighthouse ${page}: performance ${measured.performance.runs.join('/')}; FCP ${formatMs(measured.fcpMs.median)}, LCP ${formatMs(measured.lcpMs.median)}, TBT ${formatMs(measured.tbtMs.median)}`,
    );
    result.lighthouse.push(measured);
  }
  return result;
}

export function consoleChecks(result: ConsoleResult | null): Check[] {
  if (!result) return [];
  const b = CONSOLE_BUDGET;
  return [
    ...result.bundles.flatMap((bundle) => [
      atMost(`JS gzip ${bundle.page}`, bundle.jsGzipBytes, b.firstLoadJsGzipBytes, formatKib),
      ...assetsLoadedChecks(bundle),
    ]),
    ...result.lighthouse.flatMap((p) => [
      atLeast(`Performance ${p.page}`, p.performance.median, b.performance, String),
      atMost(`LCP ${p.page}`, p.lcpMs.median, b.lcpMs, formatMs),
      atMost(`TBT ${p.page}`, p.tbtMs.median, b.tbtMs, formatMs),
    ]),
  ];
}
