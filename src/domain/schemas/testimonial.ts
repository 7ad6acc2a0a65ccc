import { z } from 'zod';
import {
  emailSchema,
  honeypotSchema,
  lineString,
  optionalText,
  pageQuerySchema,
  queryBooleanSchema,
  ratingSchema,
  text,
} from './common.ts';

/**
 * Avatars are pictures we host (the site runs without other hosts): a site path under /images/.
 * Visitors cannot upload yet, so a visitor's testimonial normally has none.
 */
const avatarSchema = lineString('avatar')
  .trim()
  .max(300)
  .regex(/^\/images\/[A-Za-z0-9/_.-]+$/, { error: 'avatar must be an image path on this site' })
  .nullish()
  .transform((value) => value ?? null);

/** POST /testimonials: stored as PENDING and shown once the team approves it (decision 13). */
export const testimonialRequestSchema = z.strictObject({
  name: text(80, 'name'),
  /** Optional; not stored or shown: only where the thank-you e-mail goes. */
  email: emailSchema.nullish().transform((value) => value ?? null),
  location: text(100, 'location'),
  rating: ratingSchema,
  comment: text(2000, 'comment', { multiline: true }).pipe(
    z.string().min(10, { error: 'comment must be at least 10 characters' }),
  ),
  villaName: optionalText(120, 'villaName'),
  avatar: avatarSchema,
  website: honeypotSchema,
});
export type TestimonialRequest = z.infer<typeof testimonialRequestSchema>;

export const testimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  villaName: z.string().nullable(),
  avatar: z.string().nullable(),
  /** ISO timestamp; cards show month and year (spec §2). */
  date: z.string(),
  featured: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  featured: queryBooleanSchema.optional(),
  /** A villa id or slug. */
  villaId: lineString('villaId').trim().min(1).max(120).optional(),
});
export type TestimonialListQuery = z.infer<typeof testimonialListQuerySchema>;

/** The receipt's words, the same for a testimonial and a review: both wait for the team. */
export const MODERATION_MESSAGE =
  'Thank you for sharing your experience. It will appear on the site once our team has approved it.';

/** What a visitor is told after sending a testimonial or review. */
export const moderationReceiptSchema = z.object({
  id: z.string(),
  status: z.literal('PENDING'),
  message: z.string(),
});
export type ModerationReceipt = z.infer<typeof moderationReceiptSchema>;
