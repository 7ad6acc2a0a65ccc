import { describe, expect, it } from 'vitest';
import { resortInstant } from './dates.ts';
import {
  NO_REVIEW_LINK,
  REVIEW_INVITE_DAYS,
  reviewInviteExpiry,
  stayedInLabel,
  stayedInMonth,
  whyNoReviewLink,
} from './review-invites.ts';
import { reviewInviteQuerySchema, reviewRequestSchema } from './schemas/review.ts';

describe('whyNoReviewLink', () => {
  const stay = { status: 'CONFIRMED', checkOut: '2027-03-10', reviewed: false };

  it('asks a confirmed stay from its check-out day on the resort calendar', () => {
    expect(whyNoReviewLink(stay, resortInstant('2027-03-10', 0))).toBeNull();
    expect(whyNoReviewLink(stay, resortInstant('2027-05-01', 9))).toBeNull();
    // 23:59 the night before in Sri Lanka is still during the stay, though UTC is on the 9th.
    expect(whyNoReviewLink(stay, resortInstant('2027-03-09', 23))).toBe(NO_REVIEW_LINK.notEnded);
  });

  it('never asks a stay already reviewed, nor a booking that is not a confirmed stay', () => {
    const after = resortInstant('2027-03-11', 10);
    expect(whyNoReviewLink({ ...stay, reviewed: true }, after)).toBe(NO_REVIEW_LINK.reviewed);
    for (const status of ['PENDING', 'DECLINED', 'CANCELLED', 'EXPIRED']) {
      expect(whyNoReviewLink({ ...stay, status }, after)).toBe(NO_REVIEW_LINK.notConfirmed);
    }
  });
});

describe('review link dates', () => {
  it('lasts 60 days', () => {
    const now = new Date('2027-03-11T04:00:00Z');
    expect(REVIEW_INVITE_DAYS).toBe(60);
    expect(reviewInviteExpiry(now).toISOString()).toBe('2027-05-10T04:00:00.000Z');
  });

  it('says the month the stay began', () => {
    expect(stayedInMonth('2027-03-28')).toBe('2027-03-01');
    expect(stayedInLabel('2027-03-01')).toBe('Stayed in March 2027');
    expect(stayedInLabel(stayedInMonth('2026-12-30'))).toBe('Stayed in December 2026');
  });
});

describe('review schemas with a link', () => {
  const body = {
    villaId: 'villa-river-breeze',
    name: 'Amara',
    rating: 5,
    comment: 'A lovely, quiet week.',
  };

  it('takes a review with or without its stay link', () => {
    expect(reviewRequestSchema.parse(body).token).toBeUndefined();
    expect(reviewRequestSchema.parse({ ...body, token: ' abc ' })).toMatchObject({ token: 'abc' });
  });

  it('refuses an empty, overlong or broken token in words', () => {
    for (const token of ['', 'x'.repeat(101), 'a\u0000b']) {
      const parsed = reviewInviteQuerySchema.safeParse({ token });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/token|review link/);
    }
    expect(reviewInviteQuerySchema.safeParse({ token: 'abc', more: 1 }).success).toBe(false);
  });
});
