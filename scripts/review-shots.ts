/**
 * The review link's screenshots (issue 27 §2), for `npm run screenshots`: the form a stay's link
 * opens, filled in with the guest's name and stay (and a rating and words typed), and the villa
 * page's reviews with that review approved, "Stayed in <Month YYYY> · Verified stay" on it.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { MS_PER_DAY, resortInstant } from '#domain/dates.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import { bookings, reviews } from '#server/db/schema.ts';
import { makeReviewLink } from '#server/reviews/invite-repository.ts';
import type { Site } from '../tests/helpers/demo-site.ts';

const VILLA = 'villa-river-breeze';
const GUESTS = { 390: 'Amara Perera', 1280: 'Lukas Brandt' } as Record<number, string>;

/** A confirmed stay at the villa that has ended, and the review link its after-stay mail has. */
async function endedStayWithLink(site: Site, guestName: string, daysAhead: number) {
  const villa = (await site.app.inject({ url: `/api/villas/${VILLA}` })).json<Villa>();
  const { blockedDates } = (
    await site.app.inject({ url: `/api/villas/${villa.id}/availability` })
  ).json<{ blockedDates: { endDate: string }[] }>();
  const from = new Date(`${blockedDates.at(-1)?.endDate ?? '2027-01-01'}T00:00:00Z`);
  const checkIn = new Date(from.getTime() + daysAhead * MS_PER_DAY).toISOString().slice(0, 10);
  const checkOut = new Date(from.getTime() + (daysAhead + villa.minimumNights + 2) * MS_PER_DAY)
    .toISOString()
    .slice(0, 10);
  const answer = await site.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: {
      villaId: villa.id,
      guestName,
      guestEmail: 'guest@example.com',
      checkInDate: checkIn,
      checkOutDate: checkOut,
      adults: 2,
    },
  });
  if (answer.statusCode !== 201) throw new Error(`booking: ${answer.body}`);
  const stay = answer.json<BookingCreated>();
  await site.database.db
    .update(bookings)
    .set({ status: 'CONFIRMED' })
    .where(eq(bookings.id, stay.id));
  const afterCheckOut = new Date(resortInstant(checkOut, 12).getTime() + MS_PER_DAY);
  const made = await site.database.db.transaction((tx) =>
    makeReviewLink(tx, stay.id, afterCheckOut, site.baseUrl),
  );
  if (!('link' in made)) throw new Error(made.skip);
  return { stay, link: made.link };
}

export async function reviewShots(browser: Browser, site: Site, width: number, outDir: string) {
  const guest = GUESTS[width] ?? 'Amara Perera';
  const { stay, link } = await endedStayWithLink(site, guest, width === 390 ? 20 : 40);
  const context = await browser.newContext({
    viewport: { width, height: width < 700 ? 844 : 800 },
    deviceScaleFactor: 1,
    baseURL: site.baseUrl,
    reducedMotion: 'reduce',
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const page = await context.newPage();
  const shot = (name: string) =>
    page.screenshot({ path: path.join(outDir, `${name}-${width}.png`) });

  await page.goto(link.replace(site.baseUrl, ''));
  await page.waitForLoadState('networkidle');
  await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await page
    .getByLabel('Your review')
    .fill('Waking to the river and the birds, and breakfast on the terrace every morning.');
  await page.evaluate(() => document.fonts.ready);
  await shot('review-link');

  await page.getByRole('button', { name: 'Submit Review' }).click();
  await page.getByRole('heading', { name: 'Thank you for your review' }).waitFor();
  await site.database.db
    .update(reviews)
    .set({ status: 'APPROVED' })
    .where(eq(reviews.bookingId, stay.id));
  site.app.readCache.invalidate();

  await page.goto(`/villa/${VILLA}`);
  await page.waitForLoadState('networkidle');
  const mine = page.locator('#guest-reviews article').filter({ hasText: guest });
  await mine.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -160));
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await shot('villa-verified-review');
  await context.close();
}
