/**
 * A guest's testimonial, stored as PENDING and shown once approved (decision 13). The API route
 * and the home page's own post (no JavaScript, decision 019) both come here; the team's approval,
 * rejection and featuring (issue 14 §4) too, with their audit entries in the same transaction.
 */
import type { ConsoleTestimonial } from '#domain/schemas/console.ts';
import {
  MODERATION_MESSAGE,
  type ModerationReceipt,
  type TestimonialRequest,
} from '#domain/schemas/testimonial.ts';
import type { Database } from '../db/client.ts';
import { conflict, notFound } from '#server/plugins/errors.ts';
import { newId } from '#server/lib/ids.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { testimonialThanks } from '../mail/request-mails.ts';
import { appendAudit, testimonialTarget, type AuditAction } from '../staff/audit.ts';
import type { Actor } from '../staff/audit.ts';
import { findVillaByName } from '../villas/repository.ts';
import {
  insertTestimonial,
  pageApprovedTestimonials,
  pageConsoleTestimonials,
  testimonialForUpdate,
  toConsoleTestimonial,
  updateTestimonial,
} from './repository.ts';

/** Approved testimonials, newest first, one page (only what the team approved, decision 13). */
export const listApprovedTestimonials = pageApprovedTestimonials;

/** The testimonials of one status for the team's moderation, newest first, one page. */
export const listTestimonialsForModeration = pageConsoleTestimonials;

export async function createTestimonial(
  db: Database,
  body: TestimonialRequest,
): Promise<ModerationReceipt> {
  // A testimonial that names one of our villas is listed on that villa's page too.
  const villa = body.villaName ? await findVillaByName(db, body.villaName) : undefined;
  const id = newId();
  const villaName = villa?.name ?? body.villaName;
  await db.transaction(async (tx) => {
    await insertTestimonial(tx, {
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

export interface TestimonialModeration {
  status?: 'APPROVED' | 'REJECTED' | undefined;
  featured?: boolean | undefined;
}

const NOT_APPROVED_TO_FEATURE =
  'Only an approved testimonial can be featured. Approve it first, or in the same request.';

/**
 * Approves or rejects a testimonial, features it or not, or both. A rejected testimonial is no
 * longer featured (nothing would show it). Each decision sent gets its audit entry, with the
 * testimonial's status and featuring before and after; the caller invalidates the testimonials'
 * cached lists after the commit (`changed.testimonials`).
 */
export async function moderateTestimonial(
  db: Database,
  actor: Actor,
  id: string,
  patch: TestimonialModeration,
): Promise<ConsoleTestimonial> {
  return db.transaction(async (tx) => {
    const found = await testimonialForUpdate(tx, id);
    if (!found) throw notFound('There is no testimonial with this id.');
    const status = patch.status ?? found.status;
    if (patch.featured === true && status !== 'APPROVED') throw conflict(NOT_APPROVED_TO_FEATURE);
    const featured = status === 'REJECTED' ? false : (patch.featured ?? found.featured);
    const updated = await updateTestimonial(tx, id, { status, featured });
    if (!updated) throw notFound('There is no testimonial with this id.');

    const actions: AuditAction[] = [];
    if (patch.status)
      actions.push(patch.status === 'APPROVED' ? 'testimonial.approve' : 'testimonial.reject');
    if (patch.featured !== undefined || featured !== found.featured) {
      actions.push(featured ? 'testimonial.feature' : 'testimonial.unfeature');
    }
    for (const action of actions) {
      await appendAudit(tx, {
        actorId: actor.id,
        ip: actor.ip,
        action,
        target: testimonialTarget(id),
        before: { status: found.status, featured: found.featured },
        after: { status, featured },
      });
    }
    return toConsoleTestimonial(updated);
  });
}
