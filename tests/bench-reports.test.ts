import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightsBetween } from '#domain/dates.ts';
import { figuresOf, monthPeriod, monthsOf, yearPeriod } from '#domain/reports.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { reportMonthsFor, reportSideFor } from '#server/reports/service.ts';
import { REPORTS_BUDGET } from '#scripts/bench/budgets.ts';
import { seedReportData, type ReportSeedCounts } from '#scripts/bench/reports-seed.ts';
import { reportsChecks, reportsSection, type ReportsEngineResult } from '#scripts/bench/reports.ts';
import { reportInputOf } from '#tests/helpers/report-data.ts';
import { engines, openTestDatabase } from '#tests/helpers/test-app.ts';

describe.each(engines)("the reports bench's data (2 villas, 2027) on %s", (engine) => {
  let database: DatabaseHandle;
  let counts: ReportSeedCounts;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    counts = await seedReportData(database.db, { villas: 2, firstYear: 2027, years: 1 });
  });
  afterAll(() => database.close());

  it('fills every 6-day slot with one 4-night stay, and pays for each booking', () => {
    // Villa 1's slots start on day 1 + 6s and villa 2's on day 2 + 6s, each with 4 nights before
    // 1 January 2028 (day 365): s up to 60 for villa 1 (61 slots), up to 59 for villa 2 (60).
    expect(counts.bookings + counts.importedStays).toBe(61 + 60);
    expect(counts.teamBlocks).toBeGreaterThan(0);
    // A booking is paid in 3 or 4 instalments; a cancelled one paid and refunded: about 40,000
    // entries for 50 villas x 5 years, as issue 28 asks.
    expect(counts.ledgerEntries).toBeGreaterThanOrEqual(3 * counts.bookings + 2 * counts.cancelled);
    expect(counts.ledgerEntries).toBeLessThanOrEqual(4.1 * counts.bookings + 2 * counts.cancelled);
    expect(counts.cancelled).toBeGreaterThan(0);
  });

  it('sells about two-thirds of the nights the team left open, and knows most amounts', async () => {
    const year = { from: '2027-01-01', to: '2027-12-31' };
    const side = await reportSideFor(database.db, year);
    // Of each 6 nights 4 are a stay's; the owner's 2-night blocks (some echoed by a feed's day
    // marked 'no stay', closed once) leave the nights available.
    expect(side.nightsAvailable).toBe(2 * 365 - 2 * counts.teamBlocks);
    expect(side.total.occupancy).toBeGreaterThan(0.6);
    expect(side.total.occupancy).toBeLessThan(0.7);
    expect(side.total.nightsWithoutAmount).toBeGreaterThan(0);
    expect(side.total.cancellations).toBe(counts.cancelled);
    expect(side.channels.map((c) => c.key)).toEqual(['direct', 'airbnb', 'booking', 'other:agoda']);
    expect(nightsBetween(year.from, '2028-01-01')).toBe(365);
  });

  it("is read by the server's SQL as the definition reads it, to the cent, chart included", async () => {
    const input = await reportInputOf(database.db);
    for (const period of [
      { from: '2027-01-01', to: '2027-12-31' },
      { from: '2027-02-26', to: '2027-04-03' },
    ]) {
      expect(await reportSideFor(database.db, period)).toEqual(figuresOf({ period, ...input }));
    }
    // The chart's twelve months, in December 2027: January to December 2027, each as defined.
    const chart = await reportMonthsFor(database.db, undefined, {
      money: true,
      now: new Date('2027-12-15T06:00:00Z'),
    });
    expect(chart.months.map((m) => m.month)).toEqual(
      monthsOf(yearPeriod(2027)).map((m) => m.from.slice(0, 7)),
    );
    for (const month of chart.months) {
      const side = figuresOf({ period: monthPeriod(month.month), ...input });
      expect(month).toEqual({
        month: month.month,
        nightsAvailable: side.nightsAvailable,
        nightsSold: side.total.nightsSold,
        occupancy: side.total.occupancy,
        revenueCents: side.total.revenueCents,
      });
    }
  });
});

const measured = (yearMs: number, monthsMs: number): ReportsEngineResult => ({
  engine: 'PGlite',
  seeded: {
    villas: 50,
    bookings: 10_127,
    cancelled: 633,
    importedStays: 3_799,
    teamBlocks: 1_266,
    ledgerEntries: 39_064,
  },
  seedSeconds: 4.5,
  year: 2026,
  nightsSold: 11_150,
  occupancy: 0.647,
  yearRunsMs: [yearMs + 5, yearMs, yearMs - 5, yearMs + 10, yearMs - 10],
  monthsRunsMs: [monthsMs, monthsMs, monthsMs, monthsMs, monthsMs],
});

describe("the reports bench's budgets and its part of docs/benchmarks.md", () => {
  it('passes a median at the budget and fails one above it, for each query', () => {
    const checks = reportsChecks({
      engines: [measured(REPORTS_BUDGET.yearMs, REPORTS_BUDGET.monthsMs + 1)],
      postgres: false,
    });
    expect(checks.map((c) => [c.name, c.pass])).toEqual([
      ['report of a year, all villas (PGlite)', true],
      ["report's twelve months (PGlite)", false],
    ]);
    expect(reportsChecks(null)).toEqual([]);
  });

  it('writes a row per engine with its medians and runs, and says when PostgreSQL was skipped', () => {
    const text = reportsSection({ engines: [measured(120, 40)], postgres: false });
    expect(text).toContain(
      '| PGlite | 10127 + 633 cancelled | 3799 | 1266 | 39064 | 4.5 s | 2026: 120 ms (125 ms, 120 ms, 115 ms, 130 ms, 110 ms) | 40 ms (40 ms, 40 ms, 40 ms, 40 ms, 40 ms) | 64.7% |',
    );
    expect(text).toContain('PostgreSQL skipped: BENCH_DATABASE_URL is unset.');
    expect(reportsSection(null)).toContain('Not measured (see Failures).');
  });
});
