import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, pagedSchema, type Paged } from '#domain/schemas/common.ts';
import {
  type Review,
  reviewInviteQuerySchema,
  reviewInviteSchema,
  reviewListQuerySchema,
  reviewRequestSchema,
  reviewSchema,
} from '#domain/schemas/review.ts';
import { moderationReceiptSchema } from '#domain/schemas/testimonial.ts';
import { villaRefParamsSchema } from '#domain/schemas/villa.ts';
import { replyFromCache } from '../cache/cached-body.ts';
import { reviewsTag } from '../cache/tags.ts';
import { privateBooking } from '#server/plugins/private-answers.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = app.reviewService;

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
    // Answered from the read cache (decision 008), under the villa's reviews tag (decision 030).
    async (request, reply) => {
      await replyFromCache(request, reply, async (entry): Promise<Paged<Review>> => {
        const villa = await app.villaService.resolveVilla(request.params.ref);
        entry.tag(reviewsTag(villa.id));
        return reviews.listApprovedReviews(villa.id, request.query);
      });
      return reply;
    },
  );

  app.get(
    '/reviews/invite',
    {
      schema: {
        tags: ['reviews'],
        summary: "The stay a review link is for, to fill the review form in (the link's token)",
        querystring: reviewInviteQuerySchema,
        response: {
          200: reviewInviteSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          410: errorSchema,
        },
      },
      // One guest's stay: a `?token=` keeps it out of every cache (cache/invalidation.ts); nor
      // indexed, nor sent on as a Referer.
      onSend: privateBooking,
    },
    async (request) => reviews.findReviewInvite(request.query.token),
  );

  app.post(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review a villa; shown once the team approves it',
        body: reviewRequestSchema,
        response: {
          201: moderationReceiptSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          410: errorSchema,
        },
      },
      // A new review waits for the team (PENDING): no cached answer shows it (decision 030).
      config: { cacheWrites: 'none' },
    },
    async (request, reply) => reply.code(201).send(await reviews.createReview(request.body)),
  );
};
