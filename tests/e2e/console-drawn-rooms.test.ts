/**
 * A console room drawn by the server (issue 25 §2, decision 095), in Chromium on a phone, with the
 * app's code held back as a slow line would: the room (layout, heading, the list's form) is on the
 * screen before any of the app's code is asked for; the app then takes that very page over
 * rather than drawing it again; a tap on a button and words typed before it did are not lost.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '#web/app/hydrated.ts';
import {
  expectAccessible,
  releaseBrowser,
  workerBrowser,
  startSite,
  VIEWPORTS,
  type Site,
} from './site.ts';
import { signedInStaff } from './staff.ts';

/** The app's own chunk (main.tsx), which boot.ts asks for once the page is on the screen. */
const APP_CHUNK = /\/console\/assets\/main-[\w-]+\.js$/;

/** Holds back the app's chunk until `release` is called, and records when it was asked for. */
async function holdBackTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_CHUNK, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const takenOver = (page: Page) =>
  page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });

describe('a console room drawn by the server, taken over by the app', () => {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), workerBrowser()]);
  });
  afterAll(async () => {
    await releaseBrowser(browser);
    await site?.close();
  });

  const owner = () => {
    if (!browser || !site) throw new Error('The site and the browser did not start');
    return signedInStaff(browser, site, {
      name: 'Nadee Perera',
      email: `nadee-${Math.random().toString(36).slice(2)}@villas.test`,
      role: 'owner',
      password: 'lagoon heron mango',
    });
  };

  it('shows the room before the app, asks for the app only once it is painted, then keeps it', async () => {
    const watched = await owner();
    const { page } = watched;
    const { release } = await holdBackTheApp(page);
    await page.goto('/console/bookings', { waitUntil: 'domcontentloaded' });

    // On the screen with the HTML and the stylesheet: the layout, the heading, the list's form.
    const heading = page.getByRole('heading', { level: 1, name: 'Bookings' });
    await heading.waitFor();
    await expect(page.title()).resolves.toBe('Bookings · Console');
    expect(await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).count()).toBe(0);
    const [paint, asked] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/console\/assets\/main-/.test(entry.name))?.startTime ?? null,
    ]);
    expect(paint, 'the first contentful paint').not.toBeNull();
    // Asked for (and held back) only after the page was painted.
    if (asked !== null) expect(asked).toBeGreaterThanOrEqual(paint ?? 0);
    await heading.evaluate((element) => element.setAttribute('data-test-drawn', 'server'));

    release();
    await takenOver(page);
    // The same element: React took the server's page over, it did not draw it again.
    await expect(heading.getAttribute('data-test-drawn')).resolves.toBe('server');
    await expectAccessible(page, 'a room the server drew, taken over');
    watched.expectClean();
    await watched.context.close();
  });

  it('makes a tap before the app again once it is there, and keeps words typed before it', async () => {
    const watched = await owner();
    const { page } = watched;
    const { release } = await holdBackTheApp(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/console/bookings', { waitUntil: 'domcontentloaded' });

    const search = page.locator('input[name="q"]');
    await search.fill('Silva');
    // The phone's last tab, before the app is there to open it.
    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('button', { name: 'More' })
      .click();
    expect(await page.getByRole('dialog', { name: 'More' }).count()).toBe(0);

    release();
    await takenOver(page);
    await page.getByRole('dialog', { name: 'More' }).waitFor();
    await page.keyboard.press('Escape');
    await expect(search.inputValue()).resolves.toBe('Silva');
    await search.press('Enter');
    await page.waitForURL(/[?&]q=Silva\b/);
    watched.expectClean();
    await watched.context.close();
  });
});
