/**
 * The bench's results: a plain table on stdout and docs/benchmarks.md. Over 400 lines on purpose
 * (decision 078's rule): one section per stage, in the order the report reads, each beside the
 * budget it explains; split, a reader would jump between files to follow one page.
 */
import {
  BUNDLE_BUDGET,
  CONSOLE_BUDGET,
  INSTANCES_BUDGET,
  INSTANCES_POLL_MS,
  INSTANCES_SAMPLES,
  INTERACTION_BUDGET_MS,
  INTERACTION_CPU_SLOWDOWN,
  INTERACTION_RUNS,
  LIGHTHOUSE_BUDGET,
  LIGHTHOUSE_RUNS,
  LOAD_BUDGET,
  LOAD_CONNECTIONS,
  LOAD_DURATION_SECONDS,
  LOAD_WARMUP_SECONDS,
  formatKib,
  formatMs,
  type Check,
} from './budgets.ts';
import type { PageBundle } from './bundles.ts';
import type { ConsoleResult } from './console.ts';
import type { InstancesResult } from './instances.ts';
import type { InteractionResult } from './interactions.ts';
import type { PageLighthouse } from './lighthouse.ts';
import { htmlSection, htmlText, type HtmlRun } from './page-html.ts';
import { reportsSection, type ReportsResult } from './reports.ts';
import type { LoadResult } from './load.ts';
import type { Machine } from './machine.ts';

