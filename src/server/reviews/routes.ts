import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, pagedSchema, type Paged } from '../../domain/schemas/common.ts';
import {
  type Review,
  reviewListQuerySchema,
  reviewRequestSchema,
  reviewSchema,
} from '../../domain/schemas/review.ts';
import { moderationReceiptSchema } from '../../domain/schemas/testimonial.ts';
import { villaRefParamsSchema } from '../../domain/schemas/villa.ts';
import { replyFromCache } from '../cache/cached-body.ts';
import { reviews } from '../db/schema.ts';
import { fetchPage } from '../paging.ts';
import { createReview } from './service.ts';
import { resolveVilla } from '../villas/service.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/reviews/villa/:ref',
    {
      schema: {
        tags: ['reviews'],
        summary: "A villa's approved reviews, newest first, paged",
        params: villaRefParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: pagedSchema(reviewSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    // Answered from the read cache (decision 008).
    async (request, reply) => {
      await replyFromCache(request, reply, async (): Promise<Paged<Review>> => {
        const villa = await resolveVilla(db, request.params.ref);
        const { page, size } = request.query;
        const where = and(eq(reviews.villaId, villa.id), eq(reviews.status, 'APPROVED'));
        return fetchPage(db, { table: reviews, where }, { page, size }, async (limit, offset) =>
          (
            await db
              .select()
              .from(reviews)
              .where(where)
              .orderBy(desc(reviews.createdAt), desc(reviews.id))
              .limit(limit)
              .offset(offset)
          ).map((r) => ({
            id: r.id,
            villaId: r.villaId,
            name: r.name,
            rating: r.rating,
            comment: r.comment,
            date: r.createdAt.toISOString(),
          })),
        );
      });
      return reply;
    },
  );

  app.post(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a villa; shown once the team approves it',
        body: reviewRequestSchema,
        response: { 201: moderationReceiptSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createReview(db, request.body)),
  );
};
