/**
 * A stay's review link (issue 27 §2), on both engines: made for a confirmed stay that has ended,
 * its token stored only as a hash, 60 days to use it, made again with a new token while unused;
 * none for a stay already reviewed, a request not confirmed, or a stay still to come.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, resortInstant } from '#domain/dates.ts';
import { NO_REVIEW_LINK } from '#domain/review-invites.ts';
import { moneyDesk } from '#tests/helpers/money-desk.ts';
import { engines } from '#tests/helpers/test-app.ts';
import { reviewInvites, reviews } from '../db/schema.ts';
import { hashToken, newId } from '../lib/ids.ts';
import { makeReviewLink } from './invite-repository.ts';

describe.each(engines)('review links on %s', (engine) => {
  const desk = moneyDesk(engine);
  const db = () => desk.t.database.db;
  /** Noon on the day after the stay's check-out, in Sri Lanka. */
  const dayAfter = (checkOut: string) =>
    new Date(resortInstant(checkOut, 12).getTime() + MS_PER_DAY);
  const linkOf = async (bookingId: string, now: Date) =>
    db().transaction((tx) => makeReviewLink(tx, bookingId, now, desk.t.config.publicUrl));
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const inviteOf = async (bookingId: string) =>
    db().select().from(reviewInvites).where(eq(reviewInvites.bookingId, bookingId));

  it('makes a link to the review page for a stay that has ended, its token kept only as a hash', async () => {
    const stay = await desk.confirmed();
    const now = dayAfter(stay.checkOutDate);

    const made = await linkOf(stay.id, now);

    if (!('link' in made)) throw new Error(made.skip);
    expect(made.link).toMatch(/^https:\/\/villas\.test\/review\?token=[\w-]{43}$/);
    const token = tokenOf(made.link);
    expect(await inviteOf(stay.id)).toEqual([
      expect.objectContaining({
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + 60 * MS_PER_DAY),
        usedAt: null,
      }),
    ]);
    expect(JSON.stringify(await inviteOf(stay.id))).not.toContain(token);
  });

  it('gives a new token when asked again before the link is used, ending the first', async () => {
    const stay = await desk.confirmed();
    const first = await linkOf(stay.id, dayAfter(stay.checkOutDate));
    const second = await linkOf(stay.id, dayAfter(stay.checkOutDate));

    if (!('link' in first) || !('link' in second)) throw new Error('no link');
    expect(tokenOf(second.link)).not.toBe(tokenOf(first.link));
    expect((await inviteOf(stay.id)).map((i) => i.tokenHash)).toEqual([
      hashToken(tokenOf(second.link)),
    ]);
  });

  it('can be asked on the day of check-out, not before', async () => {
    const stay = await desk.confirmed();
    const morningOfCheckOut = resortInstant(stay.checkOutDate, 8);
    const eveningBefore = resortInstant(stay.checkOutDate, -4);

    expect(await linkOf(stay.id, eveningBefore)).toEqual({ skip: NO_REVIEW_LINK.notEnded });
    expect(await linkOf(stay.id, morningOfCheckOut)).toHaveProperty('link');
  });

  it('skips a stay already reviewed, a request never confirmed and a booking that does not exist', async () => {
    const reviewed = await desk.confirmed();
    await db()
      .insert(reviews)
      .values({
        id: newId(),
        villaId: reviewed.villaId,
        name: 'Amara Perera',
        rating: 5,
        comment: 'A wonderful week by the river.',
        bookingId: reviewed.id,
        stayedIn: `${reviewed.checkInDate.slice(0, 7)}-01`,
      });
    const request = await desk.request();

    expect(await linkOf(reviewed.id, dayAfter(reviewed.checkOutDate))).toEqual({
      skip: NO_REVIEW_LINK.reviewed,
    });
    expect(await linkOf(request.id, dayAfter(request.checkOutDate))).toEqual({
      skip: NO_REVIEW_LINK.notConfirmed,
    });
    expect(await linkOf('no-such-booking', new Date())).toEqual({
      skip: 'There is no such booking.',
    });
    expect(await inviteOf(reviewed.id)).toEqual([]);
    expect(await inviteOf(request.id)).toEqual([]);
  });
});
