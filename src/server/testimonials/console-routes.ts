/**
 * Moderating testimonials in the console (issue 14 §4, owner and manager): the testimonials of one
 * status, pending by default; approving, rejecting and featuring, which the site's lists show at
 * once (their cached answers are dropped after the commit).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleTestimonialPageSchema,
  consoleTestimonialSchema,
  moderationQuerySchema,
  testimonialModerationSchema,
} from '#domain/schemas/console.ts';
import { moderationRoutes } from '#server/lib/moderation-routes.ts';
import { changed } from '../cache/tags.ts';
import { requireStaff, staffActor } from '../staff/guard.ts';

export const consoleTestimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  const testimonials = app.testimonialService;

  moderationRoutes(app, {
    path: '/testimonials',
    team: requireStaff(['owner', 'manager']),
    query: moderationQuerySchema,
    page: consoleTestimonialPageSchema,
    item: consoleTestimonialSchema,
    list: (query) => testimonials.listTestimonialsForModeration(query),
    decide: {
      body: testimonialModerationSchema,
      run: (request, id, body) => testimonials.moderateTestimonial(staffActor(request), id, body),
    },
    changed: () => changed.testimonials(),
  });
};
