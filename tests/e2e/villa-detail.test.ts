import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currencyRates } from '#server/db/schema.ts';
import { villaWithFreeStays } from '../helpers/free-stays.ts';
import {
  expectAccessible,
  openPage,
  siteAndBrowser,
  VIEWPORTS,
  visit,
  TILE_ERRORS,
} from './site.ts';

const SECTION_HEADINGS = [
  'About This Villa',
  'Villa Highlights',
  'Amenities & Services',
  'Location & Local Area',
  'Guest Testimonials',
  'House Rules & Policies',
];

async function openVilla(page: Page, slug = 'villa-river-breeze') {
  await visit(page, `/villa/${slug}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** The booking panel's code (a deferred part of the villa page). */
const PANEL_CODE = /\/assets\/booking-panel-[\w-]+\.js$/;

/** Holds the booking panel's code back until the returned function is called. */
async function holdPanelCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(PANEL_CODE, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the page has nothing left to do (an idle callback), after the module at `moduleUrl`
 * (one the page has imported) has run: importing it again resolves once it has. Passed as text,
 * so the test runner does not rewrite the page's `import()` as its own.
 */
async function untilIdle(page: Page, moduleUrl?: string): Promise<void> {
  const imported = moduleUrl ? `await import(${JSON.stringify(moduleUrl)});` : '';
  await page.evaluate(
    `(async () => { ${imported} await new Promise((resolve) => requestIdleCallback(resolve)); })()`,
  );
}

/** Whether React has taken the element over (it keeps its fibre on the element). */
const isReacts = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

describe('a guest looks at a villa', () => {
  const e2e = siteAndBrowser();

  it('reads every section, finds the villa on the map and its guests’ words, on a desktop', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.desktop);
    const { page } = watched;
    await openVilla(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Villa River Breeze');
    await expect.poll(() => page.title()).toMatch(/^Villa River Breeze \| /);
    for (const name of SECTION_HEADINGS) {
      expect(await page.getByRole('heading', { level: 2, name, exact: true }).count(), name).toBe(
        1,
      );
    }
    for (const name of ['Included in your stay', 'Available on request', 'Nearby experiences']) {
      expect(await page.getByRole('heading', { level: 3, name }).count(), name).toBe(1);
    }
    expect(await page.getByRole('link', { name: 'Back to villas' }).getAttribute('href')).toBe(
      '/villas',
    );
    expect(
      await page.locator('#book').getByRole('button', { name: 'Book Entire Villa' }).count(),
    ).toBe(1);

    // The cover is the page's largest paint: fetched first, never lazily.
    const cover = page.getByRole('img', { name: 'The pool on the lawn, the river beyond it' });
    expect(await cover.getAttribute('fetchpriority')).toBe('high');
    expect(await cover.getAttribute('loading')).toBe('eager');

    // Testimonials of this villa arrive in the carousel.
    const strip = page.getByRole('list', { name: /Guest testimonials/ });
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(() => strip.getByRole('listitem').count()).toBeGreaterThan(1);

    // Leaflet loads only once the map comes near; the marker opens the place name.
    const map = page.getByRole('region', { name: /^Map showing Villa River Breeze/ });
    await page.getByRole('heading', { name: 'Location & Local Area' }).scrollIntoViewIfNeeded();
    await map.waitFor();
    await map.getByRole('button', { name: /Villa River Breeze/ }).click();
    await expect
      .poll(() => map.locator('.leaflet-popup').textContent())
      .toContain('Weligama, Sri Lanka');
    // Leaflet fades the popup in; axe would measure its text half-transparent and fail contrast.
    await expect
      .poll(() =>
        map.locator('.leaflet-popup').evaluate((popup) => getComputedStyle(popup).opacity),
      )
      .toBe('1');
    const directions = page.getByRole('link', { name: /^Directions/ });
    expect(await directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=5.9668,80.4398',
    );
    expect(await directions.getAttribute('target')).toBe('_blank');

    await expectAccessible(page, 'the villa page at 1280 px');
    watched.expectClean(TILE_ERRORS);
  });

  it('is accessible and fits a phone', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    await openVilla(page);
    await page.getByRole('heading', { name: 'Location & Local Area' }).scrollIntoViewIfNeeded();
    await page.getByRole('region', { name: /^Map showing/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    );
    await expectAccessible(page, 'the villa page at 390 px');
    watched.expectClean(TILE_ERRORS);
  });

  it('shows the sections and the booking panel from the server at once, and fetches their code only as they reach the screen', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    const fetched = { sections: 0, panel: 0 };
    page.on('request', (request) => {
      if (/\/assets\/villa-sections-[\w-]+\.js$/.test(request.url())) fetched.sections += 1;
      if (PANEL_CODE.test(request.url())) fetched.panel += 1;
    });
    await openVilla(page);
    const about = page.getByRole('heading', { level: 2, name: 'About This Villa' });
    expect(await about.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Guest Testimonials' }).count()).toBe(1);
    const book = page.getByRole('button', { name: 'Book Entire Villa' });
    expect(await book.count()).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(fetched, 'the code of the parts below the fold, before any scrolling').toEqual({
      sections: 0,
      panel: 0,
    });

    await about.scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.sections).toBe(1);
    // Taken over in place: the server's sections are still there, now alive.
    await page.getByRole('button', { name: /Next testimonials/ }).waitFor();
    expect(await about.isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect.poll(() => fetched.panel).toBe(1);
    await page.getByRole('button', { name: /^Check-in/ }).click();
    await page.getByRole('dialog', { name: 'Choose your dates' }).waitFor();
    expect(fetched.panel).toBe(1);
    watched.expectClean(TILE_ERRORS);
    await watched.context.close();
  });

  it('takes over the booking panel only once a dialog over it has closed', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.desktop);
    const { page } = watched;
    // The panel's code is held back until the photos are open over it.
    const release = await holdPanelCode(page);
    await openVilla(page);
    await page.getByRole('button', { name: 'View all photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Villa River Breeze' });
    await dialog.waitFor();
    const panelCode = page.waitForResponse(PANEL_CODE);
    release();
    // The dialog hides the page behind it (aria-hidden); the panel must wait under it, however
    // long the dialog stays open: here until its code has run and the page has nothing left to do.
    await untilIdle(page, (await panelCode).url());
    expect(await page.locator('#book [data-aria-hidden]').count()).toBeGreaterThan(0);
    // Still the server's HTML: React marks each element it has taken over with its fibre.
    expect(await isReacts(page.locator('#book button').first())).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Check-in/ }).click();
    await page.getByRole('dialog', { name: 'Choose your dates' }).waitFor();
    // No hydration mismatch was reported.
    watched.expectClean(TILE_ERRORS);
    await watched.context.close();
  });

  it('keeps a click on the booking panel made before its code arrived', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.desktop);
    const { page } = watched;
    const release = await holdPanelCode(page);
    await openVilla(page);
    // The server's button, not yet React's: the click is kept and made again once it is.
    await page.getByRole('button', { name: /^Check-in/ }).click();
    release();
    const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
    await calendar.waitFor();
    // Still open once the page has nothing left to do: no later click undid the kept one.
    await untilIdle(page);
    expect(await calendar.isVisible()).toBe(true);
    watched.expectClean(TILE_ERRORS);
    await watched.context.close();
  });

  it('browses the photos full screen by keyboard', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.desktop);
    const { page } = watched;
    await openVilla(page);
    const opener = page.getByRole('button', { name: 'View all photos' });
    await opener.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Villa River Breeze' });
    await dialog.waitFor();
    const counter = dialog.getByText(/^\d+ of \d+$/);
    await expect.poll(() => counter.textContent()).toBe('1 of 10');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe('2 of 10');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe('1 of 10');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).toBe('10 of 10');
    expect(await dialog.getByRole('img').getAttribute('alt')).toBe(
      'The villa and its grounds from above, beside the river',
    );
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe('1 of 10');

    // Focus stays inside while it is open.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectAccessible(page, 'the photo lightbox');

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    watched.expectClean(TILE_ERRORS);
  });

  it('opens a shared link with its stay priced in the panel, before the app and after (issue 39 §2)', async () => {
    const { villa, freshStay } = await villaWithFreeStays(e2e.site.app);
    const { checkInDate, checkOutDate } = freshStay(3);
    await e2e.site.database.db
      .insert(currencyRates)
      .values({ currency: 'EUR', rate: '0.92', source: 'owner' })
      .onConflictDoNothing();
    const link = `/villa/${villa.slug}?checkIn=${checkInDate}&checkOut=${checkOutDate}&adults=3`;
    // The server's HTML already holds the stay and its price, for a guest whose app is still
    // loading and for a link preview.
    const html = await (await fetch(`${e2e.site.baseUrl}${link}`)).text();
    expect(html).toContain('3 nights x');
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    await visit(page, link);
    const panel = page.getByRole('region', { name: `Book ${villa.name}` });
    await panel.getByText('3 nights x').first().waitFor();
    await expect
      .poll(() => panel.getByRole('button', { name: 'Book Entire Villa' }).isEnabled())
      .toBe(true);
    expect(await panel.getByRole('status', { name: /^Adults/ }).textContent()).toBe('3');
    expect(new URL(page.url()).search).toBe(
      `?checkIn=${checkInDate}&checkOut=${checkOutDate}&adults=3`,
    );
    // With a fresh rate, the total's estimate in the guest's currency (issue 39 §3), once the
    // panel's code has come as it neared the screen.
    await panel.scrollIntoViewIfNeeded();
    const picker = panel.getByRole('combobox', { name: 'Estimate in' });
    await picker.selectOption('EUR');
    await panel.getByText(/^≈ €[\d,]+$/).waitFor();
    await panel.getByText(/charged in US dollars/).waitFor();
    await expectAccessible(page, 'the booking panel with an estimate in euros, on a phone');
    // React took the server's panel over as it was: no hydration error, nothing else failed.
    watched.expectClean(TILE_ERRORS);
    await watched.context.close();
  });

  it("says 'Villa Not Found' for a villa that does not exist", async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    await visit(page, '/villa/no-such-villa');
    await page.getByRole('heading', { name: 'Villa Not Found' }).waitFor();
    expect(await page.getByText("The villa you're looking for doesn't exist.").count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Back to Villas' }).getAttribute('href')).toBe(
      '/villas',
    );
    // The API's 404 for the villa is expected; nothing else may fail.
    watched.expectClean([/\/api\/villas\/no-such-villa/, /status of 404/]);
  });

  it('follows the old /villas/{slug} address to /villa/{slug}', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.desktop);
    const { page } = watched;
    await visit(page, '/villas/villa-ahangama');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/villa/villa-ahangama');
    await page.getByRole('heading', { level: 1, name: 'Ahangama Villa' }).waitFor();
    watched.expectClean(TILE_ERRORS);
  });
});