export interface BenchReport {
  startedAt: Date;
  durationSeconds: number;
  machine: Machine;
  bundles: PageBundle[];
  /** Every public page's compressed HTML (issue 36 §2): with the demo content, then grown reviews. */
  html: HtmlRun[];
  lighthouse: PageLighthouse[];
  /** A guest's taps on the villa page (issue 25 §1); null when the stage failed or did not run. */
  interactions: InteractionResult | null;
  /** The team's console on a phone (issue 25 §2); null when the stage failed or did not run. */
  console: ConsoleResult | null;
  load: LoadResult[];
  bookingVillas: { count: number; plannedStays: number } | null;
  /**
   * Two instances on one PostgreSQL database; 'skipped' when BENCH_DATABASE_URL is unset (not a
   * failure), null when the stage failed or the bench did not get there.
   */
  instances: InstancesResult | 'skipped' | null;
  /** The owner's reports over the bench's villas (issue 28); null when the stage failed. */
  reports: ReportsResult | null;
  checks: Check[];
  /** Stages that could not run, with the reason; each fails the bench. */
  failures: string[];
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const passed = (report: BenchReport) =>
  report.failures.length === 0 && report.checks.every((c) => c.pass);

const LOAD_HEADER = [
  'request',
  'req/s',
  'p50',
  'p99',
  'requests',
  'errors',
  'timeouts',
  'non-2xx',
  'statuses',
];

function loadRow(r: LoadResult): string[] {
  const statuses = Object.entries(r.statusCounts)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
  return [
    r.name,
    r.requestsPerSecond.toFixed(0),
    `${r.p50Ms} ms`,
    `${r.p99Ms} ms`,
    String(r.totalRequests),
    String(r.errors),
    String(r.timeouts),
    String(r.non2xx),
    statuses || 'none',
  ];
}

const INSTANCES_HEADER = ['bookings seen', 'median', 'p90', 'max', 'not seen'];

function instancesRow(r: InstancesResult): string[] {
  return [
    String(r.seen),
    formatMs(r.medianMs),
    formatMs(r.p90Ms),
    formatMs(r.maxMs),
    String(r.missed),
  ];
}

const INSTANCES_SKIPPED =
  'Skipped: BENCH_DATABASE_URL is unset (a PostgreSQL server the bench may create databases on).';

// ---------------------------------------------------------------------------------------------
// stdout

function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function printReport(report: BenchReport): void {
  const rows = report.checks.map((c) => [c.name, c.measured, c.limit, verdict(c.pass)]);
  console.log(`\nBudgets\n${textTable(['budget', 'measured', 'limit', 'result'], rows)}`);
  if (report.html.length > 0) console.log(htmlText(report.html, textTable));
  if (report.load.length > 0) {
    console.log(`\nHTTP load\n${textTable(LOAD_HEADER, report.load.map(loadRow))}`);
  }
  if (report.instances === 'skipped') {
    console.log(`\nTwo instances on one PostgreSQL\n${INSTANCES_SKIPPED}`);
  } else if (report.instances) {
    const table = textTable(INSTANCES_HEADER, [instancesRow(report.instances)]);
    console.log(`\nTwo instances on one PostgreSQL: a booking on one seen on the other\n${table}`);
  }
  for (const failure of report.failures) console.log(`\nFAIL: ${failure}`);
  const failed = report.checks.filter((c) => !c.pass).length;
  console.log(
    `\n${passed(report) ? 'PASS' : 'FAIL'}: ${report.checks.length - failed} of ${report.checks.length} budgets met` +
      `${report.failures.length > 0 ? `, ${report.failures.length} stage(s) failed` : ''}; ` +
      `bench took ${report.durationSeconds.toFixed(0)} s.`,
  );
}

// ---------------------------------------------------------------------------------------------
// docs/benchmarks.md

const escapeCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function mdTable(header: string[], rows: string[][]): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(escapeCell).join(' | ')} |`),
  ].join('\n');
}

function machineSection(report: BenchReport): string {
  const m = report.machine;
  return [
    '## Machine',
    '',
    mdTable(
      ['', ''],
      [
        [
          'date',
          report.startedAt
            .toISOString()
            .replace('T', ' ')
            .replace(/\.\d+Z$/, ' UTC'),
        ],
        ['git commit', m.commit],
        ['CPU', `${m.cpu} × ${m.cpuCount}`],
        ['memory', `${m.memoryGib} GiB`],
        ['OS', m.os],
        ['Node.js', m.node],
        ['Chromium', m.chromium],
        ['Lighthouse', report.lighthouse[0]?.lighthouseVersion ?? 'not run'],
        ['bench duration', `${report.durationSeconds.toFixed(0)} s`],
      ],
    ),
  ].join('\n');
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.origin.startsWith('http://127.0.0.1') ? parsed.pathname : url;
};

function bundleSection(bundles: readonly PageBundle[]): string {
  if (bundles.length === 0) return '## Bundles\n\nNot measured (see Failures).';
  const summary = mdTable(
    ['page', 'JS gzip', 'CSS gzip', 'files'],
    bundles.map((b) => [
      `\`${b.page}\``,
      formatKib(b.jsGzipBytes),
      formatKib(b.cssGzipBytes),
      String(b.assets.length),
    ]),
  );
  const files = bundles.map((b) =>
    [
      `### \`${b.page}\``,
      '',
      mdTable(
        ['file', 'kind', 'bytes', 'gzip -9'],
        b.assets.map((a) => [
          `\`${pathOf(a.url)}\``,
          a.kind.toUpperCase(),
          formatKib(a.bytes),
          formatKib(a.gzipBytes),
        ]),
      ),
      b.otherHosts.length > 0 ? `\nOther hosts asked for: ${b.otherHosts.join(', ')}.` : '',
      b.failedAssets.length > 0 ? `\nDid not load: ${b.failedAssets.join(', ')}.` : '',
    ].join('\n'),
  );
  return [
    '## Bundles',
    '',
    `Budget per page: JS at most ${formatKib(BUNDLE_BUDGET.jsGzipBytes)}, CSS at most ${formatKib(BUNDLE_BUDGET.cssGzipBytes)} (gzip -9).`,
    '',
    summary,
    '',
    ...files,
  ].join('\n');
}

function lighthouseSection(pages: readonly PageLighthouse[]): string {
  if (pages.length === 0) return '## Lighthouse\n\nNot measured (see Failures).';
  const b = LIGHTHOUSE_BUDGET;
  const table = mdTable(
    ['page', 'performance (runs)', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
    pages.map((p) => [
      `\`${p.page}\``,
      `${p.scores.performance.median} (${p.scores.performance.runs.join(', ')})`,
      String(p.scores.accessibility.median),
      String(p.scores['best-practices'].median),
      String(p.scores.seo.median),
      `${Math.round(p.lcpMs.median)} ms`,
      `${Math.round(p.tbtMs.median)} ms`,
      p.cls.median.toFixed(3),
    ]),
  );
  const audits = pages.map((p) => {
    const lines = p.failingAudits.map((a) => {
      const where = a.items.length > 0 ? `: ${a.items.map((i) => `\`${i}\``).join(', ')}` : '';
      const value = a.displayValue ? ` (${a.displayValue})` : '';
      return `- ${a.category} · \`${a.id}\` ${a.title}${value}, score ${a.score.toFixed(2)} in ${a.runs} of ${LIGHTHOUSE_RUNS} runs${where}`;
    });
    const warnings = p.warnings.map((w) => `- warning: ${w}`);
    const all = [...lines, ...warnings];
    return all.length > 0 ? `#### \`${p.page}\`\n\n${all.join('\n')}` : '';
  });
  const auditText = audits.filter(Boolean).join('\n\n');
  return [
    '## Lighthouse',
    '',
    `Medians of ${LIGHTHOUSE_RUNS} runs. Budgets: performance at least ${b.performance}; accessibility, best practices and SEO ${b.accessibility}; LCP at most ${b.lcpMs} ms, TBT at most ${b.tbtMs} ms, CLS at most ${b.cls}.`,
    '',
    table,
    '',
    '### Audits that fail, in categories below 100',
    '',
    auditText || 'None.',
  ].join('\n');
}

