import { z } from 'zod';
import {
  emailSchema,
  honeypotSchema,
  lineString,
  pageQuerySchema,
  ratingSchema,
  text,
} from './common.ts';

/**
 * A review link's token: 43 base64url characters as made (server/lib/ids.ts `newAccessToken`); a
 * longer or stranger one is refused before any lookup.
 */
export const reviewTokenSchema = lineString('token')
  .trim()
  .min(1, { error: 'The review link has no token: please open the link from your e-mail again.' })
  .max(100, {
    error: 'This review link is not one of ours: please open the link from your e-mail again.',
  });

/** POST /reviews: one guest's review of one villa, stored as PENDING (decision 13). */
export const reviewRequestSchema = z.strictObject({
  villaId: lineString('villaId').trim().min(1, { error: 'villaId is required' }).max(120),
  name: text(80, 'name'),
  email: emailSchema.nullish().transform((value) => value ?? null),
  rating: ratingSchema,
  comment: text(2000, 'comment', { multiline: true }).pipe(
    z.string().min(10, { error: 'comment must be at least 10 characters' }),
  ),
  website: honeypotSchema,
  /**
   * The stay's review link token (issue 27 §2): the review is then of that stay, a verified one.
   * Left out by the villa page's own form, which anyone may send.
   */
  token: reviewTokenSchema.optional(),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** A published review; the reviewer's e-mail is never shown. */
export const reviewSchema = z.object({
  id: z.string(),
  villaId: z.string(),
  name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  date: z.string(),
  /**
   * A verified stay's month, its first day ('2027-03-01'): the review was sent through that stay's
   * link ("Stayed in March 2027 · Verified stay"). Null for a review sent from the villa page.
   */
  stayedIn: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.strictObject({ ...pageQuerySchema.shape });

/** GET /reviews/invite?token=: the stay a review link is for, to fill its form in. */
export const reviewInviteQuerySchema = z.strictObject({ token: reviewTokenSchema });

/** The stay of a review link that can still be used: the review form's starting point. */
export const reviewInviteSchema = z.object({
  villaId: z.string(),
  villaSlug: z.string(),
  villaName: z.string(),
  guestName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  /** The first day of the month the stay began, which the review will say. */
  stayedIn: z.string(),
});
export type ReviewInvite = z.infer<typeof reviewInviteSchema>;

/** The review link's page: the stay it is for, or why the link cannot be used, in words. */
export type ReviewLinkState =
  { invite: ReviewInvite; refused?: never } | { refused: string; invite?: never };
