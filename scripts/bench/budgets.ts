/**
 * The speed budgets of issue 4, in one place. Every measurement module compares its figures with
 * these and reports one `Check` per budget; `npm run bench` exits with status 1 when any fails.
 */

export const KIB = 1024;

/** The pages every browser measurement loads. */
export const PAGES = ['/', '/villas', '/villa/villa-river-breeze', '/contact'] as const;

/** The villa whose page and availability the load test asks for. */
export const BENCH_VILLA_SLUG = 'villa-river-breeze';

/** Per page, on a cold load with no interaction: the sum of gzip -9 sizes of its files. */
export const BUNDLE_BUDGET = {
  jsGzipBytes: 100 * KIB,
  cssGzipBytes: 30 * KIB,
} as const;

/** Lighthouse 12, mobile, default simulated throttling; medians of `LIGHTHOUSE_RUNS` runs. */
export const LIGHTHOUSE_BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 60,
  cls: 0.03,
} as const;

export const LIGHTHOUSE_RUNS = 3;

/**
 * The team's console on a phone (issue 25 §2): the sign-in page and Today (signed in) load at most
 * this much JS first; Lighthouse mobile on sign-in, Today and Bookings (signed in as the owner),
 * medians of `LIGHTHOUSE_RUNS` runs, performance only (a private page is not for search engines).
 */
export const CONSOLE_BUDGET = {
  // 90 KiB until issue 39: the forms' and dates' code the console shares with the site now reads
  // the page's language, 0.35 KiB more on Today's first load even with English fixed at build
  // time (decision 132). Raised by half a KiB for now; to win back (issue 41 holds 90 KiB).
  firstLoadJsGzipBytes: 90.5 * KIB,
  performance: 95,
  lcpMs: 1500,
  tbtMs: 100,
} as const;

/** HTTP load on loopback: p99 latency targets, and no errors or unexpected statuses anywhere. */
export const LOAD_BUDGET = {
  availabilityP99Ms: 10,
  villaPageP99Ms: 30,
} as const;

export const LOAD_DURATION_SECONDS = 10;
export const LOAD_CONNECTIONS = 50;
/** A short run before each measured one, so the figures are of a warm server (JIT, caches). */
export const LOAD_WARMUP_SECONDS = 2;

/**
 * Two instances on one PostgreSQL database (issue 16 §3, decision 053): a booking made on one shows
 * on the other's cached calendar within a second, at least 9 times in 10.
 */
export const INSTANCES_BUDGET = {
  seenP90Ms: 1000,
} as const;

/** Bookings made on the first instance and watched for on the second. */
export const INSTANCES_SAMPLES = 20;
/** How often the second instance is asked; its cached answer costs about a millisecond. */
export const INSTANCES_POLL_MS = 10;

/**
 * A guest's taps on the villa page's booking panel (issue 25 §1): the worst Event Timing entry of
 * each interaction, as INP counts it, on a phone with the CPU slowed 4x; medians of
 * `INTERACTION_RUNS` runs. 100 ms: web.dev's "good" INP is 200 ms on a real phone, and half of
 * that leaves room for the slower phones a 4x slowdown of this machine only approximates.
 */
export const INTERACTION_BUDGET_MS = 100;
export const INTERACTION_RUNS = 3;
/** Chromium's CPU throttling rate (DevTools' "4x slowdown", Lighthouse's mobile setting). */
export const INTERACTION_CPU_SLOWDOWN = 4;
/** The smallest duration the Event Timing API reports when asked (16 ms, one frame). */
export const INTERACTION_EVENT_THRESHOLD_MS = 16;

/** One budget, measured. */
export interface Check {
  /** What is measured, e.g. 'JS gzip /villas'. */
  name: string;
  /** The figure, formatted for people. */
  measured: string;
  /** The budget, formatted the same way, e.g. '<= 100.0 KiB'. */
  limit: string;
  pass: boolean;
}

export const formatKib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KiB`;
export const formatMs = (ms: number): string => `${Math.round(ms)} ms`;

export function atMost(name: string, value: number, limit: number, format: (n: number) => string) {
  return { name, measured: format(value), limit: `<= ${format(limit)}`, pass: value <= limit };
}

export function atLeast(name: string, value: number, limit: number, format: (n: number) => string) {
  return { name, measured: format(value), limit: `>= ${format(limit)}`, pass: value >= limit };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * The owner's numbers (issue 28, Speed): with 50 villas and 5 years of stays (about 15,000 of
 * 4 nights, two-thirds full, and 40,000 payments), a year's report answers in under 300 ms on
 * PostgreSQL and PGlite; so does the chart's twelve months.
 */
export const REPORTS_BUDGET = {
  yearMs: 300,
  monthsMs: 300,
} as const;

/** Timed runs of each report query, after one warm-up; the median counts. */
export const REPORTS_RUNS = 5;

/** The bench's database for the reports: villas, and calendar years of stays up to this one. */
export const REPORTS_SEED = { villas: 50, years: 5 } as const;

/**
 * Every public page's HTML as a browser asks for it (Brotli), on a first visit (issue 36 §2): it
 * fits TCP's first window, 10 segments of 1,460 bytes (RFC 6928), so the browser can paint after
 * one round trip (decision 117). With the demo content, and with `HTML_REVIEWS_GROWN` approved
 * reviews on the bench's villa.
 */
export const HTML_BUDGET_BYTES = 14_600;
export const HTML_REVIEWS_GROWN = 50;
