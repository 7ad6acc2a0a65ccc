/**
 * The owner's numbers, timed (issue 28, Speed): 50 villas with 5 years of stays and payments
 * (reports-seed.ts), on a fresh PGlite database migrated as the app migrates its own and, with
 * BENCH_DATABASE_URL, on a throwaway database of that PostgreSQL server; then a whole year's report
 * of every villa (`reportFor`, the period and a year earlier, as GET /api/console/reports answers)
 * and the chart's twelve months (`reportMonthsFor`), each the median of `REPORTS_RUNS` runs after
 * one warm-up. The figures come from SQL aggregates; a budget over 300 ms would mean the server
 * reads the stays into memory, or the queries lost their indexes.
 *
 * Part of `npm run bench`, and runnable alone:
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     npx tsx --conditions=source scripts/bench/reports.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { resortToday } from '#domain/dates.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { reportFor, reportMonthsFor } from '#server/reports/service.ts';
import { freshPostgres } from '#tests/helpers/test-app.ts';
import {
  REPORTS_BUDGET,
  REPORTS_RUNS,
  REPORTS_SEED,
  atMost,
  formatMs,
  median,
  type Check,
} from './budgets.ts';
import { seedReportData, type ReportSeedCounts } from './reports-seed.ts';

export const REPORTS_TITLE = `The owner's numbers: reports over ${REPORTS_SEED.villas} villas x ${REPORTS_SEED.years} years`;

export type ReportsEngine = 'PGlite' | 'PostgreSQL';

export interface ReportsEngineResult {
  engine: ReportsEngine;
  seeded: ReportSeedCounts;
  seedSeconds: number;
  /** The whole year reported (the last full one), and what it showed, to show it is no empty sum. */
  year: number;
  nightsSold: number;
  occupancy: number | null;
  yearRunsMs: number[];
  monthsRunsMs: number[];
}

export interface ReportsResult {
  engines: ReportsEngineResult[];
  /** False when BENCH_DATABASE_URL is unset: PostgreSQL was not measured (not a failure). */
  postgres: boolean;
}

/** A warm-up, then `REPORTS_RUNS` timed runs. */
async function timed(work: () => Promise<unknown>): Promise<number[]> {
  await work();
  const runs: number[] = [];
  for (let i = 0; i < REPORTS_RUNS; i++) {
    const started = performance.now();
    await work();
    runs.push(performance.now() - started);
  }
  return runs;
}

async function measureOn(
  engine: ReportsEngine,
  database: DatabaseHandle,
): Promise<ReportsEngineResult> {
  const { db } = database;
  const thisYear = Number(resortToday().slice(0, 4));
  // Five calendar years up to this one: the chart's twelve months fall in them, and the year
  // reported (last year) has a year earlier beside it.
  const options = { ...REPORTS_SEED, firstYear: thisYear - REPORTS_SEED.years + 1 };
  const seedStarted = performance.now();
  const seeded = await seedReportData(db, options);
  // What PostgreSQL's autovacuum does soon after a bulk load; PGlite has no autovacuum (and the
  // app runs no ANALYZE), so there the planner works without statistics, as it would in use.
  if (engine === 'PostgreSQL') await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(
    `  ${engine}: seeded ${seeded.bookings} bookings (and ${seeded.cancelled} cancelled), ` +
      `${seeded.importedStays} imported stays, ${seeded.teamBlocks} team blocks, ` +
      `${seeded.ledgerEntries} ledger entries in ${seedSeconds.toFixed(1)} s`,
  );

  const year = thisYear - 1;
  const query = { from: `${year}-01-01`, to: `${year}-12-31` };
  const shown = await reportFor(db, query, { money: true });
  const yearRunsMs = await timed(() => reportFor(db, query, { money: true }));
  const monthsRunsMs = await timed(() => reportMonthsFor(db, undefined, { money: true }));
  const result: ReportsEngineResult = {
    engine,
    seeded,
    seedSeconds,
    year,
    nightsSold: shown.current.total.nightsSold,
    occupancy: shown.current.total.occupancy,
    yearRunsMs,
    monthsRunsMs,
  };
  console.log(
    `  ${engine}: ${year}, all villas: median ${formatMs(median(yearRunsMs))} ` +
      `(${yearRunsMs.map(formatMs).join(', ')}), ${result.nightsSold} nights sold, occupancy ` +
      `${((result.occupancy ?? 0) * 100).toFixed(1)}%; twelve months: median ` +
      `${formatMs(median(monthsRunsMs))} (${monthsRunsMs.map(formatMs).join(', ')})`,
  );
  return result;
}