function consoleSection(result: ConsoleResult | null): string {
  const title = '## The console on a phone';
  if (!result) return `${title}\n\nNot measured (see Failures).`;
  const b = CONSOLE_BUDGET;
  const seen = (signedIn: boolean) => (signedIn ? 'the owner' : 'nobody');
  return [
    title,
    '',
    `First load: every JS response until network idle, gzip -9, budget ${formatKib(b.firstLoadJsGzipBytes)}. Lighthouse mobile, performance only, medians of ${LIGHTHOUSE_RUNS} runs; budgets: performance at least ${b.performance}, LCP at most ${b.lcpMs} ms, TBT at most ${b.tbtMs} ms. Signed in as an owner created through the first start's set-up link, the session's cookie sent with every request.`,
    '',
    mdTable(
      ['page', 'signed in', 'JS gzip', 'files'],
      result.bundles.map((bundle) => [
        `\`${bundle.page}\``,
        seen(bundle.signedIn),
        formatKib(bundle.jsGzipBytes),
        bundle.assets
          .filter((asset) => asset.kind === 'js')
          .map((asset) => `\`${pathOf(asset.url)}\` ${formatKib(asset.gzipBytes)}`)
          .join(', '),
      ]),
    ),
    '',
    mdTable(
      ['page', 'signed in', 'performance (runs)', 'FCP', 'LCP', 'TBT'],
      result.lighthouse.map((p) => [
        `\`${p.page}\``,
        seen(p.signedIn),
        `${p.performance.median} (${p.performance.runs.join(', ')})`,
        formatMs(p.fcpMs.median),
        formatMs(p.lcpMs.median),
        formatMs(p.tbtMs.median),
      ]),
    ),
  ].join('\n');
}

function interactionSection(result: InteractionResult | null): string {
  const title = "## A guest's taps on the booking panel";
  if (!result) return `${title}\n\nNot measured (see Failures).`;
  return [
    title,
    '',
    `\`${result.page}\` at 412 x 823 (touch) with the CPU slowed ${INTERACTION_CPU_SLOWDOWN}x, the stay ${result.stay.checkIn} to ${result.stay.checkOut}: each interaction's worst Event Timing entry (as INP counts it; 0 when none reached 16 ms), ${INTERACTION_RUNS} runs in fresh contexts. Budget: the median at most ${formatMs(INTERACTION_BUDGET_MS)}.`,
    '',
    mdTable(
      ['interaction', 'median', 'runs'],
      result.interactions.map((i) => [
        i.name,
        formatMs(i.medianMs),
        i.runsMs.map((ms) => formatMs(ms)).join(', '),
      ]),
    ),
  ].join('\n');
}

function loadSection(report: BenchReport): string {
  if (report.load.length === 0) return '## HTTP load\n\nNot measured (see Failures).';
  const notes = report.load.filter((r) => r.note).map((r) => `- ${r.name}: ${r.note ?? ''}`);
  const villas = report.bookingVillas;
  return [
    '## HTTP load',
    '',
    `${LOAD_CONNECTIONS} connections, ${LOAD_DURATION_SECONDS} s each after a ${LOAD_WARMUP_SECONDS} s warm-up. Targets: availability p99 at most ${LOAD_BUDGET.availabilityP99Ms} ms, villa page p99 at most ${LOAD_BUDGET.villaPageP99Ms} ms, no errors and only the expected status anywhere.`,
    '',
    mdTable(LOAD_HEADER, report.load.map(loadRow)),
    ...(villas
      ? [
          '',
          `Booking requests went round ${villas.count} bench copies of the villa, ${villas.plannedStays} free stays planned; each request had dates no other had.`,
        ]
      : []),
    ...(notes.length > 0 ? ['', ...notes] : []),
  ].join('\n');
}

