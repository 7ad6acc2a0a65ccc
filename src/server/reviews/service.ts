/**
 * A guest's review of a villa, stored as PENDING and shown once approved (decision 13). The API
 * route and the villa page's own post (no JavaScript, decision 019) both come here.
 */
import type { ReviewRequest } from '../../domain/schemas/review.ts';
import type { ModerationReceipt } from '../../domain/schemas/testimonial.ts';
import type { Database } from '../db/client.ts';
import { reviews } from '../db/schema.ts';
import { newId } from '../ids.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { reviewThanks } from '../mail/request-mails.ts';
import { MODERATION_MESSAGE } from '../testimonials/service.ts';
import { resolveVilla } from '../villas/service.ts';

export async function createReview(db: Database, body: ReviewRequest): Promise<ModerationReceipt> {
  const villa = await resolveVilla(db, body.villaId);
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(reviews).values({
      id,
      villaId: villa.id,
      name: body.name,
      email: body.email,
      rating: body.rating,
      comment: body.comment,
      status: 'PENDING',
    });
    // A thank-you when the guest gave an address; jobs.ts sends it after the response.
    if (body.email) {
      await enqueueMail(tx, reviewThanks(body.email, { ...body, villaName: villa.name }));
    }
  });
  return { id, status: 'PENDING', message: MODERATION_MESSAGE };
}
