/** The testimonials' service on the instance (decision 069): `app.testimonialService`. */
import fp from 'fastify-plugin';
import type { Database } from '#server/db/client.ts';
import { bindService, type BoundService } from '#server/lib/bind-service.ts';
import {
  createTestimonial,
  listApprovedTestimonials,
  listTestimonialsForModeration,
  moderateTestimonial,
} from './service.ts';

const functions = {
  createTestimonial,
  listApprovedTestimonials,
  listTestimonialsForModeration,
  moderateTestimonial,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Guests' testimonials and their moderation (testimonials/service.ts). */
    testimonialService: BoundService<Database, typeof functions>;
  }
}

export const testimonialServices = fp(
  async (app) => {
    app.decorate('testimonialService', bindService<Database, typeof functions>(app.db, functions));
  },
  { name: 'testimonial-services', decorators: { fastify: ['db'] } },
);
