/**
 * A guest taps before the app has started (boot.ts starts it late on purpose, decision 012): the
 * server's page is on the screen, its buttons are plain HTML. The app's modules are held back
 * while the guest taps; once they come and the app has taken the page over, each tap has done
 * what it does, once (decision 020).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type HeldApp,
  holdTheApp,
  openPage,
  siteAndBrowser,
  VIEWPORTS,
  waitForApp,
  TILE_ERRORS,
} from './site.ts';

const LAPTOP = { width: 1280, height: 800 } as const;

/**
 * Opens `url` with the app's modules held back. Resolves once the page has asked for them (boot.ts
 * runs, and records taps, from then on at the latest); `release` lets them through.
 */
async function openWithoutTheApp(page: Page, url: string): Promise<HeldApp> {
  const app = await holdTheApp(page);
  // Not waiting for the load event: the held modules may delay it.
  await page.goto(url, { waitUntil: 'commit' });
  await app.asked;
  expect(await page.locator('html[data-hydrated]').count(), 'the app has not started').toBe(0);
  return app;
}

/**
 * In the page: where it is scrolled the moment the app has taken it over (`data-hydrated` set),
 * before anything a tap opens can move it.
 */
const scrollAsTheAppStarts = () =>
  new Promise<number>((resolve) => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      resolve(window.scrollY);
    }).observe(document.documentElement, { attributes: true });
  });

describe('a guest taps before the app has started', () => {
  const e2e = siteAndBrowser();

  it('opens the menu on a phone, once', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    const { release } = await openWithoutTheApp(page, '/');
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    await waitForApp(page);
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    // Opened, not opened and closed again: the app clicked it for the guest, React did not too.
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: 'Close menu' }).count()).toBe(1);
    watched.expectClean();
    await watched.context.close();
  });

  it('opens the menu from the keyboard (Enter on the focused button)', async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    const { release } = await openWithoutTheApp(page, '/villas');
    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    release();
    await waitForApp(page);
    await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).count()).toBe(1);
    watched.expectClean();
    await watched.context.close();
  });

  it("opens the villa's photos with 'View all photos' on a phone", async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    const { release } = await openWithoutTheApp(page, '/villa/villa-river-breeze');
    await page.getByRole('button', { name: 'View all photos' }).click();
    release();
    await waitForApp(page);
    const dialog = page.getByRole('dialog', { name: 'Villa River Breeze' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText(/^\d+ of \d+$/).textContent()).toBe('1 of 10');
    watched.expectClean(TILE_ERRORS);
    await watched.context.close();
  });

  it('opens the photo tapped, full screen, on a laptop', async () => {
    const watched = await openPage(e2e.browser, e2e.site, LAPTOP);
    const { page } = watched;
    const { release } = await openWithoutTheApp(page, '/villa/villa-river-breeze');
    await page.getByRole('button', { name: 'Open photo 3 of 10 full screen' }).click();
    release();
    await waitForApp(page);
    const dialog = page.getByRole('dialog', { name: 'Villa River Breeze' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText(/^\d+ of \d+$/).textContent()).toBe('3 of 10');
    expect(await dialog.getByRole('img').getAttribute('alt')).toBe(
      'The open living pavilion with its sofas',
    );
    watched.expectClean(TILE_ERRORS);
    await watched.context.close();
  });

  for (const [size, viewport] of [
    ['a phone', VIEWPORTS.phone],
    ['a laptop', LAPTOP],
  ] as const) {
    it(`opens the calendar from the booking panel's date field on ${size}`, async () => {
      const watched = await openPage(e2e.browser, e2e.site, viewport);
      const { page } = watched;
      const { release } = await openWithoutTheApp(page, '/villa/villa-river-breeze');
      const checkIn = page.locator('#book').getByRole('button', { name: /^Check-in/ });
      await checkIn.click();
      const scrolled = await page.evaluate(() => window.scrollY);
      const scrolledAsTheAppStarted = page.evaluate(scrollAsTheAppStarts);
      release();
      await waitForApp(page);
      // The app, starting, leaves the page where the guest had scrolled it (on a phone the panel
      // is far down): it does not throw the guest back to the top.
      expect(await scrolledAsTheAppStarted).toBe(scrolled);
      // On a phone the panel is a part React takes over later still (deferred-part.tsx).
      const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
      await calendar.waitFor();
      expect(await calendar.count()).toBe(1);
      watched.expectClean(TILE_ERRORS);
      await watched.context.close();
    });
  }
});