function instancesSection(report: BenchReport): string {
  const title = '## Two instances on one PostgreSQL';
  if (report.instances === 'skipped') return `${title}\n\n${INSTANCES_SKIPPED}`;
  if (!report.instances) return `${title}\n\nNot measured (see Failures).`;
  return [
    title,
    '',
    `A booking made on one server process, from its 201 answer until the other process, whose calendar of \`${report.instances.villaSlug}\` was cached, shows the stay's first night taken; ${INSTANCES_SAMPLES} bookings, the other asked every ${INSTANCES_POLL_MS} ms. Budget: p90 at most ${formatMs(INSTANCES_BUDGET.seenP90Ms)}, every booking seen.`,
    '',
    mdTable(INSTANCES_HEADER, [instancesRow(report.instances)]),
  ].join('\n');
}

function checksSection(report: BenchReport): string {
  const failed = report.checks.filter((c) => !c.pass).length;
  return [
    '## Budgets',
    '',
    `${report.checks.length - failed} of ${report.checks.length} pass.`,
    '',
    mdTable(
      ['budget', 'measured', 'limit', 'result'],
      report.checks.map((c) => [c.name, c.measured, c.limit, `**${verdict(c.pass)}**`]),
    ),
    ...(report.failures.length > 0
      ? ['', '### Failures', '', ...report.failures.map((f) => `- ${f}`)]
      : []),
  ].join('\n');
}

const HOW_MEASURED = `## How measured

\`npm run bench\` (scripts/bench/) runs \`npm run build\`, then \`node dist/server/server.js\` on a
free loopback port with a fresh temporary data folder: the embedded database holds the demo content
only, the rate limit is raised out of reach and request logs are off. **Bundles**: each page is
loaded cold in Debian's Chromium (playwright-core) at Lighthouse's phone size (412 × 823) with no
interaction; every JS and CSS response received until the load event and then network idle counts
once, at the gzip -9 size of its body computed by the bench. **Lighthouse 12**: the default (mobile)
config with simulated throttling, categories performance, accessibility, best practices and SEO,
${LIGHTHOUSE_RUNS} runs per page, each in a fresh headless Chromium (a run that fails to record is
retried), medians per figure. **HTTP load**: autocannon in the bench's process against the server's
process on the same machine, ${LOAD_CONNECTIONS} connections, ${LOAD_DURATION_SECONDS} s per request
after a ${LOAD_WARMUP_SECONDS} s warm-up, with the Accept and Accept-Encoding headers Chromium sends;
latencies in whole milliseconds; autocannon counts the bytes of each answer but does not decode its
body (decision 017). The booking run comes last: the server stops, copies of a seeded
villa are added to the bench's database (one villa's two-year calendar holds only a few hundred
stays), the server restarts, and every request books a stay no other request had, so each is a real
booking answered 201. **Two instances** (only with \`BENCH_DATABASE_URL\`): a throwaway database on
that PostgreSQL server, two server processes on it with the default read cache (5 s to live), which
tell each other of writes with LISTEN/NOTIFY (decision 053); each booking is made on one, once the
other has its calendar cached. Figures vary from run to run and with whatever else the machine is doing:
compare runs from the same, otherwise idle, machine.`;

export function markdownReport(report: BenchReport): string {
  const failed = report.checks.filter((c) => !c.pass).length;
  return [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` on ${report.startedAt.toISOString()}; run it again rather than edit this part (measurements taken by hand go below the marker near the end).`,
    '',
    `**${passed(report) ? 'PASS' : 'FAIL'}**: ${report.checks.length - failed} of ${report.checks.length} budgets met${report.failures.length > 0 ? `; ${report.failures.length} stage(s) could not run` : ''}.`,
    '',
    machineSection(report),
    '',
    checksSection(report),
    '',
    bundleSection(report.bundles),
    '',
    htmlSection(report.html, mdTable),
    '',
    lighthouseSection(report.lighthouse),
    '',
    interactionSection(report.interactions),
    '',
    consoleSection(report.console),
    '',
    loadSection(report),
    '',
    instancesSection(report),
    '',
    reportsSection(report.reports),
    '',
    HOW_MEASURED,
    '',
  ].join('\n');
}

export { passed as reportPassed };
