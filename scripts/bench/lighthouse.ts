/**
 * Lighthouse 12 through its programmatic API, Chromium started by chrome-launcher (a dependency of
 * lighthouse) from the system's path. The default config is the mobile preset with simulated
 * throttling; `LIGHTHOUSE_RUNS` runs per page, each in a fresh browser, and the median of each
 * figure is compared with the budget.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import {
  LIGHTHOUSE_BUDGET,
  LIGHTHOUSE_RUNS,
  PAGES,
  atLeast,
  atMost,
  formatMs,
  median,
  type Check,
} from './budgets.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bundles.ts';

const CATEGORIES = [
  { id: 'performance', label: 'Performance', budget: LIGHTHOUSE_BUDGET.performance },
  { id: 'accessibility', label: 'Accessibility', budget: LIGHTHOUSE_BUDGET.accessibility },
  { id: 'best-practices', label: 'Best practices', budget: LIGHTHOUSE_BUDGET.bestPractices },
  { id: 'seo', label: 'SEO', budget: LIGHTHOUSE_BUDGET.seo },
] as const;
type CategoryId = (typeof CATEGORIES)[number]['id'];

/** How many items (elements, URLs) of a failing audit the report shows. */
const AUDIT_ITEMS_SHOWN = 3;

export interface FailingAudit {
  category: CategoryId;
  id: string;
  title: string;
  /** Lowest score seen, 0..1. */
  score: number;
  /** In how many of the runs it failed. */
  runs: number;
  displayValue?: string;
  /** A few of the elements or URLs it names, so a developer knows where to look. */
  items: string[];
}

export interface PageLighthouse {
  page: string;
  /** Per category, the median score (0..100) and every run's score. */
  scores: Record<CategoryId, { median: number; runs: number[] }>;
  lcpMs: { median: number; runs: number[] };
  tbtMs: { median: number; runs: number[] };
  cls: { median: number; runs: number[] };
  failingAudits: FailingAudit[];
  warnings: string[];
  lighthouseVersion: string;
  userAgent: string;
}

async function runLighthouse(url: string, extraFlags: Flags = {}): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES.map((c) => c.id),
      ...extraFlags,
    };
    const runner = await lighthouse(url, flags);
    if (!runner) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = runner;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    }
    return lhr;
  } finally {
    chrome.kill();
  }
}

const numeric = (lhr: Result, auditId: string): number =>
  lhr.audits[auditId]?.numericValue ?? Number.NaN;

const categoryScore = (lhr: Result, id: CategoryId): number => {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : Number.NaN;
};

const series = (values: number[]) => ({ median: median(values), runs: values });

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** What one item of an audit's table is about: an element, a URL, a console message, an issue. */
function itemHint(item: Record<string, unknown>): string | undefined {
  const node = item.node as { snippet?: string; selector?: string } | undefined;
  const location = item.sourceLocation as { url?: string } | undefined;
  const source = item.source as { url?: string } | undefined;
  const where =
    str(node?.snippet) ??
    str(node?.selector) ??
    str(item.url) ??
    str(location?.url) ??
    str(source?.url);
  const what = str(item.description) ?? str(item.issueType);
  const hint = what && where ? `${what} (${where})` : (what ?? where);
  return hint?.replace(/\s+/g, ' ').slice(0, 200);
}

/** A short pointer into an audit's details, so a developer knows where to look. */
function itemHints(audit: Result['audits'][string]): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const hints: string[] = [];
  for (const item of details?.items ?? []) {
    const hint = itemHint(item);
    if (hint && !hints.includes(hint)) hints.push(hint);
    if (hints.length >= AUDIT_ITEMS_SHOWN) break;
  }
  return hints;
}

/** Audits that pass or fail; informative, manual and not-applicable ones are left out. */
const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

