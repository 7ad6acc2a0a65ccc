/**
 * A guest reads what others wrote of a villa: the rating in its heading leads to 'Guest Reviews',
 * newest first, and 'Show more reviews' adds more, by keyboard too; before and without the app the
 * link and the first reviews work all the same. The figures everywhere are those of the approved
 * reviews.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Paged } from '#domain/schemas/common.ts';
import type { Review } from '#domain/schemas/review.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { REVIEWS_PAGE_SIZE } from '#web/features/reviews/api.ts';
import {
  expectAccessible,
  holdTheApp,
  openPage,
  type Site,
  siteAndBrowser,
  visit,
  TILE_ERRORS,
} from './site.ts';

const SCREENS = [
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1280, height: 800 }],
] as const;

const SLUG = 'villa-river-breeze';

/** The villa's figures and its approved reviews, newest first, as the API gives them. */
async function fromTheApi(site: Site): Promise<{ villa: Villa; reviews: Review[] }> {
  const villa = (await site.app.inject({ url: `/api/villas/${SLUG}` })).json<Villa>();
  const reviews = (await site.app.inject({ url: `/api/reviews/villa/${villa.id}?size=50` })).json<
    Paged<Review>
  >();
  expect(reviews.totalElements).toBe(villa.reviews);
  expect(reviews.totalElements).toBeGreaterThan(REVIEWS_PAGE_SIZE * 2);
  return { villa, reviews: reviews.content };
}

/** The heading's rating: '4.8 (42 reviews)', a link to the reviews. */
const ratingLink = (page: Page, villa: Villa) =>
  page.getByRole('link', {
    name: new RegExp(`^${villa.rating?.toFixed(1)} ?out of 5, ?\\(${villa.reviews} reviews\\)$`),
  });

const section = (page: Page) => page.locator('#guest-reviews');
const reviewNames = (page: Page) =>
  section(page).getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

/** Whether the element's top is on the screen, below the sticky header and back bar. */
async function inViewBelowTheBars(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    const bar = document.querySelector('[data-back-bar]');
    if (!element || !bar) return false;
    const top = element.getBoundingClientRect().top;
    return top >= bar.getBoundingClientRect().bottom && top < window.innerHeight / 2;
  }, selector);
}

/** Waits until the page, scrolling smoothly (styles.css), has brought the reviews into view. */
async function scrolledToTheReviews(page: Page): Promise<void> {
  await expect.poll(() => inViewBelowTheBars(page, '#guest-reviews h2')).toBe(true);
}

