/**
 * Every public page's HTML as a browser on a first visit receives it (issue 36 §2): asked for with
 * Chromium's Accept-Encoding, the bytes on the wire counted as they come, before any decoding.
 * A page whose compressed HTML fits TCP's first window can be painted after one round trip; one
 * byte more, and a phone on a first visit waits a second (decision 117).
 */
import { request } from 'node:http';
import {
  BENCH_VILLA_SLUG,
  HTML_BUDGET_BYTES,
  HTML_REVIEWS_GROWN,
  atMost,
  type Check,
} from './budgets.ts';

/** What Chromium sends with a page request. */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** The public pages besides the villas' (found from the API); the 404 pages are public too. */
const FIXED_PAGES = [
  '/',
  '/villas',
  '/about',
  '/transport',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cancellation-policy',
  '/refund-policy',
  // "Lost your link?": the guest's booking page without a booking.
  '/booking',
  '/villa/no-such-villa',
  '/no-such-page',
] as const;

export interface PageHtml {
  path: string;
  status: number;
  /** The Content-Encoding the server answered with ('identity' when none). */
  encoding: string;
  /** Bytes of the body as sent, compressed. */
  bytes: number;
}

/** One measurement of every page: with the demo content, or with a villa's reviews grown. */
export interface HtmlRun {
  /** 'demo content', '50 approved reviews on villa-river-breeze'. */
  content: string;
  pages: PageHtml[];
}

async function fetchHtml(baseUrl: string, path: string): Promise<PageHtml> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, baseUrl), { headers: PAGE_HEADERS }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          path,
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'] ?? 'identity',
          bytes,
        }),
      );
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The villa pages (every villa the API lists) and the other public pages. */
export async function publicPages(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/villas`);
  if (!response.ok) throw new Error(`GET /api/villas answered ${response.status}`);
  const villas = (await response.json()) as { slug: string }[];
  return [...villas.map((villa) => `/villa/${villa.slug}`), ...FIXED_PAGES];
}

/**
 * Each page twice, the second answer counted: the first render fills the server's page cache, as
 * a guest's visit finds it warm (the bytes are the same; a cold first answer may be streamed).
 */
export async function measurePageHtml(baseUrl: string, paths: readonly string[]) {
  const pages: PageHtml[] = [];
  for (const path of paths) {
    await fetchHtml(baseUrl, path);
    pages.push(await fetchHtml(baseUrl, path));
  }
  return pages;
}

export function htmlChecks(runs: readonly HtmlRun[]): Check[] {
  return runs.flatMap((run) =>
    run.pages.map((page) => {
      const check = atMost(
        `HTML ${page.encoding} ${page.path} (${run.content})`,
        page.bytes,
        HTML_BUDGET_BYTES,
        formatBytes,
      );
      // A page that failed, or came uncompressed, is not what a guest gets: it fails too.
      const fine = page.status < 500 && page.encoding === 'br';
      return fine
        ? check
        : { ...check, measured: `${check.measured}, ${page.status}`, pass: false };
    }),
  );
}

export const formatBytes = (bytes: number): string => `${bytes.toLocaleString('en-US')} B`;

const HTML_HEADER = ['page', 'status', 'encoding', 'bytes'];
const htmlRows = (run: HtmlRun) =>
  run.pages.map((page) => [page.path, String(page.status), page.encoding, formatBytes(page.bytes)]);

/** The tables on stdout: one per run. */
export function htmlText(runs: readonly HtmlRun[], table: (h: string[], r: string[][]) => string) {
  return runs
    .map((run) => `\nHTML (${run.content})\n${table(HTML_HEADER, htmlRows(run))}`)
    .join('');
}

/** The section of docs/benchmarks.md. */
export function htmlSection(
  runs: readonly HtmlRun[],
  table: (h: string[], r: string[][]) => string,
): string {
  const title = '## HTML within the first round trip';
  if (runs.length === 0) return `${title}\n\nNot measured (see Failures).`;
  return [
    title,
    '',
    `Each public page's HTML as Chromium asks for it (\`Accept-Encoding: gzip, deflate, br, zstd\`), the bytes on the wire counted before decoding, the page's second answer (the first fills the server's page cache). Budget: Brotli, at most ${formatBytes(HTML_BUDGET_BYTES)} (TCP's first window, decision 117), with the demo content and with ${HTML_REVIEWS_GROWN} approved reviews on \`${BENCH_VILLA_SLUG}\`.`,
    ...runs.flatMap((run) => ['', `### ${run.content}`, '', table(HTML_HEADER, htmlRows(run))]),
  ].join('\n');
}
