/**
 * A guest's testimonial, stored as PENDING and shown once approved (decision 13). The API route
 * and the home page's own post (no JavaScript, decision 019) both come here.
 */
import { sql } from 'drizzle-orm';
import type { ModerationReceipt, TestimonialRequest } from '../../domain/schemas/testimonial.ts';
import type { Database } from '../db/client.ts';
import { testimonials, villas } from '../db/schema.ts';
import { newId } from '../ids.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { testimonialThanks } from '../mail/request-mails.ts';

export const MODERATION_MESSAGE =
  'Thank you for sharing your experience. It will appear on the site once our team has approved it.';

export async function createTestimonial(
  db: Database,
  body: TestimonialRequest,
): Promise<ModerationReceipt> {
  // A testimonial that names one of our villas is listed on that villa's page too.
  const [villa] = body.villaName
    ? await db
        .select({ id: villas.id, name: villas.name })
        .from(villas)
        .where(sql`lower(${villas.name}) = lower(${body.villaName})`)
    : [];
  const id = newId();
  const villaName = villa?.name ?? body.villaName;
  await db.transaction(async (tx) => {
    await tx.insert(testimonials).values({
      id,
      villaId: villa?.id ?? null,
      villaName,
      name: body.name,
      location: body.location,
      rating: body.rating,
      comment: body.comment,
      avatar: body.avatar,
      status: 'PENDING',
    });
    // A thank-you when the guest gave an address; jobs.ts sends it after the response.
    if (body.email) {
      await enqueueMail(tx, testimonialThanks(body.email, { ...body, villaName }));
    }
  });
  return { id, status: 'PENDING', message: MODERATION_MESSAGE };
}
