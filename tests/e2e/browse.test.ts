/**
 * A guest browsing: the home page, the villa list with its search and filter, a card to its
 * villa, and a wrong address (spec §2, §5).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, siteAndBrowser, VIEWPORTS, visit } from './site.ts';

/** The not-found page answers with status 404, which Chromium reports on the console. */
const NOT_FOUND_STATUS = /the server responded with a status of 404/;

const villaNames = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();

describe('browsing the villas', () => {
  const e2e = siteAndBrowser();

  it('home shows the hero, 2 featured villas and 6 guest testimonials', async () => {
    const watched = await openPage(e2e.browser, e2e.site);
    const { page } = watched;
    await visit(page, '/');
    await expect.poll(() => page.title()).toMatch(/Luxury Private Villas/);
    expect(await page.getByRole('link', { name: 'Explore Villas' }).getAttribute('href')).toBe(
      '/villas',
    );
    const hero = page.locator('img[fetchpriority="high"]');
    expect(await hero.getAttribute('loading')).toBe('eager');

    const featured = page.getByRole('region', { name: 'Featured Luxury Villas' });
    await expect.poll(() => featured.getByRole('heading', { level: 3 }).count()).toBe(2);
    expect(await featured.getByText('Featured Villa').count()).toBe(2);

    const guests = page.getByRole('region', { name: 'What Our Guests Say' });
    await expect.poll(() => guests.getByRole('figure').count()).toBe(6);
    watched.expectClean();
  });

  it("search narrows the list, an unknown word shows the empty state, 'Clear All Filters' restores it", async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    await visit(page, '/villas');
    await expect.poll(() => villaNames(page)).toEqual(['Ahangama Villa', 'Villa River Breeze']);
    const box = page.getByRole('searchbox', { name: 'Search villas' });

    await box.fill('ahangama');
    await expect.poll(() => villaNames(page)).toEqual(['Ahangama Villa']);
    expect(new URL(page.url()).searchParams.get('q')).toBe('ahangama');

    await box.fill('zzzz');
    await expect
      .poll(() => page.getByText('No villas match your search for "zzzz"').isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'No villas found' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect.poll(() => villaNames(page)).toEqual(['Ahangama Villa', 'Villa River Breeze']);
    expect(await box.inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe('');
    watched.expectClean();
  });

  it('the beachfront filter shows only Ahangama Villa, and a shared link keeps it', async () => {
    const watched = await openPage(e2e.browser, e2e.site);
    const { page } = watched;
    await visit(page, '/villas');
    await expect.poll(() => villaNames(page)).toHaveLength(2);
    await page.getByRole('radio', { name: 'Beachfront' }).check();
    await expect.poll(() => villaNames(page)).toEqual(['Ahangama Villa']);
    expect(new URL(page.url()).searchParams.get('filter')).toBe('beachfront');

    await page.reload();
    await expect.poll(() => villaNames(page)).toEqual(['Ahangama Villa']);
    expect(await page.getByRole('radio', { name: 'Beachfront' }).isChecked()).toBe(true);
    watched.expectClean();
  });

  it("a card leads to its villa, by its picture or its name, and 'Book Now' to the booking panel", async () => {
    const watched = await openPage(e2e.browser, e2e.site);
    const { page } = watched;
    await visit(page, '/villas');
    const card = page.getByRole('article').filter({ hasText: 'Ahangama Villa' });
    // Anywhere on the card: its name link's ::after covers it.
    await card.click({ position: { x: 40, y: 60 } });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/villa/villa-ahangama');

    await page.goBack();
    await page.getByRole('link', { name: 'Villa River Breeze', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/villa/villa-river-breeze');

    await page.goBack();
    await page.getByRole('link', { name: 'Book Now: Ahangama Villa' }).click();
    await expect.poll(() => page.url()).toMatch(/\/villa\/villa-ahangama#book$/);
    watched.expectClean();
  });

  it("an unknown address shows 'Oops! Page not found', logs the path, and leads back home", async () => {
    const watched = await openPage(e2e.browser, e2e.site, VIEWPORTS.phone);
    const { page } = watched;
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await visit(page, '/no-such-page');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible())
      .toBe(true);
    // The path is logged from an effect after the page renders: wait for it.
    await expect.poll(() => warnings.some((w) => w.includes('/no-such-page'))).toBe(true);

    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Featured Luxury Villas' }).isVisible())
      .toBe(true);
    watched.expectClean([NOT_FOUND_STATUS]);
  });

  for (const [name, viewport] of [
    ['desktop', VIEWPORTS.desktop],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    it(`home, villa list and not-found page pass axe at ${viewport.width} px (${name})`, async () => {
      const watched = await openPage(e2e.browser, e2e.site, viewport);
      const { page } = watched;

      await visit(page, '/');
      const guests = page.getByRole('region', { name: 'What Our Guests Say' });
      await expect.poll(() => guests.getByRole('figure').count()).toBe(6);
      await expect
        .poll(() =>
          page.getByRole('region', { name: 'Featured Luxury Villas' }).getByRole('article').count(),
        )
        .toBe(2);
      await expectAccessible(page, `home at ${viewport.width} px`);

      await visit(page, '/villas');
      await expect.poll(() => villaNames(page)).toHaveLength(2);
      await expectAccessible(page, `villa list at ${viewport.width} px`);

      await visit(page, '/villas?q=zzzz&filter=luxury');
      await expect
        .poll(() => page.getByRole('button', { name: 'Clear All Filters' }).isVisible())
        .toBe(true);
      await expectAccessible(page, `empty villa list at ${viewport.width} px`);

      await visit(page, '/no-such-page');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Oops! Page not found' }).isVisible())
        .toBe(true);
      await expectAccessible(page, `not-found page at ${viewport.width} px`);
      watched.expectClean([NOT_FOUND_STATUS]);
    });
  }
});