/**
 * The stage: PGlite in a data folder under `workDir` (as the app keeps its own), then PostgreSQL
 * when `adminUrl` is given; each database is closed (and PostgreSQL's dropped) in any case.
 */
export async function measureReports(
  adminUrl: string | undefined,
  workDir: string,
): Promise<ReportsResult> {
  const engines: ReportsEngineResult[] = [];
  const pglite = await openDatabase({ engine: 'pglite', dataDir: path.join(workDir, 'reports') });
  try {
    engines.push(await measureOn('PGlite', pglite));
  } finally {
    await pglite.close();
  }
  if (!adminUrl) {
    console.log('  PostgreSQL skipped: BENCH_DATABASE_URL is unset');
    return { engines, postgres: false };
  }
  const throwaway = await freshPostgres(adminUrl, 'villas_bench_reports');
  try {
    const database = await openDatabase({ engine: 'postgres', url: throwaway.url, poolSize: 10 });
    try {
      engines.push(await measureOn('PostgreSQL', database));
    } finally {
      await database.close();
    }
  } finally {
    await throwaway.drop();
  }
  return { engines, postgres: true };
}

export function reportsChecks(result: ReportsResult | null): Check[] {
  if (!result) return [];
  return result.engines.flatMap((r) => [
    atMost(
      `report of a year, all villas (${r.engine})`,
      median(r.yearRunsMs),
      REPORTS_BUDGET.yearMs,
      formatMs,
    ),
    atMost(
      `report's twelve months (${r.engine})`,
      median(r.monthsRunsMs),
      REPORTS_BUDGET.monthsMs,
      formatMs,
    ),
  ]);
}

/** Its part of docs/benchmarks.md. */
export function reportsSection(result: ReportsResult | null): string {
  const title = "## The owner's numbers";
  if (!result) return `${title}\n\nNot measured (see Failures).`;
  const rows = result.engines.map((r) => {
    const s = r.seeded;
    return `| ${r.engine} | ${s.bookings} + ${s.cancelled} cancelled | ${s.importedStays} | ${s.teamBlocks} | ${s.ledgerEntries} | ${r.seedSeconds.toFixed(1)} s | ${r.year}: ${formatMs(median(r.yearRunsMs))} (${r.yearRunsMs.map(formatMs).join(', ')}) | ${formatMs(median(r.monthsRunsMs))} (${r.monthsRunsMs.map(formatMs).join(', ')}) | ${((r.occupancy ?? 0) * 100).toFixed(1)}% |`;
  });
  return [
    title,
    '',
    `${REPORTS_SEED.villas} villas with ${REPORTS_SEED.years} calendar years of 4-night stays, two-thirds of the nights sold, and their payments (scripts/bench/reports-seed.ts), on a fresh PGlite database${result.postgres ? ' and a throwaway PostgreSQL database' : ''}. Timed in the bench's process, without HTTP: a whole year's report of every villa with the year before it (\`reportFor\`), and the chart's twelve months (\`reportMonthsFor\`); medians of ${REPORTS_RUNS} runs after a warm-up. PostgreSQL's statistics are taken after the load (as its autovacuum soon would); PGlite, which has no autovacuum, plans without them, as in use. Budget: each at most ${formatMs(REPORTS_BUDGET.yearMs)}.${result.postgres ? '' : ' PostgreSQL skipped: BENCH_DATABASE_URL is unset.'}`,
    '',
    "| engine | bookings | imported stays | team blocks | ledger entries | seeded in | a year (runs) | twelve months (runs) | the year's occupancy |",
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

async function main(): Promise<number> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'villas-bench-reports-'));
  try {
    console.log(REPORTS_TITLE);
    const result = await measureReports(process.env.BENCH_DATABASE_URL, workDir);
    const checks = reportsChecks(result);
    for (const c of checks) {
      console.log(`  ${c.pass ? 'PASS' : 'FAIL'} ${c.name}: ${c.measured} (${c.limit})`);
    }
    return checks.every((c) => c.pass) ? 0 : 1;
  } catch (error) {
    // A failed statement's error holds every parameter: its message and cause say enough.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    console.error(
      `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)} ${cause}`,
    );
    return 1;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

// Alone (see the top): the stage, its checks on stdout, and exit status 1 when a budget fails.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await main());
