/**
 * `npm run bench`: the speed budgets of issue 4, measured against the built server.
 *
 *  1. `npm run build`, then `node dist/server/server.js` on a free loopback port and a fresh
 *     temporary data folder (the embedded database seeds itself with the demo content).
 *  2. Every public page's compressed HTML (page-html.ts), bundle budgets per page (bundles.ts),
 *  3. Lighthouse (lighthouse.ts), a guest's taps on the villa page's booking panel
 *     (interactions.ts), then the team's console: its first load and Lighthouse signed in as the
 *     owner (console.ts), 4. HTTP load on the read endpoints (load.ts); then the server stops, the
 *     bench gives its villa 50 approved reviews (bench-reviews.ts) and measures the villa pages'
 *     HTML again, adds villa copies to its database (bench-villas.ts), restarts it and load-tests
 *     booking requests on free dates.
 *  5. The owner's reports over 50 villas x 5 years of stays, on PGlite and (with
 *     BENCH_DATABASE_URL) a throwaway PostgreSQL database (reports.ts). With BENCH_DATABASE_URL, two
 *     servers on a throwaway PostgreSQL database: how long a booking on one takes to show on the
 *     other's cached calendar (instances.ts); skipped without it.
 *  6. A table on stdout and docs/benchmarks.md (report.ts); exit status 1 when a budget fails.
 *
 * Not part of `npm test`: figures depend on the machine, so no test is ever timed.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resortToday } from '#domain/dates.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Villa } from '#domain/schemas/villa.ts';
import { addVillaCopies } from './bench-villas.ts';
import { planStays } from './booking-stays.ts';
import {
  BENCH_VILLA_SLUG,
  HTML_REVIEWS_GROWN,
  LIGHTHOUSE_RUNS,
  LOAD_BUDGET,
  atMost,
  formatMs,
  type Check,
} from './budgets.ts';
import { growApprovedReviews } from './bench-reviews.ts';
import { buildFingerprint } from './build-fingerprint.ts';
import { bundleChecks, measureBundles } from './bundles.ts';
import { consoleChecks, measureConsole } from './console.ts';
import { instancesChecks, measureInstances, stopInstances } from './instances.ts';
import { interactionChecks, measureInteractions } from './interactions.ts';
import { lighthouseChecks, measureLighthouse } from './lighthouse.ts';
import { bookingLoadTest, loadTest, type LoadResult, type LoadTarget } from './load.ts';
import { describeMachine } from './machine.ts';
import { withNotesKept } from './report-file.ts';
import { htmlChecks, measurePageHtml, publicPages } from './page-html.ts';
import { markdownReport, printReport, reportPassed, type BenchReport } from './report.ts';
import { measureReports, REPORTS_TITLE, reportsChecks } from './reports.ts';
import { buildSiteAndServer, freePort, startServer, tail, type RunningServer } from './server.ts';

const REPORT_FILE = path.resolve('docs/benchmarks.md');

/**
 * Copies of the villa for the booking run. Each holds about 360 two-night stays in its two-year
 * calendar; 100 copies hold 36,000, room for 3,600 bookings a second for 10 s (the bench stops the
 * run early, and says so, if a machine is faster still).
 */
const BOOKING_VILLA_COPIES = 100;

const VILLA_PAGE = `/villa/${BENCH_VILLA_SLUG}`;

const INSTANCES_TITLE = 'Two instances on one PostgreSQL: a booking on one seen on the other';

let running: RunningServer | null = null;

async function start(dataDir: string, port: number, logFile: string): Promise<RunningServer> {
  running = await startServer(dataDir, port, logFile);
  return running;
}

async function stopServer(): Promise<void> {
  const server = running;
  running = null;
  await server?.stop();
}

/**
 * Runs one stage; a stage that throws is recorded as a failure and the bench goes on. A server that
 * died during the stage is a failure too, with the end of its log.
 */
