/**
 * Reviews from real guests (issue 27 §2), on both engines: a stay's link fills the review form
 * in, serves once, lasts 60 days and is for its own villa; the review it sends waits for the team,
 * is bound to the stay (one review a stay) and, approved, says its stay's month on the villa page
 * and the booking's reference in the console. The villa's rating counts approved reviews only.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, resortInstant } from '#domain/dates.ts';
import type { Paged } from '#domain/schemas/common.ts';
import type { ConsoleReview } from '#domain/schemas/console.ts';
import type { Review, ReviewInvite } from '#domain/schemas/review.ts';
import type { Villa } from '#domain/schemas/villa.ts';
import type { BookingCreated } from '#domain/schemas/booking.ts';
import { consoleCall } from '#tests/helpers/console-session.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { outbox, reviewInvites, reviews } from '../db/schema.ts';
import { makeReviewLink } from './invite-repository.ts';
import { REVIEW_LINK_REFUSED } from './invites.ts';

describe.each(engines)('verified reviews on %s', (engine) => {
  const desk = moneyDesk(engine);
  const db = () => desk.t.database.db;
  const inject = (options: InjectOptions) => desk.t.app.inject(options);

  /** A confirmed stay and its review link's token, made `daysAgo` days after its check-out. */
  const stayWithLink = async (daysAgo = 0) => {
    const stay = await desk.confirmed({ guestName: 'Amara Perera' });
    const madeAt = new Date(resortInstant(stay.checkOutDate, 12).getTime() + MS_PER_DAY);
    const now = new Date(Math.max(madeAt.getTime(), Date.now() - daysAgo * MS_PER_DAY));
    const made = await db().transaction((tx) =>
      makeReviewLink(tx, stay.id, now, desk.t.config.publicUrl),
    );
    if (!('link' in made)) throw new Error(made.skip);
    return { stay, token: new URL(made.link).searchParams.get('token') ?? '' };
  };
  const review = (stay: BookingCreated, token: string, more: Record<string, unknown> = {}) =>
    inject({
      method: 'POST',
      url: '/api/reviews',
      payload: {
        villaId: stay.villaId,
        name: 'Amara P.',
        rating: 5,
        comment: 'The river at dawn, and breakfast on the terrace: perfect.',
        token,
        ...more,
      },
    });
  const villaFigures = async () =>
    (await inject({ url: '/api/villas/villa-river-breeze' })).json<Villa>();
  const publicReviews = async () =>
    (await inject({ url: '/api/reviews/villa/villa-river-breeze?size=50' })).json<Paged<Review>>()
      .content;

  it('fills the form in from the link: the villa, the guest and the stay', async () => {
    const { stay, token } = await stayWithLink();

    const res = await inject({ url: `/api/reviews/invite?token=${token}` });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<ReviewInvite>()).toEqual({
      villaId: stay.villaId,
      villaSlug: 'villa-river-breeze',
      villaName: (await villaFigures()).name,
      guestName: 'Amara Perera',
      checkIn: stay.checkInDate,
      checkOut: stay.checkOutDate,
      stayedIn: `${stay.checkInDate.slice(0, 7)}-01`,
    });
    const unknown = await inject({ url: '/api/reviews/invite?token=not-a-link-of-ours' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: REVIEW_LINK_REFUSED.unknown });
    const none = await inject({ url: '/api/reviews/invite' });
    expect(none.statusCode).toBe(400);
  });

  it('takes one review through the link, bound to the stay and waiting for the team; a second use is refused', async () => {
    const { stay, token } = await stayWithLink();
    const before = await villaFigures();

    const res = await review(stay, token);

    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'PENDING' });
    const [row] = await db().select().from(reviews).where(eq(reviews.bookingId, stay.id));
    expect(row).toMatchObject({
      status: 'PENDING',
      name: 'Amara P.',
      email: stay.guestEmail,
      stayedIn: `${stay.checkInDate.slice(0, 7)}-01`,
    });
    const [invite] = await db()
      .select()
      .from(reviewInvites)
      .where(eq(reviewInvites.bookingId, stay.id));
    expect(invite?.usedAt).toBeInstanceOf(Date);
    // Thanked at the booking's address, and the token is in no e-mail.
    const thanks = await db().select().from(outbox).where(eq(outbox.recipient, stay.guestEmail));
    expect(thanks.map((m) => m.subject)).toContain(`Thank you for your review of ${before.name}`);
    expect(JSON.stringify(thanks)).not.toContain(token);
    // Waiting: not on the villa page, not in its figures.
    expect((await publicReviews()).map((r) => r.id)).not.toContain(row?.id);
    expect(await villaFigures()).toMatchObject({ rating: before.rating, reviews: before.reviews });

    const again = await review(stay, token, { comment: 'Saying it twice, a week later.' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ message: REVIEW_LINK_REFUSED.used });
    expect(await db().select().from(reviews).where(eq(reviews.bookingId, stay.id))).toHaveLength(1);
    const page = await inject({ url: `/api/reviews/invite?token=${token}` });
    expect(page.statusCode).toBe(410);
  });

  it('approved, the review says its stay on the villa page and its booking in the console, and counts in the rating', async () => {
    const { stay, token } = await stayWithLink();
    const before = await villaFigures();
    const id = (await review(stay, token, { rating: 1 })).json<{ id: string }>().id;

    const listed = await consoleCall(
      desk.t,
      desk.manager,
      'GET',
      '/api/console/reviews?status=PENDING&size=50',
    );
    expect(listed.json<Paged<ConsoleReview>>().content.find((r) => r.id === id)?.stay).toEqual({
      stayedIn: `${stay.checkInDate.slice(0, 7)}-01`,
      reference: stay.reference,
    });
    const approved = await consoleCall(
      desk.t,
      desk.manager,
      'PATCH',
      `/api/console/reviews/${id}`,
      {
        status: 'APPROVED',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);

    const shown = (await publicReviews()).find((r) => r.id === id);
    expect(shown).toMatchObject({
      name: 'Amara P.',
      stayedIn: `${stay.checkInDate.slice(0, 7)}-01`,
    });
    expect(JSON.stringify(shown)).not.toContain('@');
    const after = await villaFigures();
    expect(after.reviews).toBe(before.reviews + 1);
    expect(after.rating).toBeLessThan(before.rating ?? 6);
    // A review from the villa page is not of a stay.
    expect(
      (await publicReviews()).filter((r) => r.id !== id).every((r) => r.stayedIn === null),
    ).toBe(true);
  });

  it('refuses an expired link, a link of another villa and a stay reviewed already, writing nothing', async () => {
    const expired = await stayWithLink();
    await db()
      .update(reviewInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviewInvites.bookingId, expired.stay.id));
    const late = await review(expired.stay, expired.token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ message: REVIEW_LINK_REFUSED.expired });

    const elsewhere = await stayWithLink();
    const other = await review(elsewhere.stay, elsewhere.token, { villaId: 'villa-ahangama' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: REVIEW_LINK_REFUSED.otherVilla });

    // A stay reviewed through one link, then sent a fresh one by hand: the stay is reviewed once.
    const twice = await stayWithLink();
    expect((await review(twice.stay, twice.token)).statusCode).toBe(201);
    await db()
      .update(reviewInvites)
      .set({ usedAt: null })
      .where(eq(reviewInvites.bookingId, twice.stay.id));
    const second = await review(twice.stay, twice.token);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: REVIEW_LINK_REFUSED.reviewed });

    for (const { stay } of [expired, elsewhere]) {
      expect(await db().select().from(reviews).where(eq(reviews.bookingId, stay.id))).toEqual([]);
      const [invite] = await db()
        .select()
        .from(reviewInvites)
        .where(eq(reviewInvites.bookingId, stay.id));
      expect(invite?.usedAt).toBeNull();
    }
    expect(
      await db().select().from(reviews).where(eq(reviews.bookingId, twice.stay.id)),
    ).toHaveLength(1);
  });

  it('refuses a token of the wrong shape with a 400 that names it', async () => {
    const { stay } = await stayWithLink();
    const res = await review(stay, 'x'.repeat(101));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This review link is not one of ours');
  });

  it('answers the review page of a link that cannot be used with the reason, never kept nor indexed', async () => {
    const res = await inject({ url: '/review?token=not-a-link-of-ours' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(REVIEW_LINK_REFUSED.unknown);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
});
