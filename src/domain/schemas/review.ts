import { z } from 'zod';
import {
  emailSchema,
  honeypotSchema,
  lineString,
  pageQuerySchema,
  ratingSchema,
  text,
} from './common.ts';

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
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.strictObject({ ...pageQuerySchema.shape });
