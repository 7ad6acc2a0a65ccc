/**
 * Moderating reviews in the console (issue 14 §4, owner and manager): the reviews of one status,
 * pending by default, and the team's approval or rejection, which the villa's page, its rating and
 * its cards show at once (the read cache's tags of the villa are dropped after the commit), and the
 * undo of either, which puts the review back to waiting (decision 064).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleReviewPageSchema,
  consoleReviewSchema,
  reviewModerationQuerySchema,
  reviewModerationSchema,
  reviewReopenSchema,
} from '#domain/schemas/console.ts';
import { moderationRoutes } from '#server/lib/moderation-routes.ts';
import { changed } from '../cache/tags.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';

export const consoleReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = app.reviewService;

  moderationRoutes(app, {
    path: '/reviews',
    team: requireStaff(['owner', 'manager']),
    query: reviewModerationQuerySchema,
    page: consoleReviewPageSchema,
    item: consoleReviewSchema,
    list: (query) => reviews.listReviewsForModeration(query),
    decide: {
      body: reviewModerationSchema,
      run: (request, id, body) => reviews.moderateReview(staffActor(request), id, body.status),
    },
    reopen: {
      body: reviewReopenSchema,
      run: (request, id, body) => reviews.reopenReview(staffActor(request), id, body.from),
    },
    changed: (review) => changed.reviews(review.villaId),
  });
};
