/**
 * A guest follows the review link of their stay (issue 27 §2): the form opens with their name and
 * stay filled in, sends, thanks them; once the team approves, the villa page says "Stayed in
 * <Month YYYY>" and "Verified stay" beside it. Checked with axe at a phone's and a laptop's width.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, resortInstant } from '#domain/dates.ts';
import { stayedInLabel, stayedInMonth } from '#domain/review-invites.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import { bookings, reviews } from '#server/db/schema.ts';
import { makeReviewLink } from '#server/reviews/invite-repository.ts';
import { villaWithFreeStays } from '../helpers/free-stays.ts';
import {
  expectAccessible,
  openPage,
  siteAndBrowser,
  TILE_ERRORS,
  visit,
  type Site,
} from './site.ts';

const SCREENS = [
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1280, height: 800 }],
] as const;

/** A stay at Villa River Breeze that has ended, confirmed, and the link its after-stay mail has. */
async function endedStayWithLink(site: Site, guestName: string) {
  const { bookFreshStay } = await villaWithFreeStays(site.app);
  const stay = (
    await bookFreshStay({ guestName, guestEmail: 'guest@example.com' })
  ).json<BookingCreated>();
  await site.database.db
    .update(bookings)
    .set({ status: 'CONFIRMED' })
    .where(eq(bookings.id, stay.id));
  const afterCheckOut = new Date(resortInstant(stay.checkOutDate, 12).getTime() + MS_PER_DAY);
  const made = await site.database.db.transaction((tx) =>
    makeReviewLink(tx, stay.id, afterCheckOut, site.baseUrl),
  );
  if (!('link' in made)) throw new Error(made.skip);
  return { stay, link: made.link };
}

describe('a guest reviews their stay from its link', () => {
  const e2e = siteAndBrowser();

  it.each(SCREENS)(
    'sends a verified review and sees it on the villa page once approved, on %s',
    async (label, viewport) => {
      const guest = label === 'a phone' ? 'Amara Perera' : 'Lukas Brandt';
      const { stay, link } = await endedStayWithLink(e2e.site, guest);
      const watched = await openPage(e2e.browser, e2e.site, viewport);
      const { page } = watched;

      await visit(page, link.replace(e2e.site.baseUrl, ''));
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toMatch(/^Your stay at /);
      expect(await page.getByLabel('Name').inputValue()).toBe(guest);
      expect(await page.getByText(stayedInLabel(stayedInMonth(stay.checkInDate))).count()).toBe(1);
      await expectAccessible(page, `the review link's form on ${label}`);

      await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
      await page
        .getByLabel('Your review')
        .fill('The river at dawn and breakfast on the terrace: perfect.');
      await page.getByRole('button', { name: 'Submit Review' }).click();

      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Thank you for your review');
      await expectAccessible(page, `the review link's thank-you on ${label}`);

      // The team approves it (the console's moderation has its own tests).
      const [row] = await e2e.site.database.db
        .select()
        .from(reviews)
        .where(eq(reviews.bookingId, stay.id));
      expect(row?.status).toBe('PENDING');
      await e2e.site.database.db
        .update(reviews)
        .set({ status: 'APPROVED' })
        .where(eq(reviews.bookingId, stay.id));
      e2e.site.app.readCache.invalidate();

      await visit(page, '/villa/villa-river-breeze');
      const mine = page.locator('#guest-reviews article').filter({ hasText: guest });
      await expect.poll(() => mine.textContent()).toContain('Verified stay');
      expect(await mine.textContent()).toContain(stayedInLabel(stayedInMonth(stay.checkInDate)));
      await mine.scrollIntoViewIfNeeded();
      await expectAccessible(page, `the villa's verified review on ${label}`);

      // The link served once: opened again, it says so.
      await visit(page, link.replace(e2e.site.baseUrl, ''));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'This review link cannot be used',
      );
      watched.expectClean([...TILE_ERRORS, /status of 410/]);
      await watched.context.close();
    },
  );
});
