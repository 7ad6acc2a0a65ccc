import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, siteAndBrowser, VIEWPORTS, visit } from './site.ts';

/** The paths of the requests `page` makes from now on that `matches` accepts, as they are made. */
function requestedPaths(page: Page, matches: (request: Request) => boolean): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (matches(request)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const isFontFile = (request: Request) => request.url().endsWith('.woff2');

/** One site and browser for the file's two parts (they share no data: nothing is written). */
const e2e = siteAndBrowser();

describe('the site in a browser', () => {
  it('puts the headings in the brand font once the app has started, fetching its file once', async () => {
    const watched = await openPage(e2e.browser, e2e.site);
    const { page } = watched;
    const fontFiles = requestedPaths(page, isFontFile);
    await visit(page, '/');
    const fontOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
    // The first paint has the device's serif (decision 014); the app brings the brand font.
    await expect.poll(() => fontOf('h1'), { timeout: 15_000 }).toMatch(/^"Cormorant Garamond/);
    expect(await fontOf('header .font-display')).toMatch(/^"Cormorant Garamond/);
    // Reading text stays in the device's sans-serif.
    expect(await fontOf('main p')).not.toMatch(/Cormorant/);
    expect(
      await page.evaluate(() => document.fonts.check("1em 'Cormorant Garamond Variable'")),
    ).toBe(true);
    // Latin only, and once: `document.fonts.load` fetches the one face the site's text needs.
    expect(fontFiles).toHaveLength(1);
    expect(fontFiles[0]).toMatch(/cormorant-garamond-latin-wght-normal-[\w-]+\.woff2$/);
    watched.expectClean();
  });

  it('fetches no font file until the app asks for one, though the stylesheet declares the font', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    const fontFiles = requestedPaths(page, isFontFile);
    // The page without its script: the app never starts.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/villa/villa-river-breeze', { waitUntil: 'networkidle' });
    const h1Font = await page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily);
    expect(h1Font).toBe('serif');
    expect(fontFiles).toEqual([]);
    watched.expectClean([/Failed to load resource/]);
  });

  it('finishes reading a page only once its stylesheet is in, so it is laid out styled', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    // The page's stylesheet is held back, as on a slow connection, until the page is read.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    const loaded = page.goto('/contact');
    await page.waitForURL('**/contact', { waitUntil: 'commit' });
    // The parser has read the page up to its last script and waits there, or it is done. Polled
    // on a timer: a page whose stylesheet is missing paints no frames.
    await page.waitForFunction(
      () =>
        document.readyState !== 'loading' ||
        (document.body as HTMLElement | null)?.lastElementChild?.matches(
          'script:not([src]):not([type])',
        ) === true,
      undefined,
      { polling: 50 },
    );
    const readyStateWhileHeld = await page.evaluate(() => document.readyState);
    release();
    await loaded;
    // The parser was still waiting for the stylesheet (decision 018)...
    expect(readyStateWhileHeld).toBe('loading');
    const timing = await page.evaluate(() => {
      const href = document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"]')?.href;
      const css = performance.getEntriesByName(href ?? '')[0] as PerformanceResourceTiming;
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return { cssEnd: css.responseEnd, parsed: navigation?.domInteractive ?? 0 };
    });
    // ...and called the page read only once it was in. The CSP allowed the script that waits: a
    // refused one would be a console error.
    expect(timing.parsed).toBeGreaterThanOrEqual(timing.cssEnd);
    watched.expectClean();
  });

  it('fetches every module the server listed for the page, each once, when the app starts', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    const scripts = requestedPaths(page, (request) => request.resourceType() === 'script');
    await visit(page, '/villa/villa-river-breeze');
    const listed = await page.evaluate(
      () =>
        (
          JSON.parse(document.getElementById('boot-data')?.textContent ?? '{}') as {
            assets?: { modules?: string[] };
          }
        ).assets?.modules ?? [],
    );
    expect(listed.length).toBeGreaterThan(3);
    for (const module of listed) {
      expect(
        scripts.filter((path) => path === module),
        module,
      ).toHaveLength(1);
    }
    watched.expectClean();
  });
});

describe('header and footer', () => {
  it('opens the mobile menu, marks the current page and closes on choosing a link', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    await visit(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(await menu.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await menu.getByRole('link', { name: 'About' }).click();
    await expect.poll(() => page.url()).toMatch(/\/about$/);
    await expect.poll(() => menu.count()).toBe(0);
    expect(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).toBe('false');
    watched.expectClean();
  });

  it('gives keyboard users a skip link to the content', async () => {
    const watched = await openPage(e2e.browser, e2e.site);
    const { page } = watched;
    await visit(page, '/about');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await skip.waitFor({ state: 'attached' });
    await page.keyboard.press('Tab');
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    watched.expectClean();
  });

  it('scrolls to the top when a footer link is chosen, and shows this year', async () => {
    const watched = await openPage(e2e.browser, e2e.site);
    const { page } = watched;
    await visit(page, '/about');
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
    await footer.getByRole('link', { name: 'Villas' }).scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'Villas' }).click();
    await expect.poll(() => page.url()).toMatch(/\/villas$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    watched.expectClean();
  });

  it('serves the app shell with the header, a skip link and the footer year, whose Transport link leads to its page', async () => {
    const watched = await openPage(e2e.browser, e2e.site);
    const { page } = watched;
    await visit(page, '/');
    await expect.poll(() => page.getByRole('link', { name: 'Skip to content' }).count()).toBe(1);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.textContent()).toContain(String(new Date().getFullYear()));
    await footer.getByRole('link', { name: 'Transport' }).click();
    await page.waitForURL('**/transport');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Travel Sri Lanka' }).waitFor();
    watched.expectClean();
  });
});