describe('a guest reads the reviews of a villa', () => {
  const e2e = siteAndBrowser();

  it.each(SCREENS)(
    'follows the rating to the reviews and shows them all, by keyboard, on %s',
    async (_, viewport) => {
      const { villa, reviews } = await fromTheApi(e2e.site);
      const watched = await openPage(e2e.browser, e2e.site, viewport);
      const { page } = watched;
      await visit(page, `/villa/${SLUG}`);

      const link = ratingLink(page, villa);
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/#guest-reviews$/);
      await scrolledToTheReviews(page);
      expect(
        await section(page).getByRole('heading', { level: 2, name: 'Guest Reviews' }).count(),
      ).toBe(1);
      expect(await reviewNames(page)).toEqual(
        reviews.slice(0, REVIEWS_PAGE_SIZE).map((r) => r.name),
      );
      const first = section(page).getByRole('article').first();
      expect(
        await first.getByRole('img', { name: `Rated ${reviews[0]?.rating} out of 5` }).count(),
      ).toBe(1);
      expect(await first.locator('time').getAttribute('datetime')).toBe(reviews[0]?.date);
      expect(await first.textContent()).toContain(reviews[0]?.comment);
      expect(await section(page).textContent()).toContain(
        `out of 5, from ${villa.reviews} reviews`,
      );

      // The link moved the keyboard's place to the reviews: the next stop is 'Show more reviews'.
      const more = section(page).getByRole('button', { name: 'Show more reviews' });
      await more.waitFor();
      await page.keyboard.press('Tab');
      expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);

      let shown = REVIEWS_PAGE_SIZE;
      while (shown < reviews.length) {
        await page.keyboard.press('Enter');
        const next = Math.min(shown + REVIEWS_PAGE_SIZE, reviews.length);
        await section(page)
          .getByRole('article')
          .nth(next - 1)
          .waitFor();
        // The focus moves to the first review added, so reading (and Tab) goes on from there.
        expect(
          await section(page)
            .getByRole('article')
            .nth(shown)
            .evaluate((article) => article === document.activeElement),
        ).toBe(true);
        shown = next;
        await section(page).getByText(`Showing ${shown} of ${reviews.length} reviews`).waitFor();
        if (shown < reviews.length) {
          await page.keyboard.press('Tab');
          expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
        }
      }
      expect(await reviewNames(page)).toEqual(reviews.map((r) => r.name));
      expect(await more.count()).toBe(0);

      await expectAccessible(page, `the villa page with every review shown, on ${viewport.width}`);
      watched.expectClean(TILE_ERRORS);
      await watched.context.close();
    },
  );

  it('leaves the reviews for another page, which opens at its top, and comes back to them', async () => {
    const { villa } = await fromTheApi(e2e.site);
    const watched = await openPage(e2e.browser, e2e.site, SCREENS[0][1]);
    const { page } = watched;
    await visit(page, `/villa/${SLUG}`);
    // The villa's JSON-LD, which the server alone writes, goes with the page (decision 128).
    const ownJsonLd = page.locator('script[data-page-json-ld]');
    expect(await ownJsonLd.count()).toBe(1);
    await ratingLink(page, villa).click();
    await page.waitForURL(/#guest-reviews$/);
    expect(await ownJsonLd.count()).toBe(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('link', { name: 'Back to villas' }).click();
    await page.waitForURL(/\/villas$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await ownJsonLd.count()).toBe(0);
    // Back returns to the reviews, where the guest was (the browser's own scroll restoration).
    await page.goBack();
    await page.waitForURL(/#guest-reviews$/);
    await scrolledToTheReviews(page);
    watched.expectClean(TILE_ERRORS);
    await watched.context.close();
  });

  it('reads the first reviews, from the rating, before the app has started', async () => {
    const { villa, reviews } = await fromTheApi(e2e.site);
    const watched = await openPage(e2e.browser, e2e.site, SCREENS[0][1]);
    const { page } = watched;
    const app = await holdTheApp(page);
    await page.goto(`/villa/${SLUG}`);
    await app.asked;
    await ratingLink(page, villa).click();
    await page.waitForURL(/#guest-reviews$/);
    await scrolledToTheReviews(page);
    expect(await reviewNames(page)).toEqual(reviews.slice(0, REVIEWS_PAGE_SIZE).map((r) => r.name));
    // Only the app adds reviews: until it runs there is no button that would do nothing.
    expect(await section(page).getByRole('button', { name: 'Show more reviews' }).count()).toBe(0);
    app.release();
    await section(page).getByRole('button', { name: 'Show more reviews' }).click();
    await section(page)
      .getByRole('article')
      .nth(REVIEWS_PAGE_SIZE * 2 - 1)
      .waitFor();
    watched.expectClean(TILE_ERRORS);
    await watched.context.close();
  });

  it('reads the first reviews, from the rating, without JavaScript', async () => {
    const { villa, reviews } = await fromTheApi(e2e.site);
    const context = await e2e.browser.newContext({
      viewport: SCREENS[1][1],
      baseURL: e2e.site.baseUrl,
      javaScriptEnabled: false,
    });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`/villa/${SLUG}`);
    await ratingLink(page, villa).click();
    await page.waitForURL(/#guest-reviews$/);
    await scrolledToTheReviews(page);
    expect(await reviewNames(page)).toEqual(reviews.slice(0, REVIEWS_PAGE_SIZE).map((r) => r.name));
    expect(await section(page).textContent()).toContain(
      `Showing ${REVIEWS_PAGE_SIZE} of ${villa.reviews} reviews`,
    );
    expect(await section(page).getByRole('button', { name: 'Show more reviews' }).count()).toBe(0);
    await context.close();
  });

  it("shows the approved reviews' figures on the cards, in the heading and to search engines", async () => {
    const villas = (await e2e.site.app.inject({ url: '/api/villas' })).json<Villa[]>();
    const watched = await openPage(e2e.browser, e2e.site, SCREENS[1][1]);
    const { page } = watched;
    for (const path of ['/', '/villas']) {
      await visit(page, path);
      for (const villa of villas) {
        const card = page.getByRole('article').filter({ hasText: villa.name });
        await expect
          .poll(() => card.first().textContent())
          .toContain(`${villa.rating?.toFixed(1)}(${villa.reviews} reviews)`);
      }
    }
    for (const villa of villas) {
      await visit(page, `/villa/${villa.slug}`);
      expect(await ratingLink(page, villa).count()).toBe(1);
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .allTextContents()
        .then((texts) => texts.map((text) => JSON.parse(text) as Record<string, unknown>));
      const rental = jsonLd.find((data) => data['@type'] === 'VacationRental');
      expect(rental?.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: villa.rating,
        reviewCount: villa.reviews,
        bestRating: 5,
      });
    }
    watched.expectClean(TILE_ERRORS);
    await watched.context.close();
  });
});
