/**
 * Moderating testimonials in the console (issue 14 §4, owner and manager): the testimonials of one
 * status, pending by default; approving, rejecting and featuring, which the site's lists show at
 * once (their cached answers are dropped after the commit).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#domain/schemas/common.ts';
import {
  consoleIdParamsSchema,
  consoleTestimonialPageSchema,
  consoleTestimonialSchema,
  moderationQuerySchema,
  testimonialModerationSchema,
} from '#domain/schemas/console.ts';
import { changed } from '../cache/tags.ts';
import { requireStaff, signedIn } from '../staff/guard.ts';

export const consoleTestimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  const testimonials = app.testimonialService;
  const team = requireStaff(['owner', 'manager']);

  app.get(
    '/testimonials',
    {
      preHandler: team,
      schema: {
        hide: true,
        querystring: moderationQuerySchema,
        response: {
          200: consoleTestimonialPageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => testimonials.listTestimonialsForModeration(request.query),
  );

  app.patch(
    '/testimonials/:id',
    {
      preHandler: team,
      schema: {
        hide: true,
        params: consoleIdParamsSchema,
        body: testimonialModerationSchema,
        response: {
          200: consoleTestimonialSchema,
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
      const { user } = signedIn(request);
      const testimonial = await testimonials.moderateTestimonial(
        { id: user.id, name: user.name, ip: request.ip },
        request.params.id,
        request.body,
      );
      app.readCache.invalidateTags(changed.testimonials());
      return testimonial;
    },
  );
};
