import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, pagedSchema, type Paged } from '../../domain/schemas/common.ts';
import {
  moderationReceiptSchema,
  testimonialListQuerySchema,
  testimonialRequestSchema,
  testimonialSchema,
  type Testimonial,
} from '../../domain/schemas/testimonial.ts';
import { replyFromCache } from '../cache/cached-body.ts';
import { TESTIMONIALS_TAG, villaTag } from '../cache/tags.ts';
import { testimonials } from '../db/schema.ts';
import { resolveVilla } from '../villas/service.ts';
import { fetchPage } from '../paging.ts';
import { createTestimonial, MODERATION_MESSAGE } from './service.ts';

export { MODERATION_MESSAGE };

const toTestimonial = (row: typeof testimonials.$inferSelect): Testimonial => ({
  id: row.id,
  name: row.name,
  location: row.location,
  rating: row.rating,
  comment: row.comment,
  villaName: row.villaName,
  avatar: row.avatar,
  date: row.createdAt.toISOString(),
  featured: row.featured,
});

export const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/testimonials',
    {
      schema: {
        tags: ['testimonials'],
        summary: 'Approved testimonials, newest first, paged',
        querystring: testimonialListQuerySchema,
        response: { 200: pagedSchema(testimonialSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    // Answered from the read cache (decision 008), under the testimonials tag (decision 030).
    async (request, reply) => {
      await replyFromCache(request, reply, async (entry): Promise<Paged<Testimonial>> => {
        entry.tag(TESTIMONIALS_TAG);
        const { page, size, featured, villaId } = request.query;
        // Only what the team approved is ever shown (decision 13).
        const conditions: SQL[] = [eq(testimonials.status, 'APPROVED')];
        if (featured !== undefined) conditions.push(eq(testimonials.featured, featured));
        if (villaId) {
          const villa = await resolveVilla(db, villaId);
          entry.tag(villaTag(villa.id));
          conditions.push(eq(testimonials.villaId, villa.id));
        }
        const where = and(...conditions);
        return fetchPage(
          db,
          { table: testimonials, where },
          { page, size },
          async (limit, offset) =>
            (
              await db
                .select()
                .from(testimonials)
                .where(where)
                .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
                .limit(limit)
                .offset(offset)
            ).map(toTestimonial),
        );
      });
      return reply;
    },
  );

  app.post(
    '/testimonials',
    {
      schema: {
        tags: ['testimonials'],
        summary: 'Share an experience; shown once the team approves it',
        body: testimonialRequestSchema,
        response: { 201: moderationReceiptSchema, 400: errorSchema },
      },
      // A new testimonial waits for the team (PENDING): no cached answer shows it (decision 030).
      config: { cacheWrites: 'none' },
    },
    async (request, reply) => reply.code(201).send(await createTestimonial(db, request.body)),
  );
};
