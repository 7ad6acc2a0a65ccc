import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, pagedSchema, type Paged } from '#domain/schemas/common.ts';
import {
  moderationReceiptSchema,
  testimonialListQuerySchema,
  testimonialRequestSchema,
  testimonialSchema,
  type Testimonial,
} from '#domain/schemas/testimonial.ts';
import { replyFromCache } from '../cache/cached-body.ts';
import { TESTIMONIALS_TAG, villaTag } from '../cache/tags.ts';
export const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  const testimonials = app.testimonialService;

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
        const villa = villaId ? await app.villaService.resolveVilla(villaId) : undefined;
        if (villa) entry.tag(villaTag(villa.id));
        return testimonials.listApprovedTestimonials(
          { featured, villaId: villa?.id },
          { page, size },
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
    async (request, reply) =>
      reply.code(201).send(await testimonials.createTestimonial(request.body)),
  );
};
