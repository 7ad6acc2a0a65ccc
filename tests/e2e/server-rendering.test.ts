/**
 * What crawlers and link previews see: each page's HTML as the server sends it, read without
 * running any script (issue 4). Every page of the sitemap has its heading, title, description,
 * canonical address, sharing tags and JSON-LD that parses; missing pages answer 404.
 */
import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STYLESHEET_WAIT_SCRIPT } from '#web/app/document.tsx';
import { matchAppRoute, notFoundRoute, routes } from '#web/app/routes.ts';
import { siteSettings } from '#web/lib/site-settings.ts';
import { startSite, type Site } from './site.ts';

interface PageHtml {
  status: number;
  headers: Headers;
  document: Document;
}

/** A page as a crawler reads it: the HTML parsed, no script run. */
async function fetchPage(site: Site, path: string): Promise<PageHtml> {
  const response = await fetch(`${site.baseUrl}${path}`, { redirect: 'manual' });
  const { document } = new JSDOM(await response.text()).window;
  return { status: response.status, headers: response.headers, document };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

const text = (document: Document, selector: string) =>
  document.querySelector(selector)?.textContent.trim() ?? '';
const attr = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name) ?? '';

function jsonLdOf(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );
}

/** What every rendered page carries in its head. */
function expectPageHead(document: Document, canonical: string) {
  expect(document.title).toMatch(/\S+ \| Serendib Shores Villas$/);
  expect(document.querySelectorAll('title')).toHaveLength(1);
  expect(attr(document, 'meta[name="description"]', 'content').length).toBeGreaterThan(40);
  expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(attr(document, 'link[rel="canonical"]', 'href')).toBe(canonical);
  expect(attr(document, 'meta[property="og:url"]', 'content')).toBe(canonical);
  expect(attr(document, 'meta[property="og:title"]', 'content')).toBe(document.title);
  expect(attr(document, 'meta[property="og:image"]', 'content')).toMatch(/^http.*\.jpg$/);
  expect(attr(document, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
  // Everything is in the head, before the page: no tag of the page's head sits in the body.
  expect(document.body.querySelector('title, meta, link[rel="canonical"]')).toBeNull();
  // Every inline script is data (JSON) but one, the stylesheet wait, which the CSP allows by its
  // hash (decision 018): after the whole page.
  const code = [...document.querySelectorAll('script:not([src])')].filter(
    (script) => !/^application\/(ld\+)?json$/.test(script.getAttribute('type') ?? ''),
  );
  expect(code.map((script) => script.textContent)).toEqual([STYLESHEET_WAIT_SCRIPT]);
  const bodyParts = [...document.body.children];
  const root = document.getElementById('root');
  expect(root).not.toBeNull();
  expect(bodyParts.indexOf(code[0] as Element)).toBeGreaterThan(bodyParts.indexOf(root as Element));
  // One small script starts the app once the page is painted; nothing else is fetched ahead of
  // the page's image and stylesheet (decision 012): no module preloads, no fonts.
  const scripts = [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  expect(scripts).toHaveLength(1);
  // React preloads that script itself; nothing else is.
  const preloaded = [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
  expect(preloaded.filter((href) => href !== scripts[0])).toEqual([]);
  expect(document.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(0);
  // The first paint waits for the whole page (decision 016): the element it names is there.
  const expected = document.querySelector('link[rel="expect"][blocking="render"]');
  expect(document.querySelector(expected?.getAttribute('href') ?? '#none')).not.toBeNull();
  const modules = (
    JSON.parse(document.getElementById('boot-data')?.textContent ?? '{}') as {
      assets?: { modules?: string[] };
    }
  ).assets?.modules;
  expect(modules?.length).toBeGreaterThan(0);
}

describe('pages as crawlers see them (no script run)', () => {
  let site: Site;
  let publicUrl: string;
  let sitemapPaths: string[];

  beforeAll(async () => {
    site = await startSite();
    publicUrl = site.app.config.publicUrl;
    const sitemap = await (await fetch(`${site.baseUrl}/sitemap.xml`)).text();
    sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) =>
      loc.replace(publicUrl, ''),
    );
  });
  afterAll(() => site.close());

  it('robots.txt points at the sitemap and keeps guests’ booking pages out', async () => {
    const response = await fetch(`${site.baseUrl}/robots.txt`);
    const body = await response.text();
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    expect(body).toMatch(/^Disallow: \/booking\/$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('the sitemap lists every page of the site and every villa', async () => {
    // Every page but one guest's own: a stay's review link (/review?token=), never indexed.
    const pages = routes
      .filter((route) => !route.path.includes(':') && route.path !== '/review')
      .map((route) => route.path);
    expect(sitemapPaths).toEqual(expect.arrayContaining(pages));
    const villas = (await (await fetch(`${site.baseUrl}/api/villas`)).json()) as { slug: string }[];
    expect(villas.length).toBeGreaterThan(0);
    for (const { slug } of villas) expect(sitemapPaths).toContain(`/villa/${slug}`);
    // Nothing in it that is not a page.
    for (const path of sitemapPaths) expect(matchAppRoute(path).route).not.toBe(notFoundRoute);
  });

  it('every page of the sitemap answers 200 with its heading, head tags and JSON-LD', async () => {
    for (const path of sitemapPaths) {
      const { status, headers, document } = await fetchPage(site, path);
      expect(status, path).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      // The page's one inline script runs: the CSP allows it by its hash (decision 018).
      expect(headers.get('content-security-policy')).toContain(
        `script-src 'self' 'sha256-${sha256(STYLESHEET_WAIT_SCRIPT)}'`,
      );
      expect(document.querySelectorAll('h1'), path).toHaveLength(1);
      // A page with pictures fetches its largest first: one marked high priority, preloaded from
      // the head with high priority too (one link per set of screens where it has a crop).
      if (document.querySelector('main img')) {
        expect(document.querySelectorAll('main img[fetchpriority="high"]'), path).toHaveLength(1);
        const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
        expect(preloads.length, path).toBeGreaterThan(0);
        for (const link of preloads) expect(link.getAttribute('fetchpriority'), path).toBe('high');
      }
      expect(text(document, 'h1').length, path).toBeGreaterThan(3);
      expectPageHead(document, `${publicUrl}${path}`);
      const company = jsonLdOf(document).find((data) => data['@type'] === 'LodgingBusiness');
      expect(company, path).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Serendib Shores Villas',
        telephone: siteSettings.phone,
        address: { '@type': 'PostalAddress', addressCountry: 'LK' },
        geo: { '@type': 'GeoCoordinates' },
      });
    }
  });

  it('a villa page carries the villa, its data for the browser and its JSON-LD', async () => {
    const villa = (await (await fetch(`${site.baseUrl}/api/villas/villa-river-breeze`)).json()) as {
      id: string;
      name: string;
      price: number;
      guests: number;
      images: string[];
    };
    const { document } = await fetchPage(site, '/villa/villa-river-breeze');

    expect(text(document, 'h1')).toBe(villa.name);
    expect(document.title).toBe(`${villa.name} | Serendib Shores Villas`);
    expect(attr(document, 'meta[property="og:image"]', 'content')).toBe(
      `${publicUrl}${villa.images[0]}`,
    );
    const rental = jsonLdOf(document).find((data) => data['@type'] === 'VacationRental');
    expect(rental).toMatchObject({
      name: villa.name,
      identifier: villa.id,
      url: `${publicUrl}/villa/villa-river-breeze`,
      containsPlace: { occupancy: { value: villa.guests } },
      offers: { priceSpecification: { price: villa.price / 100, priceCurrency: 'USD' } },
      brand: { '@id': `${publicUrl}/#company` },
    });
    expect(rental?.['image']).toEqual(villa.images.map((image) => `${publicUrl}${image}`));
    const { latitude, longitude } = rental?.['geo'] as { latitude: number; longitude: number };
    for (const coordinate of [latitude, longitude]) {
      expect(Math.round(coordinate * 1e5) / 1e5).toBe(coordinate);
    }
    // The page's data travels with it, so the browser does not fetch it again.
    const bootData = JSON.parse(text(document, '#boot-data')) as {
      queries: { queries: { queryKey: unknown[]; state: { data: { id: string } } }[] };
    };
    const villaQuery = bootData.queries.queries.find((query) => query.queryKey[1] === 'detail');
    expect(villaQuery?.state.data.id).toBe(villa.id);
  });

  it("the page's one script fetches nothing more until it starts the app (decision 012)", async () => {
    const { document } = await fetchPage(site, '/');
    const src = document.querySelector('script[src]')?.getAttribute('src') ?? '';
    const code = await (await fetch(new URL(src, site.baseUrl))).text();
    // Its static imports (`import … from "…"`, `import "…"`) would be fetched beside the page's
    // image before the first paint.
    const staticImports = [...code.matchAll(/\bimport\s*(?:[{*\w][^"]*?from\s*)?"([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(staticImports).toEqual([]);
    expect(code).toMatch(/\bimport\(/);
  });

  it('an unknown path answers 404 with the not-found page', async () => {
    const { status, document } = await fetchPage(site, '/no-such-page');
    expect(status).toBe(404);
    expect(text(document, 'h1')).toBe('Oops! Page not found');
    expect(attr(document, 'meta[name="robots"]', 'content')).toBe('noindex');
  });

  it('an unknown villa answers 404 with "Villa Not Found"', async () => {
    const { status, document } = await fetchPage(site, '/villa/no-such-villa');
    expect(status).toBe(404);
    expect(text(document, 'h1')).toBe('Villa Not Found');
  });

  it('/villas/{slug} redirects permanently to the villa page, keeping the query (DESIGN.md 1)', async () => {
    const { status, headers } = await fetchPage(site, '/villas/villa-ahangama?ref=chat');
    expect(status).toBe(301);
    expect(headers.get('location')).toBe('/villa/villa-ahangama?ref=chat');
    expect((await fetchPage(site, '/villas')).status).toBe(200);
  });

  it('pages are cached briefly and compressed for browsers that accept it', async () => {
    const plain = await fetch(`${site.baseUrl}/villas`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const html = await plain.text();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=60');
    const { request } = await import('node:http');
    const compressed = await new Promise<{ encoding: string | undefined; body: Buffer }>(
      (resolve, reject) => {
        request(`${site.baseUrl}/villas`, { headers: { 'accept-encoding': 'br' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              body: Buffer.concat(chunks),
            }),
          );
        })
          .on('error', reject)
          .end();
      },
    );
    expect(compressed.encoding).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(compressed.body).toString('utf8')).toBe(html);
  });

  it('a missing file answers a plain 404, not a page', async () => {
    const response = await fetch(`${site.baseUrl}/assets/no-such-file.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