async function stage(report: BenchReport, title: string, work: () => Promise<void>) {
  console.log(`\n${title}`);
  const fail = (message: string) => {
    console.error(`  failed: ${message}`);
    report.failures.push(`${title}: ${message.split('\n')[0] ?? ''}`);
  };
  if (running?.exit()) {
    fail('skipped: the server is not running');
    return;
  }
  try {
    await work();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const ended = running?.exit();
  if (running && ended) {
    fail(`the server ${ended} during this stage; its log ends:\n${tail(running.logFile)}`);
  }
}

async function benchVillaId(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/villas`);
  if (!response.ok) throw new Error(`GET /api/villas answered ${response.status}`);
  const villas = (await response.json()) as Villa[];
  const villa = villas.find((v) => v.slug === BENCH_VILLA_SLUG) ?? villas[0];
  if (!villa) throw new Error('GET /api/villas lists no villa');
  return villa.id;
}

/**
 * What Chromium sends with a page or an API call, so the server answers as it answers guests
 * (compressed, when it compresses).
 */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': ACCEPT_ENCODING,
};
const API_HEADERS = { accept: 'application/json', 'accept-encoding': ACCEPT_ENCODING };

function readTargets(villaId: string): LoadTarget[] {
  const api = (name: string, path: string): LoadTarget => ({
    name,
    method: 'GET',
    path,
    expectedStatus: 200,
    headers: API_HEADERS,
  });
  return [
    api('GET /api/villas', '/api/villas'),
    api('GET /api/villas/{id}/availability', `/api/villas/${villaId}/availability`),
    {
      name: `GET ${VILLA_PAGE}`,
      method: 'GET',
      path: VILLA_PAGE,
      expectedStatus: 200,
      headers: PAGE_HEADERS,
    },
  ];
}

const BOOKING_TARGET: LoadTarget = {
  name: 'POST /api/bookings',
  method: 'POST',
  path: '/api/bookings',
  expectedStatus: 201,
  headers: API_HEADERS,
};

function loadChecks(results: readonly LoadResult[]): Check[] {
  const p99Budgets: Record<string, number> = {
    'GET /api/villas/{id}/availability': LOAD_BUDGET.availabilityP99Ms,
    [`GET ${VILLA_PAGE}`]: LOAD_BUDGET.villaPageP99Ms,
  };
  return results.flatMap((r) => {
    const budget = p99Budgets[r.name];
    const clean = r.totalRequests > 0 && r.errors === 0 && r.non2xx === 0;
    return [
      ...(budget === undefined ? [] : [atMost(`p99 ${r.name}`, r.p99Ms, budget, formatMs)]),
      {
        name: `errors ${r.name}`,
        measured: `${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx, ${r.unexpectedStatus} not ${r.expectedStatus}`,
        limit: `none; all ${r.expectedStatus}`,
        pass: clean && r.unexpectedStatus === 0 && !r.note,
      },
    ];
  });
}

async function measureAll(report: BenchReport, workDir: string): Promise<void> {
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();

  console.log(`\nStarting the server on port ${port} (data in ${dataDir})`);
  const server = await start(dataDir, port, logFile);
  try {
    await stage(report, 'HTML of every public page (as Chromium asks: Brotli)', async () => {
      const pages = await measurePageHtml(server.baseUrl, await publicPages(server.baseUrl));
      report.html.push({ content: 'demo content', pages });
    });
    await stage(report, 'Bundles (Chromium, phone size, gzip -9)', async () => {
      report.bundles = await measureBundles(server.baseUrl);
    });
    await stage(report, `Lighthouse (mobile, ${LIGHTHOUSE_RUNS} runs per page)`, async () => {
      report.lighthouse = await measureLighthouse(server.baseUrl, report.failures);
    });
    await stage(
      report,
      "A guest's taps on the villa page (phone, 4x CPU, Event Timing)",
      async () => {
        report.interactions = await measureInteractions(server.baseUrl);
      },
    );
    await stage(
      report,
      `The console on a phone (first load; Lighthouse mobile signed in, ${LIGHTHOUSE_RUNS} runs per page)`,
      async () => {
        report.console = await measureConsole(server);
      },
    );
    await stage(report, 'HTTP load: read requests', async () => {
      for (const target of readTargets(await benchVillaId(server.baseUrl))) {
        report.load.push(await loadTest(server.baseUrl, target));
      }
    });
  } finally {
    await stopServer();
  }

  // Between the read-only stages and the booking run (the server stopped): a villa whose
  // approved reviews have grown, its page still within TCP's first window (issue 36 §2).
  const grown = `${HTML_REVIEWS_GROWN} approved reviews on ${BENCH_VILLA_SLUG}`;
  await stage(report, `HTML of the villa pages with ${grown}`, async () => {
    const added = await growApprovedReviews(dataDir, BENCH_VILLA_SLUG, HTML_REVIEWS_GROWN);
    console.log(`  added ${added} approved reviews to ${BENCH_VILLA_SLUG}`);
    const restarted = await start(dataDir, await freePort(), logFile);
    try {
      const villas = (await publicPages(restarted.baseUrl)).filter((p) => p.startsWith('/villa/'));
      report.html.push({ content: grown, pages: await measurePageHtml(restarted.baseUrl, villas) });
    } finally {
      await stopServer();
    }
  });

  await stage(report, 'HTTP load: booking requests', async () => {
    console.log(`  adding ${BOOKING_VILLA_COPIES} copies of ${BENCH_VILLA_SLUG} to the database`);
    const villas = await addVillaCopies(dataDir, BENCH_VILLA_SLUG, BOOKING_VILLA_COPIES);
    const plan = planStays(villas, resortToday());
    report.bookingVillas = { count: villas.length, plannedStays: plan.capacity };
    const restarted = await start(dataDir, await freePort(), logFile);
    try {
      report.load.push(await bookingLoadTest(restarted.baseUrl, BOOKING_TARGET, plan));
      const ended = restarted.exit();
      if (ended) throw new Error(`the server ${ended} during the run:\n${tail(restarted.logFile)}`);
    } finally {
      await stopServer();
    }
  });

  // An admin URL: the stages below make and drop databases of their own there.
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  await stage(report, REPORTS_TITLE, async () => {
    report.reports = await measureReports(databaseUrl, workDir);
  });

  if (!databaseUrl) {
    console.log(`\n${INSTANCES_TITLE}\n  skipped: BENCH_DATABASE_URL is unset`);
    report.instances = 'skipped';
    return;
  }
  await stage(report, INSTANCES_TITLE, async () => {
    report.instances = await measureInstances(databaseUrl, workDir);
  });
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const report: BenchReport = {
    startedAt,
    durationSeconds: 0,
    machine: describeMachine(),
    bundles: [],
    html: [],
    lighthouse: [],
    interactions: null,
    console: null,
    load: [],
    bookingVillas: null,
    instances: null,
    reports: null,
    checks: [],
    failures: [],
  };
  const workDir = mkdtempSync(path.join(tmpdir(), 'villas-bench-'));
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server`);
    void Promise.allSettled([stopServer(), stopInstances()]).finally(() => {
      rmSync(workDir, { recursive: true, force: true });
      process.exit(1);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    console.log('Building the site and the server (npm run build)');
    buildSiteAndServer();
    const built = buildFingerprint();
    await measureAll(report, workDir);
    if (buildFingerprint() !== built) {
      report.failures.push(
        'dist/ changed while the bench ran (another `npm run build` in this checkout?): the figures may mix two builds; run the bench again.',
      );
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    report.failures.push(message.split('\n')[0] ?? message);
    console.error(message);
    console.error(`Server log (last lines):\n${tail(path.join(workDir, 'server.log'))}`);
  } finally {
    await stopServer();
    rmSync(workDir, { recursive: true, force: true });
  }

  report.checks = [
    ...bundleChecks(report.bundles),
    ...htmlChecks(report.html),
    ...lighthouseChecks(report.lighthouse),
    ...interactionChecks(report.interactions),
    ...consoleChecks(report.console),
    ...loadChecks(report.load),
    ...instancesChecks(report.instances === 'skipped' ? null : report.instances),
    ...reportsChecks(report.reports),
  ];
  report.durationSeconds = (Date.now() - startedAt.getTime()) / 1000;
  mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
  const existing = existsSync(REPORT_FILE) ? readFileSync(REPORT_FILE, 'utf8') : null;
  writeFileSync(REPORT_FILE, withNotesKept(markdownReport(report), existing));
  printReport(report);
  console.log(`Wrote ${path.relative(process.cwd(), REPORT_FILE)}`);
  return reportPassed(report) ? 0 : 1;
}

// Exit explicitly: a browser or load-test timer left behind must not keep the process alive.
process.exit(await main());
