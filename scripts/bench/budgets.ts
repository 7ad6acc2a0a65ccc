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
