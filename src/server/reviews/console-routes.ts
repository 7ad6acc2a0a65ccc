/**
 * Moderating reviews in the console (issue 14 §4, owner and manager): the reviews of one status,
 * pending by default, and the team's approval or rejection, which the villa's page, its rating and
 * its cards show at once (the read cache's tags of the villa are dropped after the commit), and the
 * undo of either, which puts the review back to waiting (decision 064).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#domain/schemas/common.ts';
import {
  consoleIdParamsSchema,
  consoleReviewPageSchema,
  consoleReviewSchema,
  reviewModerationQuerySchema,
  reviewModerationSchema,
  reviewReopenSchema,
} from '#domain/schemas/console.ts';
import { changed } from '../cache/tags.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';

export const consoleReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = app.reviewService;
  const team = requireStaff(['owner', 'manager']);

  app.get(
    '/reviews',
    {
      preHandler: team,
      schema: {
        hide: true,
        querystring: reviewModerationQuerySchema,
        response: {
          200: consoleReviewPageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => reviews.listReviewsForModeration(request.query),
  );

  app.patch(
    '/reviews/:id',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: reviewModerationSchema,
        response: {
          200: consoleReviewSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const review = await reviews.moderateReview(
        staffActor(request),
        request.params.id,
        request.body.status,
      );
      app.readCache.invalidateTags(changed.reviews(review.villaId));
      return review;
    },
  );

  app.post(
    '/reviews/:id/reopen',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: reviewReopenSchema,
        response: {
          200: consoleReviewSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
      config: { cacheWrites: 'tagged' },
    },
    async (request) => {
      const review = await reviews.reopenReview(
        staffActor(request),
        request.params.id,
        request.body.from,
      );
      app.readCache.invalidateTags(changed.reviews(review.villaId));
      return review;
    },
  );
};
