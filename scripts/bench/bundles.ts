/**
 * Bundle budgets: each page loaded cold in Debian's Chromium (playwright-core, never a downloaded
 * browser) at a phone's size, with no interaction. Every JS and CSS response received until the
 * load event and then network idle is recorded, and its body gzipped here (-9), so the figure does
 * not depend on what compression the server sends.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { BUNDLE_BUDGET, PAGES, atMost, formatKib, type Check } from './budgets.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Lighthouse's mobile screen (a Moto G Power), so both measurements see the same layout. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export type AssetKind = 'js' | 'css';

export interface PageAsset {
  url: string;
  kind: AssetKind;
  bytes: number;
  gzipBytes: number;
}

export interface PageBundle {
  page: string;
  assets: PageAsset[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Requests to other hosts (map tiles and the like), for the record. */
  otherHosts: string[];
  /** JS or CSS the page asked for that did not arrive (404 and the like): a broken page. */
  failedAssets: string[];
}

/** A page's bundle from its assets: the gzip bytes added up per kind. */
export function pageBundle(
  page: string,
  assets: PageAsset[],
  { otherHosts = [], failedAssets = [] }: Partial<Pick<PageBundle, 'otherHosts' | 'failedAssets'>>,
): PageBundle {
  const total = (kind: AssetKind) =>
    assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + a.gzipBytes, 0);
  return {
    page,
    assets,
    jsGzipBytes: total('js'),
    cssGzipBytes: total('css'),
    otherHosts,
    failedAssets,
  };
}

function assetKind(response: Response): AssetKind | null {
  const type = response.headers()['content-type'] ?? '';
  const resource = response.request().resourceType();
  const pathname = new URL(response.url()).pathname;
  if (/javascript|ecmascript/.test(type) || resource === 'script' || /\.m?js$/.test(pathname)) {
    return 'js';
  }
  if (type.includes('text/css') || resource === 'stylesheet' || pathname.endsWith('.css')) {
    return 'css';
  }
  return null;
}

/**
 * One page's first load, as `measureBundles` takes it; `headers` go with every request (the
 * console's pages: a session's cookie).
 */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  page: string,
  headers: Record<string, string> = {},
): Promise<PageBundle> {
  const context = await browser.newContext({
    ...MOBILE,
    baseURL: baseUrl,
    extraHTTPHeaders: headers,
  });
  const tab = await context.newPage();
  const pending: Promise<PageAsset | null>[] = [];
  const otherHosts = new Set<string>();
  const unreadable: string[] = [];
  const failedAssets: string[] = [];
  const origin = new URL(baseUrl).origin;
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol.startsWith('http')) otherHosts.add(url.host);
  });
  tab.on('response', (response) => {
    const kind = assetKind(response);
    if (!kind) return;
    if (response.status() >= 300) {
      failedAssets.push(`${new URL(response.url()).pathname} answered ${response.status()}`);
      return;
    }
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          kind,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }),
        () => {
          unreadable.push(response.url());
          return null;
        },
      ),
    );
  });
  try {
    await tab.goto(page, { waitUntil: 'load' });
    await tab.waitForLoadState('networkidle');
    const assets = dedupe((await Promise.all(pending)).filter((a) => a !== null));
    if (unreadable.length > 0) {
      throw new Error(`${page}: could not read the body of ${unreadable.join(', ')}`);
    }
    return pageBundle(page, assets, { otherHosts: [...otherHosts].sort(), failedAssets });
  } finally {
    await context.close();
  }
}

/** A file fetched twice (a preload, then the real use) is one file. */
function dedupe(assets: PageAsset[]): PageAsset[] {
  const byUrl = new Map(assets.map((asset) => [asset.url, asset]));
  return [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export async function measureBundles(baseUrl: string): Promise<PageBundle[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const results: PageBundle[] = [];
    for (const page of PAGES) {
      const bundle = await measurePage(browser, baseUrl, page);
      console.log(
        `  ${page}: JS ${formatKib(bundle.jsGzipBytes)}, CSS ${formatKib(bundle.cssGzipBytes)} (gzip -9)`,
      );
      results.push(bundle);
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** A failing check when some of the page's JS or CSS did not load; none when all did. */
export function assetsLoadedChecks(b: Pick<PageBundle, 'page' | 'failedAssets'>): Check[] {
  if (b.failedAssets.length === 0) return [];
  return [
    {
      name: `JS and CSS all load ${b.page}`,
      measured: b.failedAssets.join(', '),
      limit: 'none missing',
      pass: false,
    },
  ];
}

export function bundleChecks(bundles: readonly PageBundle[]): Check[] {
  return bundles.flatMap((b) => [
    atMost(`JS gzip ${b.page}`, b.jsGzipBytes, BUNDLE_BUDGET.jsGzipBytes, formatKib),
    atMost(`CSS gzip ${b.page}`, b.cssGzipBytes, BUNDLE_BUDGET.cssGzipBytes, formatKib),
    ...assetsLoadedChecks(b),
  ]);
}