/** Every scored audit below 1 in a category whose median is below 100, merged over the runs. */
function failingAudits(
  runs: readonly Result[],
  categories: readonly CategoryId[],
  origin: string,
): FailingAudit[] {
  const found = new Map<string, FailingAudit>();
  for (const lhr of runs) {
    for (const category of categories) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || !SCORED.has(audit.scoreDisplayMode)) continue;
        if (audit.score === null || audit.score >= 1) continue;
        const key = `${category}/${ref.id}`;
        const seen = found.get(key);
        if (seen) {
          seen.runs += 1;
          seen.score = Math.min(seen.score, audit.score);
          continue;
        }
        found.set(key, {
          category,
          id: ref.id,
          title: audit.title,
          score: audit.score,
          runs: 1,
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
          items: itemHints(audit).map((hint) => hint.replaceAll(origin, '')),
        });
      }
    }
  }
  return [...found.values()].sort((a, b) => a.score - b.score);
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP) and asks to be run again: a
 * failed run is retried this many times before the page counts as not measured.
 */
const RETRIES_PER_RUN = 2;

/**
 * One Lighthouse run of `url`, retried as the bench's own pages are; `extraFlags` adds to or
 * replaces the bench's flags (the console's pages: its categories, a session's cookie).
 */
export async function runWithRetries(url: string, extraFlags: Flags = {}): Promise<Result> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runLighthouse(url, extraFlags);
    } catch (error) {
      if (attempt >= RETRIES_PER_RUN) throw error;
      const message = error instanceof Error ? error.message : String(error);
      console.log(`  retrying: ${message}`);
    }
  }
}

async function measurePage(baseUrl: string, page: string): Promise<PageLighthouse> {
  const runs: Result[] = [];
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
    runs.push(await runWithRetries(`${baseUrl}${page}`));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map(({ id }) => [id, series(runs.map((lhr) => categoryScore(lhr, id)))]),
  ) as PageLighthouse['scores'];
  const below100 = CATEGORIES.filter(({ id }) => scores[id].median < 100).map(({ id }) => id);
  const first = runs[0];
  return {
    page,
    scores,
    lcpMs: series(runs.map((lhr) => numeric(lhr, 'largest-contentful-paint'))),
    tbtMs: series(runs.map((lhr) => numeric(lhr, 'total-blocking-time'))),
    cls: series(runs.map((lhr) => numeric(lhr, 'cumulative-layout-shift'))),
    failingAudits: failingAudits(runs, below100, new URL(baseUrl).origin),
    warnings: [...new Set(runs.flatMap((lhr) => lhr.runWarnings.map(String)))],
    lighthouseVersion: first?.lighthouseVersion ?? '',
    userAgent: first?.environment.hostUserAgent ?? '',
  };
}

/** Every page in turn; a page Lighthouse cannot measure is listed in `failures` and skipped. */
export async function measureLighthouse(
  baseUrl: string,
  failures: string[],
): Promise<PageLighthouse[]> {
  const results: PageLighthouse[] = [];
  for (const page of PAGES) {
    try {
      const result = await measurePage(baseUrl, page);
      console.log(`  ${page}: ${summary(result)}`);
      results.push(result);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`  ${page}: not measured: ${message}`);
      failures.push(`Lighthouse ${page}: ${message}`);
    }
  }
  return results;
}

function summary({ scores, lcpMs, tbtMs, cls }: PageLighthouse): string {
  const categories = [
    `performance ${scores.performance.runs.join('/')}`,
    `accessibility ${scores.accessibility.median}`,
    `best practices ${scores['best-practices'].median}`,
    `SEO ${scores.seo.median}`,
  ].join(', ');
  const metrics = `LCP ${formatMs(lcpMs.median)}, TBT ${formatMs(tbtMs.median)}, CLS ${cls.median.toFixed(3)}`;
  return `${categories}; ${metrics}`;
}

const formatScore = (n: number) => String(n);
const formatCls = (n: number) => n.toFixed(3);

export function lighthouseChecks(pages: readonly PageLighthouse[]): Check[] {
  return pages.flatMap((p) => [
    ...CATEGORIES.map(({ id, label, budget }) =>
      atLeast(`${label} ${p.page}`, p.scores[id].median, budget, formatScore),
    ),
    atMost(`LCP ${p.page}`, p.lcpMs.median, LIGHTHOUSE_BUDGET.lcpMs, formatMs),
    atMost(`TBT ${p.page}`, p.tbtMs.median, LIGHTHOUSE_BUDGET.tbtMs, formatMs),
    atMost(`CLS ${p.page}`, p.cls.median, LIGHTHOUSE_BUDGET.cls, formatCls),
  ]);
}

export { CATEGORIES as LIGHTHOUSE_CATEGORIES };
