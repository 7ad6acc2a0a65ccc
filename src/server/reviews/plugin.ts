/** The reviews' service on the instance (decision 069): `app.reviewService`, bound once. */
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import {
  createReview,
  findReviewInvite,
  listApprovedReviews,
  listReviewsForModeration,
  moderateReview,
  reopenReview,
} from './service.ts';

const functions = {
  createReview,
  findReviewInvite,
  listApprovedReviews,
  listReviewsForModeration,
  moderateReview,
  reopenReview,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Guests' reviews of a villa and their moderation (reviews/service.ts). */
    reviewService: BoundService<Database, typeof functions>;
  }
}

export const reviewServices = fp(
  async (app) => {
    app.decorate('reviewService', bindService<Database, typeof functions>(app.db, functions));
  },
  { name: 'review-services', decorators: { fastify: ['db'] } },
);
